import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatLinksViewSchema,
  discordWebhookBodySchema,
  telegramLinkCodeSchema,
} from '../../contracts/chat-links';
import { apiErrorSchema } from '../../contracts/errors';
import type { AlertServices } from '../alerts/create-alerts';
import type { AppContext } from '../app-context';
import { ChannelError } from '../chat/chat-channel';
import { telegramUpdateSchema } from '../chat/telegram-api';
import { OutboundRefused } from '../outbound/outbound-guard';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
};

const NO_TELEGRAM =
  'Telegram alerts are not set up on this Arbiter server (it has no TELEGRAM_BOT_TOKEN).';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Linking Telegram (and showing the chat links) from Settings → Alerts; Telegram's webhook. */
export const chatRoutes: FastifyPluginAsyncZod<AppContext & { alerts: AlertServices }> = async (
  app,
  ctx,
) => {
  const { links, telegram, discord } = ctx.alerts.chat;

  app.get(
    '/api/alerts/chats',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: chatLinksViewSchema, ...errors } },
    },
    async (request) => {
      const rows = await links.of(request.auth!.user.id);
      const linked = (kind: 'telegram' | 'discord') => {
        const row = rows.find((r) => r.kind === kind);
        return row ? { label: row.label, linkedAt: row.createdAt.toISOString() } : null;
      };
      return {
        telegram: {
          available: telegram !== null,
          botUsername: telegram?.username ?? null,
          linked: linked('telegram'),
        },
        discord: { linked: linked('discord') },
      };
    },
  );

  app.post(
    '/api/alerts/telegram/code',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: telegramLinkCodeSchema, ...errors } },
    },
    async (request, reply) => {
      if (!telegram) return reply.code(409).send({ message: NO_TELEGRAM });
      const { code, expiresAt } = await links.newCode(request.auth!.user.id);
      return {
        code,
        deepLink: `https://t.me/${telegram.username}?start=${code}`,
        command: `/start ${code}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.delete(
    '/api/alerts/telegram',
    { onRequest: ctx.access.requireUser, schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await links.remove(request.auth!.user.id, 'telegram');
      ctx.control.publishControl({ type: 'alert-rules.changed' });
      return reply.code(204).send(null);
    },
  );

  // The URL is checked (Discord's hosts, public addresses, no redirect) and the webhook read, so
  // a mistyped or deleted one is refused now, not at the first alert.
  app.put(
    '/api/alerts/discord',
    {
      onRequest: ctx.access.requireUser,
      schema: { body: discordWebhookBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      let hook: { url: string; name: string };
      try {
        hook = await discord.describe(request.body.url);
      } catch (error) {
        if (error instanceof OutboundRefused) {
          return reply
            .code(400)
            .send({ message: `This webhook URL is not accepted: ${error.message}.` });
        }
        if (error instanceof ChannelError || error instanceof z.ZodError) {
          const why =
            error instanceof ChannelError && error.failure.kind === 'ended'
              ? 'Discord says this webhook does not exist'
              : error instanceof ChannelError
                ? error.message
                : 'Discord answered with something that is not a webhook';
          return reply.code(400).send({ message: `This webhook could not be used: ${why}.` });
        }
        throw error;
      }
      await links.save(request.auth!.user.id, 'discord', hook.url, hook.name);
      ctx.control.publishControl({ type: 'alert-rules.changed' });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/alerts/discord',
    { onRequest: ctx.access.requireUser, schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await links.remove(request.auth!.user.id, 'discord');
      ctx.control.publishControl({ type: 'alert-rules.changed' });
      return reply.code(204).send(null);
    },
  );

  if (telegram) {
    // Telegram posts each update here when the webhook is set (PUBLIC_URL is https). Only a
    // request carrying the secret given in setWebhook is read; the rest get 401 and no hint.
    app.post(
      '/api/telegram/webhook',
      {
        schema: {
          headers: z.object({ 'x-telegram-bot-api-secret-token': z.string().max(256).optional() }),
          body: z.object({ update_id: z.number().int() }).loose(),
          response: { 200: z.object({}), 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const given = request.headers['x-telegram-bot-api-secret-token'] ?? '';
        if (!sameSecret(given, telegram.webhookSecret)) {
          return reply.code(401).send({ message: 'Not a Telegram update for this bot.' });
        }
        const update = telegramUpdateSchema.safeParse(request.body);
        // An update of another shape is acknowledged, or Telegram would send it again forever.
        // Acknowledged even when the reply to the chat fails: a retried update would link twice.
        if (update.success) {
          await telegram.bot.handle(update.data).catch((error: unknown) => {
            request.log.warn({ err: error }, 'telegram update not handled');
          });
        }
        return {};
      },
    );
  }
};
