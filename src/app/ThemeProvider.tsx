import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { ThemeContext } from "@/hooks/useTheme";
import { applyTheme, readStoredTheme, resolveTheme, storeTheme, type ResolvedTheme, type Theme } from "@/lib/theme";

/** Light, dark or system, stored locally; default light. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [resolved, setResolved] = useState<ResolvedTheme>(() => resolveTheme(theme));

  useEffect(() => {
    const update = () => setResolved(resolveTheme(theme));
    update();
    if (theme !== "system" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [theme]);

  useEffect(() => applyTheme(resolved), [resolved]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const api = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}
