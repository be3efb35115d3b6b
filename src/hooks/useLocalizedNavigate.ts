import { useCallback } from "react";
import { useNavigate, type NavigateOptions } from "react-router-dom";
import { localizePath, splitLanguage } from "@/config/paths";
import { useLanguage } from "./useLanguage";

/** navigate() that takes unprefixed paths (from `paths`) and adds the current language prefix; numbers go through history. */
export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const { language } = useLanguage();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === "number") return navigate(to);
      // Already prefixed paths pass through unchanged.
      const target = splitLanguage(to).language ? to : localizePath(to, language);
      return navigate(target, options);
    },
    [navigate, language],
  );
}
