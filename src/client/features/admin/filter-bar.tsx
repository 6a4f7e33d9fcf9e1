import { OptionSelect } from '../../components/filter-fields';
import { SegmentedControl } from '../../components/segmented-control';
import { RANGE_OPTIONS, SPORT_OPTIONS, type AdminFilters } from './admin-filters';

/** Time range and sport, sent to the server with each filtered read. */
export function FilterBar({
  filters,
  onChange,
  rangeLabel = 'Time range',
  showRange = true,
}: {
  filters: AdminFilters;
  onChange: (filters: AdminFilters) => void;
  rangeLabel?: string;
  showRange?: boolean;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      {showRange && (
        <SegmentedControl
          label={rangeLabel}
          value={filters.range}
          options={RANGE_OPTIONS}
          onChange={(range) => onChange({ ...filters, range })}
        />
      )}
      <label className="w-40">
        <span className="sr-only">Sport</span>
        <OptionSelect
          value={filters.sport}
          options={SPORT_OPTIONS}
          onChange={(sport) => {
            const option = SPORT_OPTIONS.find((o) => o.value === sport);
            if (option) onChange({ ...filters, sport: option.value });
          }}
        />
      </label>
    </div>
  );
}
