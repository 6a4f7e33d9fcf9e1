import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { resolveTheme } from '../../lib/theme';
import type { ThemeChoice } from '../../lib/theme';
import {
  applyTheme,
  DARK_QUERY,
  readStoredTheme,
  storeTheme,
  systemPrefersDark,
} from '../../lib/theme-dom';
import { ThemeContext } from './theme-context';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readStoredTheme);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);

  useEffect(() => {
    applyTheme(choice, prefersDark);
  }, [choice, prefersDark]);

  const value = useMemo(
    () => ({
      choice,
      resolved: resolveTheme(choice, prefersDark),
      setChoice: (next: ThemeChoice) => {
        storeTheme(next);
        setChoiceState(next);
      },
    }),
    [choice, prefersDark],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
