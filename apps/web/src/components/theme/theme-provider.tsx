import { DEFAULT_THEME } from "@engagesuite/shared";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { applyTheme, readStoredTheme, storeTheme, type Theme } from "./theme";

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * `hydrating`: the page came rendered from the server, which knows no reader's theme and draws the toggle for the
 * default; the first render draws it the same, then the stored theme's toggle (the page's colours are right at once:
 * they follow the class on <html>).
 */
export function ThemeProvider({
  children,
  initialTheme,
  hydrating = false,
}: {
  children: ReactNode;
  initialTheme?: Theme;
  hydrating?: boolean;
}) {
  const [start] = useState<Theme>(() => {
    const theme = initialTheme ?? readStoredTheme();
    applyTheme(theme);
    return theme;
  });
  const [theme, setThemeState] = useState<Theme>(hydrating ? (DEFAULT_THEME as Theme) : start);
  useEffect(() => setThemeState(start), [start]);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    storeTheme(next);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => setTheme(theme === "dark" ? "light" : "dark"), [theme, setTheme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside <ThemeProvider>");
  return context;
}
