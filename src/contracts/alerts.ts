import { z } from 'zod';

export const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'push', 'telegram', 'discord']),
  /** followup: the note that an alerted opportunity is gone or moved (an edit in chat services). */
  kind: z.enum(['opportunity', 'digest', 'demo', 'test', 'followup']),
  opportunityId: z.string().nullable(),
  subject: z.string().nullable(),
  recipient: z.string().nullable(),
  /** pending, sending, sent, stored (kept here: no mail server configured), skipped, failed. */
  status: z.enum(['pending', 'sending', 'sent', 'stored', 'skipped', 'failed']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const recentAlertsSchema = z.object({
  items: z.array(outboxItemSchema),
  /** 'smtp' when a mail server sends them; 'outbox' when they are only kept here. */
  delivery: z.enum(['smtp', 'outbox']),
});

/** Spec §8: message on success; message, error and details on failure. */
export const emailCallResultSchema = z.object({
  message: z.string(),
  opportunity: z.string().optional(),
  sport: z.string().optional(),
  error: z.string().optional(),
  details: z.string().optional(),
});

export const pushKeySchema = z.object({ publicKey: z.string() });

export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2000),
    keys: z
      .object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) })
      .strict(),
  })
  .strict();

export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().max(2000) }).strict();
