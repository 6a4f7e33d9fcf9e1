import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditTarget, AuditValues } from '../../../contracts/admin-audit';

/**
 * Every change an admin makes (member edits and deletions, membership settings): who, when, what,
 * before and after. Append-only: the code only inserts, and a trigger (migration 0006) refuses
 * UPDATE, DELETE and TRUNCATE. No foreign keys: a row outlives the accounts it names. A member is
 * named by id and a masked e-mail, so deleting their personal data leaves none behind here.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTarget>().notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<AuditValues | null>(),
    after: jsonb('after').$type<AuditValues | null>(),
  },
  (t) => [index('admin_audit_log_at').on(t.at)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
