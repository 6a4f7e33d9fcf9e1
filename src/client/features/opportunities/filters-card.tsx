import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { MultiSelect } from '../../components/multi-select';
import type { MultiSelectOption } from '../../components/multi-select-summary';
import { DEFAULT_FILTERS, MIN_RETURN_OPTIONS } from './opportunity-filters';
import type { GameTime, OpportunityFilters, SortKey } from './opportunity-filters';

const GAME_TIMES: readonly { value: GameTime; label: string }[] = [
  { value: 'all', label: 'Any time' },
  { value: '1h', label: 'Within 1 hour' },
  { value: '6h', label: 'Within 6 hours' },
  { value: '24h', label: 'Within 24 hours' },
  { value: '48h', label: 'Within 48 hours' },
];

const SORTS: readonly { value: SortKey; label: string }[] = [
  { value: 'arbitragePercentage', label: 'Highest return' },
  { value: 'time', label: 'Starting soonest' },
  { value: 'sport', label: 'Sport' },
];

const selectClass = 'h-9 w-full rounded-md border border-line bg-surface px-2 text-sm';
const labelClass = 'flex flex-col gap-1 text-xs font-medium text-muted';

function pick<V extends string>(options: readonly { value: V }[], value: string): V | undefined {
  return options.find((option) => option.value === value)?.value;
}

export function FiltersCard({
  filters,
  onChange,
  sports,
  books,
}: {
  filters: OpportunityFilters;
  onChange: (filters: OpportunityFilters) => void;
  sports: readonly MultiSelectOption[];
  books: readonly MultiSelectOption[];
}) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const set = (patch: Partial<OpportunityFilters>) => onChange({ ...filters, ...patch });
  const isDefault =
    filters.sports.length === 0 &&
    filters.books.length === 0 &&
    filters.minReturn === DEFAULT_FILTERS.minReturn &&
    filters.gameTime === DEFAULT_FILTERS.gameTime &&
    filters.sortBy === DEFAULT_FILTERS.sortBy &&
    filters.search === '';

  return (
    <Card className="space-y-3 p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className={labelClass}>
          Sports
          <MultiSelect
            label="Sports"
            placeholder="All sports"
            options={sports}
            selected={filters.sports}
            onChange={(selected) => set({ sports: selected })}
          />
        </div>
        <div className={labelClass}>
          Sportsbooks (every bet at one of these)
          <MultiSelect
            label="Sportsbooks"
            placeholder="All sportsbooks"
            options={books}
            selected={filters.books}
            onChange={(selected) => set({ books: selected })}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((open) => !open)}
          className={buttonClass('ghost', 'h-8 px-2')}
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {expanded ? 'Fewer filters' : 'More filters'}
        </button>
        {!isDefault && (
          <button
            type="button"
            onClick={() => onChange({ ...DEFAULT_FILTERS, kind: filters.kind })}
            className={buttonClass('ghost', 'h-8 px-2')}
          >
            Reset filters
          </button>
        )}
      </div>

      {expanded && (
        <div id={moreId} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className={labelClass}>
            Min Return %
            <select
              className={selectClass}
              value={filters.minReturn}
              onChange={(event) => set({ minReturn: Number(event.target.value) })}
            >
              {MIN_RETURN_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {value}%
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Game Time
            <select
              className={selectClass}
              value={filters.gameTime}
              onChange={(event) => set({ gameTime: pick(GAME_TIMES, event.target.value) ?? 'all' })}
            >
              {GAME_TIMES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Sort By
            <select
              className={selectClass}
              value={filters.sortBy}
              onChange={(event) =>
                set({ sortBy: pick(SORTS, event.target.value) ?? 'arbitragePercentage' })
              }
            >
              {SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Teams
            <span className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted"
                aria-hidden
              />
              <input
                type="search"
                placeholder="Search teams..."
                value={filters.search}
                onChange={(event) => set({ search: event.target.value })}
                className={`${selectClass} pl-8`}
              />
            </span>
          </label>
        </div>
      )}
    </Card>
  );
}
