import type { z } from 'zod';
import type { betsQuerySchema } from '../../../contracts/portfolio';

export type BetTab = NonNullable<z.input<typeof betsQuerySchema>['status']>;

export const BET_TABS: readonly { value: BetTab; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
  { value: 'all', label: 'All' },
];

export const PAGE_SIZE = 20;

export interface BetListFilters {
  status: BetTab;
  search: string;
  /** Zero-based. */
  page: number;
}

/** The query string of GET /api/user/bets for one page of one tab. */
export function betListParams(filters: BetListFilters, pageSize = PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({
    status: filters.status,
    limit: String(pageSize),
    offset: String(filters.page * pageSize),
  });
  const search = filters.search.trim();
  if (search !== '') params.set('search', search);
  return params;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "21–40 of 45": which bets of how many are on screen. */
export function pageLabel(total: number, page: number, pageSize = PAGE_SIZE): string {
  if (total === 0) return '0 bets';
  const first = Math.min(page * pageSize + 1, total);
  const last = Math.min((page + 1) * pageSize, total);
  return `${first}–${last} of ${total}`;
}
