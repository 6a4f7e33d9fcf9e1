import { parseThemeChoice, resolveTheme, THEME_STORAGE_KEY } from './theme';
import type { ThemeChoice } from './theme';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/** Storage can be unavailable (private modes, blocked cookies); the default theme applies then. */
export function readStoredTheme(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseThemeChoice(null);
  }
}

export function storeTheme(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // The choice still applies for this visit.
  }
}

export function applyTheme(choice: ThemeChoice, prefersDark: boolean): void {
  const resolved = resolveTheme(choice, prefersDark);
  document.documentElement.classList.toggle('dark', resolved === 'dark');
}
