import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { ComponentProps } from 'react';
import { formatMoney } from '../../lib/format-figures';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { OptionSelect, SearchInput } from '../../components/filter-fields';
import type { FieldOption } from '../../components/filter-fields';
import { MultiSelect } from '../../components/multi-select';
import type { MultiSelectOption } from '../../components/multi-select-summary';
import { DEFAULT_FILTERS, MIN_RETURN_OPTIONS } from './opportunity-filters';
import { MARKET_TYPES } from '../../../core/market-type';
import type { GameTime, OpportunityFilters, SortKey } from './opportunity-filters';

const GAME_TIMES: readonly { value: GameTime; label: string }[] = [
  { value: 'all', label: 'Any time' },
  { value: '1h', label: 'Within 1 hour' },
  { value: '6h', label: 'Within 6 hours' },
  { value: '24h', label: 'Within 24 hours' },
  { value: '48h', label: 'Within 48 hours' },
];

/** Money first: what the member would make at their own stake leads; the percentage follows. */
const sortsAt = (stake: number): readonly { value: SortKey; label: string }[] => [
  { value: 'profitAtStake', label: `Most profit at ${formatMoney(stake)} within limits` },
  { value: 'arbitragePercentage', label: 'Highest return %' },
  { value: 'time', label: 'Starting soonest' },
  { value: 'sport', label: 'Sport' },
  { value: 'marketType', label: 'Market type' },
];

const MIN_RETURNS: readonly FieldOption[] = MIN_RETURN_OPTIONS.map((value) => ({
  value,
  label: `${value}%`,
}));

const labelClass = 'flex flex-col gap-1 text-xs font-medium text-muted';

function pick<V extends string>(options: readonly { value: V }[], value: string): V | undefined {
  return options.find((option) => option.value === value)?.value;
}

/** A select with its visible caption above it, as every "more filters" field has. */
function LabelledSelect({
  label,
  ...select
}: { label: string } & ComponentProps<typeof OptionSelect>) {
  return (
    <label className={labelClass}>
      {label}
      <OptionSelect {...select} />
    </label>
  );
}

/** A multi-select with its caption above it; the caption is longer than the button's name. */
function LabelledMultiSelect({
  caption,
  ...select
}: { caption: string } & ComponentProps<typeof MultiSelect>) {
  return (
    <div className={labelClass}>
      {caption}
      <MultiSelect {...select} />
    </div>
  );
}

export function FiltersCard({
  filters,
  onChange,
  sports,
  books,
  marketTypes,
  stake,
}: {
  filters: OpportunityFilters;
  onChange: (filters: OpportunityFilters) => void;
  sports: readonly MultiSelectOption[];
  books: readonly MultiSelectOption[];
  marketTypes: readonly MultiSelectOption[];
  /** The member's default total stake: the money-first sort is at it. */
  stake: number;
}) {
  const sorts = sortsAt(stake);
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const set = (patch: Partial<OpportunityFilters>) => onChange({ ...filters, ...patch });
  const isDefault =
    filters.sports.length === 0 &&
    filters.books.length === 0 &&
    filters.marketTypes.length === 0 &&
    filters.minReturn === DEFAULT_FILTERS.minReturn &&
    filters.gameTime === DEFAULT_FILTERS.gameTime &&
    filters.sortBy === DEFAULT_FILTERS.sortBy &&
    filters.search === '';

  return (
    <Card className="space-y-3 p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <LabelledMultiSelect
          caption="Sports"
          label="Sports"
          placeholder="All sports"
          options={sports}
          selected={filters.sports}
          onChange={(selected) => set({ sports: selected })}
        />
        <LabelledMultiSelect
          caption="Sportsbooks (every bet at one of these)"
          label="Sportsbooks"
          placeholder="All sportsbooks"
          options={books}
          selected={filters.books}
          onChange={(selected) => set({ books: selected })}
        />
        <LabelledMultiSelect
          caption="Markets"
          label="Markets"
          placeholder="All markets"
          options={marketTypes}
          selected={filters.marketTypes}
          onChange={(selected) =>
            set({ marketTypes: MARKET_TYPES.filter((type) => selected.includes(type)) })
          }
        />
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
          <LabelledSelect
            label="Min Return %"
            value={filters.minReturn}
            options={MIN_RETURNS}
            onChange={(value) => set({ minReturn: Number(value) })}
          />
          <LabelledSelect
            label="Game Time"
            value={filters.gameTime}
            options={GAME_TIMES}
            onChange={(value) => set({ gameTime: pick(GAME_TIMES, value) ?? 'all' })}
          />
          <LabelledSelect
            label="Sort By"
            value={filters.sortBy}
            options={sorts}
            onChange={(value) => set({ sortBy: pick(sorts, value) ?? 'profitAtStake' })}
          />
          <label className={labelClass}>
            Teams
            <span className="relative">
              <SearchInput value={filters.search} onChange={(search) => set({ search })} />
            </span>
          </label>
        </div>
      )}
    </Card>
  );
}
