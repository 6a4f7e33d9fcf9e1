import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailCallResultSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  recentAlertsSchema,
} from '../../contracts/alerts';
import { apiErrorSchema } from '../../contracts/errors';
import { mergeStored, readSettings } from '../account/settings-service';
import { renderAlert } from '../alerts/alert-message';
import { UNSUBSCRIBE_PURPOSE, type AlertServices } from '../alerts/create-alerts';
import { toOutboxItem } from '../alerts/outbox-item';
import { multipartFields } from '../alerts/multipart-fields';
import { readMuteToken } from '../alerts/mute-links';
import { verifyToken } from '../alerts/signed-token';
import type { AppContext } from '../app-context';
import { alertMutes, alertOutbox, pushSubscriptions, userSettings } from '../db/schema/index';
import { OutboundRefused } from '../outbound/outbound-guard';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const messageSchema = z.object({ message: z.string() });

const ONE_CLICK_ONLY = 'send List-Unsubscribe=One-Click as the form body (RFC 8058)';
const oneClickBody = z.object(
  { 'List-Unsubscribe': z.literal('One-Click', { error: ONE_CLICK_ONLY }) },
  { error: ONE_CLICK_ONLY },
);

const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.25rem">${title}</h1><p>${body}</p><p><a href="/settings?tab=alerts">Alert settings</a></p></body></html>`;

/** Alert e-mail, web push and the member's recent alerts. */
export const alertsRoutes: FastifyPluginAsyncZod<AppContext & { alerts: AlertServices }> = async (
  app,
  ctx,
) => {
  const { alerts } = ctx;
  const userId = (request: { auth: { user: { id: string } } | null }) => request.auth!.user.id;

  app.get(
    '/api/alerts/recent',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: recentAlertsSchema, ...errors } },
    },
    async (request) => {
      const rows = await ctx.db
        .select()
        .from(alertOutbox)
        .where(eq(alertOutbox.userId, userId(request)))
        .orderBy(desc(alertOutbox.createdAt), desc(alertOutbox.id))
        .limit(20);
      return {
        items: rows.map(toOutboxItem),
        delivery: ctx.config.mail.smtpUrl ? ('smtp' as const) : ('outbox' as const),
      };
    },
  );

  // Spec path. A plain message to the member's own address, sent now.
  app.post(
    '/test-email',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: emailCallResultSchema, 502: emailCallResultSchema, ...errors } },
    },
    async (request, reply) => {
      const user = request.auth!.user;
      const result = await alerts.dispatcher.sendNow(
        { userId: user.id, address: user.email },
        'test',
        {
          subject: 'Arbiter: test e-mail',
          text: `This is a test e-mail from Arbiter to ${user.email}. Alerts reach you here.`,
          html: `<p>This is a test e-mail from Arbiter. Alerts reach you here.</p>`,
        },
      );
      if (result.ok) {
        return {
          message:
            result.status === 'sent'
              ? `Test e-mail sent to ${user.email}.`
              : `No mail server is configured: the test e-mail is kept in your recent alerts.`,
        };
      }
      return reply.code(502).send({
        message: 'Failed to send test email',
        error: result.error!.title,
        details: result.error!.detail,
      });
    },
  );

  app.post(
    '/api/demo-email-alert',
    {
      onRequest: ctx.access.requireSubscriber,
      schema: { response: { 200: emailCallResultSchema, 502: emailCallResultSchema, ...errors } },
    },
    async (request, reply) => {
      const user = request.auth!.user;
      const now = ctx.clock().getTime();
      const live = (ctx.replica?.list() ?? []).sort((a, b) => b.expectedValue - a.expectedValue);
      const opportunity = live.find((o) => o.type === 'arbitrage') ?? live[0];
      if (!opportunity) {
        return reply
          .code(409)
          .send({ message: 'No opportunity is live right now: try the demo again in a minute.' });
      }
      const settings = await readSettings(ctx.db, user.id);
      const message = renderAlert([{ opportunity, queuedAt: now }], {
        totalStake: settings?.defaultStake ?? 1000,
        sentAt: now,
        title: `Arbiter demo alert: ${opportunity.homeTeam} vs ${opportunity.awayTeam}`,
        links: {
          base: ctx.config.publicUrl,
          unsubscribe: alerts.unsubscribeLink(user.id),
        },
      });
      const result = await alerts.dispatcher.sendNow(
        { userId: user.id, address: user.email },
        'demo',
        message,
      );
      if (!result.ok) {
        return reply.code(502).send({
          message: 'Failed to send demo alert',
          error: result.error!.title,
          details: result.error!.detail,
        });
      }
      return {
        message:
          result.status === 'sent'
            ? `Demo alert sent to ${user.email}.`
            : 'No mail server is configured: the demo alert is kept in your recent alerts.',
        opportunity: opportunity.id,
        sport: opportunity.sportTitle,
      };
    },
  );

  // Works without signing in: the link in every alert e-mail carries a signed token.
  const unsubscribe = async (token: string) => {
    const id = verifyToken(alerts.signingKey, token, UNSUBSCRIBE_PURPOSE, ctx.clock());
    if (!id || !z.uuid().safeParse(id).success) return false;
    const now = ctx.clock();
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ settings: userSettings.settings })
        .from(userSettings)
        .where(eq(userSettings.userId, id))
        .for('update');
      const settings = { ...mergeStored(row?.settings ?? null), emailNotifications: false };
      const inserted = await tx
        .insert(userSettings)
        .values({ userId: id, settings, updatedAt: now })
        .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: now } })
        .returning({ userId: userSettings.userId })
        .catch(() => []);
      ctx.control.publishControl({ type: 'alert-rules.changed' });
      return inserted.length > 0;
    });
  };
  const tokenQuery = z.object({ token: z.string().min(1).max(300) });
  app.get(
    '/api/alerts/unsubscribe',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const done = await unsubscribe(request.query.token);
      return reply
        .code(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(
          done
            ? page('You will get no more alert e-mails', 'Turn them back on in Settings → Alerts.')
            : page(
                'This link does not work',
                'It may be incomplete or older than 180 days. Sign in to change your alerts.',
              ),
        );
    },
  );
  // RFC 8058 one-click: the mail provider posts `List-Unsubscribe=One-Click` to the link in the
  // List-Unsubscribe header, with no cookie and no CSRF header (http/security.ts lets this path
  // through): the signed token is the whole authority. The url-encoded form is read by formbody
  // like every form; multipart, which the RFC prefers, only here, in this route's own scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (request, body, done) =>
        done(null, multipartFields(request.headers['content-type'] ?? '', String(body))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/alerts/unsubscribe',
      {
        schema: {
          querystring: tokenQuery,
          body: oneClickBody,
          response: { 200: messageSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) =>
        (await unsubscribe(request.query.token))
          ? reply.code(200).send({ message: 'Unsubscribed from alert e-mails.' })
          : reply.code(400).send({
              message:
                'This unsubscribe link is not valid: it may be incomplete or older than 180 days.',
            }),
    );
  });

  // Mute links in alerts (e-mail, Telegram, Discord): the GET only asks, so a link preview or a
  // mail scanner fetching it mutes nothing; the page's button posts, authorised by the token.
  const muteQuery = z.object({ token: z.string().min(1).max(800) });
  const badMute = () =>
    page(
      'This link does not work',
      'It may be incomplete or older than 30 days. Sign in to change your alerts.',
    );
  app.get('/api/alerts/mute', { schema: { querystring: muteQuery } }, async (request, reply) => {
    const mute = readMuteToken(alerts.signingKey, request.query.token, ctx.clock());
    reply.type('text/html; charset=utf-8');
    if (!mute) return reply.code(400).send(badMute());
    const what =
      mute.scope === 'event' ? escapeText(mute.label) : `${escapeText(mute.label)} for a day`;
    const action = `/api/alerts/mute?token=${encodeURIComponent(request.query.token)}`;
    return reply.send(
      page(
        `Mute ${what}?`,
        `No alert about ${what} on any channel until ${mute.until.toUTCString()}.</p><form method="post" action="${escapeText(action)}"><button type="submit">Mute ${what}</button></form><p>`,
      ),
    );
  });
  app.post('/api/alerts/mute', { schema: { querystring: muteQuery } }, async (request, reply) => {
    const now = ctx.clock();
    const mute = readMuteToken(alerts.signingKey, request.query.token, now);
    reply.type('text/html; charset=utf-8');
    if (!mute) return reply.code(400).send(badMute());
    await ctx.db
      .insert(alertMutes)
      .values({ ...mute, createdAt: now })
      .onConflictDoUpdate({
        target: [alertMutes.userId, alertMutes.scope, alertMutes.key],
        set: { until: mute.until, label: mute.label, createdAt: now },
      })
      // The member's account is gone: there is nothing left to mute.
      .catch(() => undefined);
    ctx.control.publishControl({ type: 'alert-rules.changed' });
    const what =
      mute.scope === 'event' ? escapeText(mute.label) : `${escapeText(mute.label)} for a day`;
    return reply.send(
      page(`Muted ${what}`, `No alert about it until ${mute.until.toUTCString()}.`),
    );
  });

  app.get(
    '/api/push/public-key',
    { onRequest: ctx.access.requireUser, schema: { response: { 200: pushKeySchema, ...errors } } },
    async () => ({ publicKey: alerts.vapid.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      onRequest: ctx.access.requireUser,
      schema: { body: pushSubscriptionBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      try {
        await alerts.pushGuard.check(endpoint);
      } catch (error) {
        if (!(error instanceof OutboundRefused)) throw error;
        return reply
          .code(400)
          .send({ message: `This push endpoint is not accepted: ${error.message}.` });
      }
      // One statement, so two members racing for one endpoint cannot both win: a row held by
      // another member is left alone and nothing is returned.
      const saved = await ctx.db
        .insert(pushSubscriptions)
        .values({ endpoint, userId: userId(request), p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: keys.p256dh, auth: keys.auth },
          setWhere: eq(pushSubscriptions.userId, userId(request)),
        })
        .returning({ endpoint: pushSubscriptions.endpoint });
      if (saved.length === 0) {
        return reply.code(409).send({
          message:
            'This push endpoint belongs to another Arbiter account. Turn push off there, or ' +
            'turn it off and on again in this browser to get a new endpoint.',
        });
      }
      ctx.control.publishControl({ type: 'alert-rules.changed' });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      onRequest: ctx.access.requireUser,
      schema: { body: pushUnsubscribeBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await ctx.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, request.body.endpoint),
            eq(pushSubscriptions.userId, userId(request)),
          ),
        );
      ctx.control.publishControl({ type: 'alert-rules.changed' });
      return reply.code(204).send(null);
    },
  );
};
