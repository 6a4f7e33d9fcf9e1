import { useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '../../../../contracts/admin-audit';
import { apiQuery } from '../../../lib/query-client';
import { ADMIN_POLL_MS, OUTBOX_URL } from './admin-queries';

/** GET /api/admin/outbox: the e-mails alerts queued or sent. */
export function useOutbox() {
  return useQuery({
    ...apiQuery(OUTBOX_URL, outboxResponseSchema),
    refetchInterval: ADMIN_POLL_MS,
  });
}
