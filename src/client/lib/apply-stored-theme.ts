import { applyTheme, readStoredTheme, systemPrefersDark } from './theme-dom';

// Imported first by main.tsx so the stored theme is on <html> before React renders anything.
applyTheme(readStoredTheme(), systemPrefersDark());
