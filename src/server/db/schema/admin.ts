import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditAction, AuditTarget, AuditValues } from '../../../contracts/admin-audit';
import type { PickResult } from '../../../core/graded-picks';
import type { FairCloseByMethod } from '../../../core/portfolio/closing-line';
import { opportunityLog } from './opportunities';

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

/**
 * The grade of each value bet the platform published (opportunity_log, kind 'value'), written
 * once when the final score arrives, or when none can come (void), by src/server/admin/pick-grades.ts
 * with core's gradePick. A pick without a row is pending. The fair close and the CLV are recorded
 * with the grade: the close is final once the game started.
 */
export const pickGrades = pgTable(
  'pick_grades',
  {
    pickId: text('pick_id')
      .primaryKey()
      .references(() => opportunityLog.id, { onDelete: 'cascade' }),
    result: text('result').$type<PickResult>().notNull(),
    /** At the unit stake (ADMIN_UNIT_STAKE), in cents. */
    profitCents: bigint('profit_cents', { mode: 'number' }).notNull(),
    /** When the final score arrived; null for a void without one. */
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    note: text('note'),
    fairClosingOdds: doublePrecision('fair_closing_odds'),
    clv: doublePrecision('clv'),
    /** Every devig method's fair probability of the pick's outcome at the close. */
    fairCloseByMethod: jsonb('fair_close_by_method').$type<FairCloseByMethod | null>(),
    closeReference: text('close_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'pick_grades_result',
      sql`${t.result} in ('win', 'half-win', 'push', 'void', 'half-loss', 'loss')`,
    ),
  ],
);
