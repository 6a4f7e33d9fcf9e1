import type { QueryClient } from '@tanstack/react-query';

export const ANALYTICS_URL = '/api/admin/analytics';
export const ADMIN_OPPORTUNITIES_URL = '/api/admin/opportunities';
export const GRADED_PICKS_URL = '/api/admin/graded-picks';
export const API_USAGE_URL = '/api/admin/api-usage';
export const MEMBERS_URL = '/api/admin/members';
export const AUDIT_LOG_URL = '/api/admin/audit-log';
export const OUTBOX_URL = '/api/admin/outbox';

/** Polling of the admin reads (spec §9): analytics, opportunities and members 30 s, usage 60 s. */
export const ADMIN_POLL_MS = 30_000;
export const USAGE_POLL_MS = 60_000;

/** Reads keyed by these URLs, with or without a query string, are read again. */
export function refetchAdmin(queryClient: QueryClient, urls: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [key] }) =>
      typeof key === 'string' && urls.some((url) => key === url || key.startsWith(`${url}?`)),
  });
}
