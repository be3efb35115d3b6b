import { createContext, useContext } from "react";
import type { ResolvedTheme, Theme } from "@/lib/theme";

export type ThemeApi = {
  /** The stored choice: light, dark or system. */
  theme: Theme;
  /** What is on screen now. */
  resolved: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

export const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error("useTheme must be used inside ThemeProvider");
  return api;
}
