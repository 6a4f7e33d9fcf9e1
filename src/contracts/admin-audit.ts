import { z } from 'zod';
import { outboxItemSchema } from './alerts';

export const auditActionSchema = z.enum([
  'member.update',
  'member.delete',
  'membership-settings.update',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditTargetSchema = z.enum(['member', 'membership-settings']);
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** The fields a change touched, flat: tier, status, portfolioValue, maxMembers… */
export const auditValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditValues = z.infer<typeof auditValuesSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string(),
  action: auditActionSchema,
  targetType: auditTargetSchema,
  targetId: z.string().nullable(),
  /** A member as a masked e-mail (j***@example.com): the log keeps no personal data. */
  targetLabel: z.string().nullable(),
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Entries older than this id (the previous page's nextBefore). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** GET /api/admin/audit-log: newest first. */
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/**
 * GET /api/admin/outbox: every member's alert e-mails, queued or sent, in the alerts' own item
 * shape. `available` is false while this route is not connected to the alert outbox: the screen
 * says so instead of showing an empty list as if nothing had been sent.
 */
/** The latest 200 messages the alerts queued or sent, newest first. */
export const outboxResponseSchema = z.object({
  items: z.array(outboxItemSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
