import { Search } from 'lucide-react';
import { Card } from '../../components/card';
import { ALL } from './history-summary';
import type { HistoryFilters } from './history-summary';

const STATUSES = [
  { value: ALL, label: 'All Status' },
  { value: 'executed', label: 'Executed' },
  { value: 'expired', label: 'Expired' },
  { value: 'active', label: 'Active' },
];

const fieldClass = 'h-9 w-full rounded-md border border-line bg-surface px-2 text-sm';

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
          <Search
            className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            type="search"
            placeholder="Search teams..."
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            className={`${fieldClass} pl-8`}
          />
        </label>
        <label>
          <span className="sr-only">Sport</span>
          <select
            value={filters.sport}
            onChange={(event) => onChange({ ...filters, sport: event.target.value })}
            className={fieldClass}
          >
            <option value={ALL}>All Sports</option>
            {sports.map((sport) => (
              <option key={sport.value} value={sport.value}>
                {sport.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Status</span>
          <select
            value={filters.status}
            onChange={(event) => onChange({ ...filters, status: event.target.value })}
            className={fieldClass}
          >
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Card>
  );
}
