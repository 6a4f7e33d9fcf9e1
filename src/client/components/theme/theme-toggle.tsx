import { Monitor, Moon, Sun } from 'lucide-react';
import { nextThemeChoice, THEME_LABELS } from '../../lib/theme';
import { iconButtonClass } from '../button-styles';
import { useTheme } from './use-theme';

const ICONS = { dark: Moon, light: Sun, system: Monitor } as const;

/** Cycles dark → light → system; the title names the current choice. */
export function ThemeToggle() {
  const { choice, setChoice } = useTheme();
  const Icon = ICONS[choice];
  return (
    <button
      type="button"
      aria-label="Toggle theme"
      title={`Theme: ${THEME_LABELS[choice]}`}
      data-theme-choice={choice}
      className={iconButtonClass}
      onClick={() => setChoice(nextThemeChoice(choice))}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
