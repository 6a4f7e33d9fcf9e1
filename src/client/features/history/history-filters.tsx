import { Card } from '../../components/card';
import { OptionSelect, SearchInput } from '../../components/filter-fields';
import { ALL } from './history-summary';
import type { HistoryFilters } from './history-summary';

const STATUSES = [
  { value: ALL, label: 'All Status' },
  { value: 'executed', label: 'Executed' },
  { value: 'expired', label: 'Expired' },
  { value: 'active', label: 'Active' },
];

export function HistoryFiltersCard({
  filters,
  onChange,
  sports,
}: {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
  sports: readonly { value: string; label: string }[];
}) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 font-medium">Filter Opportunities</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <label className="relative">
          <span className="sr-only">Search teams</span>
          <SearchInput
            value={filters.search}
            onChange={(search) => onChange({ ...filters, search })}
          />
        </label>
        <label>
          <span className="sr-only">Sport</span>
          <OptionSelect
            value={filters.sport}
            options={[{ value: ALL, label: 'All Sports' }, ...sports]}
            onChange={(sport) => onChange({ ...filters, sport })}
          />
        </label>
        <label>
          <span className="sr-only">Status</span>
          <OptionSelect
            value={filters.status}
            options={STATUSES}
            onChange={(status) => onChange({ ...filters, status })}
          />
        </label>
      </div>
    </Card>
  );
}
