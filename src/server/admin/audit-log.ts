import { desc, lt } from 'drizzle-orm';
import type {
  AuditAction,
  AuditLogResponse,
  AuditTarget,
  AuditValues,
} from '../../contracts/admin-audit';
import type { Database } from '../db/database';
import { adminAuditLog } from '../db/schema/index';

export interface Actor {
  id: string;
  email: string;
}

export interface AuditChange {
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string | null;
  targetLabel: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
}

/** "jane.doe@example.com" → "j***@example.com": enough to recognise, not to contact. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Appends one change, inside the caller's transaction so it stands or falls with the change. */
export async function recordChange(tx: Database, actor: Actor, change: AuditChange, at: Date) {
  await tx.insert(adminAuditLog).values({
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    ...change,
  });
}

/** The fields whose values differ, before and after. */
export function changedValues(before: AuditValues, after: AuditValues) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** GET /api/admin/audit-log: newest first, a page at a time. */
export async function readAuditLog(
  db: Database,
  query: { limit: number; before?: number | undefined },
): Promise<AuditLogResponse> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(query.before === undefined ? undefined : lt(adminAuditLog.id, query.before))
    .orderBy(desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      before: row.before,
      after: row.after,
    })),
    nextBefore: rows.length > query.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
