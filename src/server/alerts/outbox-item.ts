import type { OutboxItem } from '../../contracts/alerts';
import type { alertOutbox } from '../db/schema/index';

export function toOutboxItem(row: typeof alertOutbox.$inferSelect): OutboxItem {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    opportunityId: row.opportunityId,
    subject: row.subject,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
