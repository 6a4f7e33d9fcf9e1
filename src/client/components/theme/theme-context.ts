import { createContext } from 'react';
import type { ResolvedTheme, ThemeChoice } from '../../lib/theme';

export type ThemeState = {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
  setChoice: (choice: ThemeChoice) => void;
};

export const ThemeContext = createContext<ThemeState | null>(null);
