import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { membersResponseSchema } from '../../../../contracts/admin';
import { apiQuery } from '../../../lib/query-client';
import { ADMIN_POLL_MS, MEMBERS_URL } from './admin-queries';

/** The first page this many members; the totals always count every member. */
export const MEMBERS_PAGE_SIZE = 100;

/** GET /api/admin/members, searched on e-mail or name by the server, every 30 s. */
export function useMembers(search: string) {
  const params = new URLSearchParams({ pageSize: String(MEMBERS_PAGE_SIZE) });
  if (search.trim()) params.set('search', search.trim());
  return useQuery({
    ...apiQuery(`${MEMBERS_URL}?${params.toString()}`, membersResponseSchema),
    refetchInterval: ADMIN_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
