import { useInfiniteQuery } from '@tanstack/react-query';
import { auditLogResponseSchema } from '../../../../contracts/admin-audit';
import { apiFetch } from '../../../lib/api-fetch';
import { AUDIT_LOG_URL } from './admin-queries';

const PAGE = 50;

/** GET /api/admin/audit-log, newest first, a page of 50 at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: [AUDIT_LOG_URL],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE) });
      if (pageParam !== null) params.set('before', String(pageParam));
      return apiFetch(`${AUDIT_LOG_URL}?${params.toString()}`, {
        schema: auditLogResponseSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextBefore,
  });
}
