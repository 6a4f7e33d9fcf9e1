import { z } from 'zod';

const linkedSchema = z.object({
  /** The Telegram chat's name, or the Discord webhook's channel as far as Arbiter can tell. */
  label: z.string(),
  linkedAt: z.string(),
});

/** GET /api/alerts/chats: where the member's chat alerts go, and whether the server offers them. */
export const chatLinksViewSchema = z.object({
  telegram: z.object({
    /** False when this Arbiter server has no Telegram bot configured. */
    available: z.boolean(),
    botUsername: z.string().nullable(),
    linked: linkedSchema.nullable(),
  }),
  discord: z.object({ linked: linkedSchema.nullable() }),
});
export type ChatLinksView = z.infer<typeof chatLinksViewSchema>;

/** POST /api/alerts/telegram/code: a one-time code, and the two ways to send it to the bot. */
export const telegramLinkCodeSchema = z.object({
  code: z.string(),
  /** Opens the bot in Telegram with the code filled in. */
  deepLink: z.string(),
  /** What to send the bot by hand: `/start <code>`. */
  command: z.string(),
  expiresAt: z.string(),
});
export type TelegramLinkCode = z.infer<typeof telegramLinkCodeSchema>;

/** PUT /api/alerts/discord: the webhook URL the member copied from Discord's channel settings. */
export const discordWebhookBodySchema = z
  .object({ url: z.string().trim().min(1, 'paste the webhook URL').max(500) })
  .strict();
