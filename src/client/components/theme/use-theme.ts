import { useContext } from 'react';
import { ThemeContext } from './theme-context';
import type { ThemeState } from './theme-context';

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (state === null) throw new Error('useTheme needs a ThemeProvider above it');
  return state;
}
