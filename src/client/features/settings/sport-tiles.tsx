import { Check } from 'lucide-react';
import { SPORT_GROUPS, sportIcon, sportLabel } from '../../../core/catalog/sports';
import type { SportGroup } from '../../../core/catalog/sports';
import { toggleSport } from './settings-draft';

/** One tile per sport group; a chosen tile is pressed. */
export function SportTiles({
  selected,
  onChange,
}: {
  selected: readonly SportGroup[];
  onChange: (selected: SportGroup[]) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Preferred sports"
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {SPORT_GROUPS.map((group) => {
        const on = selected.includes(group);
        return (
          <button
            key={group}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(toggleSport(selected, group))}
            className={`flex h-11 items-center gap-2 rounded-md border px-3 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-fg ${on ? 'border-fg bg-raised font-medium text-fg' : 'border-line text-muted hover:bg-raised hover:text-fg'}`}
          >
            <span aria-hidden>{sportIcon(group)}</span>
            <span className="flex-1 truncate">{sportLabel(group)}</span>
            {on && <Check className="size-4 shrink-0" aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
