import { DEFAULT_THEME, THEME_STORAGE_KEY } from "@engagesuite/shared";

export type Theme = "light" | "dark";

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The stored theme, or light (SPEC §4: light by default, stored under "theme"). */
export function readStoredTheme(storage: Pick<Storage, "getItem"> | undefined = safeStorage()): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : (DEFAULT_THEME as Theme);
  } catch {
    return DEFAULT_THEME as Theme;
  }
}

export function storeTheme(theme: Theme, storage: Pick<Storage, "setItem"> | undefined = safeStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota); the theme still applies for this page.
  }
}

/** Class-based theme: the `dark` class on <html>, plus the matching `color-scheme` for native controls. */
export function applyTheme(theme: Theme, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return; // rendering on the server
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/** Called by the entry before the first render, so the page never flashes the wrong theme (no inline script: CSP). */
export function applyInitialTheme(): Theme {
  const theme = readStoredTheme();
  applyTheme(theme);
  return theme;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
