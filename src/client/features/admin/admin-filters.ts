import type { AdminRange, AdminSport } from '../../../contracts/admin-analytics';
import { SPORT_GROUPS, sportLabel } from '../../../core/catalog/sports';

/** The screen's time range and sport; the server filters by them (they are real here). */
export interface AdminFilters {
  range: AdminRange;
  sport: AdminSport;
}

export const DEFAULT_FILTERS: AdminFilters = { range: '24h', sport: 'all' };

export const RANGE_OPTIONS: readonly { value: AdminRange; label: string }[] = [
  { value: '1h', label: '1h' },
  { value: '24h', label: '24h' },
  { value: '7d', label: '7d' },
  { value: '30d', label: '30d' },
];

export const SPORT_OPTIONS: readonly { value: AdminSport; label: string }[] = [
  { value: 'all', label: 'All Sports' },
  ...SPORT_GROUPS.filter((group) => group !== 'generic').map((group) => ({
    value: group,
    label: sportLabel(group),
  })),
];

/** The query string every filtered admin read sends. */
export const filterParams = (filters: AdminFilters) =>
  new URLSearchParams({ range: filters.range, sport: filters.sport });
