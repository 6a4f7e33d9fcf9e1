import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { LiveReplica } from '../replica/live-replica';
import type { LiveBus } from '../platform/bus/live-bus';
import { RecheckRefused } from '../engine/opportunity-recheck';
import type { Rechecker } from '../replica/scanner-services';
import { OutboundGuard } from '../outbound/outbound-guard';
import { AlertDispatcher, SEND_EVERY_MS } from './alert-dispatcher';
import { DigestScheduler } from './digest-scheduler';
import { createMailTransport } from './mail-transport';
import { MemberRules } from './member-rules';
import { PushSender } from './push-sender';
import { KNOWN_PUSH_SERVICE_HOSTS } from './push-service-hosts';
import { alertSigningKey, vapidKeys, type VapidKeys } from './server-keys';
import { signToken } from './signed-token';
import { mutesFor, muteToken } from './mute-links';
import type { Opportunity } from '../../contracts/opportunities';
import { ChatDispatcher } from '../chat/chat-dispatcher';
import type { ChatChannel } from '../chat/chat-channel';
import { ChatLinks } from '../chat/chat-links-service';
import { DiscordWebhooks, discordGuard } from '../chat/discord-webhook';
import { TelegramApi } from '../chat/telegram-api';
import type { Lease } from '../platform/lease/lease';
import { whileHeld } from '../platform/lease/while-held';
import { TelegramBot, telegramWebhookSecret } from '../chat/telegram-bot';
import type { ChatKind } from '../db/schema/index';
import type { Job } from '../platform/jobs/job-runner';

export interface AlertServices {
  rules: MemberRules;
  dispatcher: AlertDispatcher;
  digests: DigestScheduler;
  signingKey: Buffer;
  vapid: VapidKeys;
  /** Every push endpoint a member gives passes this, when given and before each send. */
  pushGuard: OutboundGuard;
  unsubscribeLink(userId: string): string;
  chat: {
    links: ChatLinks;
    dispatcher: ChatDispatcher;
    discord: DiscordWebhooks;
    /** Null when no bot token is configured. */
    telegram: { bot: TelegramBot; username: string; webhookSecret: string } | null;
  };
  /** The sending passes (e-mail and push, chat, digests), for the jobs role's runner. */
  jobs: Job[];
  /** Starts the Telegram bot's updates (webhook or polling). */
  /** Starts the Telegram bot's updates; long polling only while `pollLease` is held. */
  start(pollLease: Lease): Promise<void>;
  stop(): Promise<void>;
}

const CHAT_SEND_EVERY_MS = 2_000;
const DIGESTS_EVERY_MS = 60_000;

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe-email';
/** Long enough for a member to act on an old alert e-mail; a leaked link does not last forever. */
export const UNSUBSCRIBE_LINK_DAYS = 180;

export async function createAlerts(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  clock: () => Date,
  live: {
    bus: LiveBus | null;
    replica: LiveReplica | null;
    /** Re-checks at the source: the scanner's here, or asked of it on its thread or process. */
    recheck?: Rechecker | null;
    /** Match new opportunities to members' rules here (where detection runs: once per cluster). */
    matchHere: boolean;
    /** Follow alerted opportunities here (where the chat sender runs, which reads what it saw). */
    followHere: boolean;
  },
): Promise<AlertServices> {
  const [signingKey, vapid] = await Promise.all([alertSigningKey(db), vapidKeys(db)]);
  const rules = new MemberRules(db, clock, config.detection.valueMinEv);
  // A change made here reaches every copy of the rules: the scanner's matching may be on another
  // thread or in another process.
  const rulesChanged = () => {
    rules.invalidate();
    live.bus?.publishControl({ type: 'alert-rules.changed' });
  };
  const base = config.publicUrl.replace(/\/$/, '');
  const unsubscribeLink = (userId: string) => {
    const expiresAt = new Date(clock().getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000);
    const token = signToken(signingKey, userId, UNSUBSCRIBE_PURPOSE, expiresAt);
    return `${base}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  };
  const muteLinks = (userId: string, opportunity: Opportunity) => {
    const now = clock();
    return mutesFor(opportunity, now).map((mute) => ({
      label: mute.scope === 'event' ? 'Mute this game' : `Mute ${mute.label} for a day`,
      link: `${base}/api/alerts/mute?token=${encodeURIComponent(muteToken(signingKey, userId, mute, now))}`,
    }));
  };
  const mail = createMailTransport(config.mail.smtpUrl, config.mail.from);
  const pushGuard = new OutboundGuard({
    hosts: [...KNOWN_PUSH_SERVICE_HOSTS, ...config.outbound.extraPushHosts],
    allowLoopback: config.outbound.allowLoopbackForTests,
  });
  const push = new PushSender(db, vapid, `mailto:${fromAddress(config.mail.from)}`, pushGuard);
  const replica = live.replica;
  const dispatcher = new AlertDispatcher(
    db,
    rules,
    mail,
    push,
    {
      baseUrl: base,
      batchMs: config.alerts.batchMs,
      ...(replica ? { isLive: (id: string) => replica.has(id) } : {}),
      ...(live.recheck && replica
        ? { stillThereAtSource: stillThereAtSource(replica, live.recheck) }
        : {}),
      unsubscribeLink,
      muteLinks,
    },
    clock,
    log.child({ component: 'alerts' }),
  );
  const digests = new DigestScheduler(
    db,
    rules,
    dispatcher,
    clock,
    log.child({ component: 'digests' }),
  );
  const links = new ChatLinks(db, clock);
  const discord = new DiscordWebhooks({
    guard: discordGuard(config.discord.testBaseUrl, config.outbound.allowLoopbackForTests),
    testBaseUrl: config.discord.testBaseUrl,
  });
  const channels = new Map<ChatKind, ChatChannel>([['discord', discord]]);
  const telegramConfig = config.telegram;
  let telegram: AlertServices['chat']['telegram'] = null;
  if (telegramConfig) {
    const api = new TelegramApi(telegramConfig.apiBaseUrl, telegramConfig.botToken);
    channels.set('telegram', api);
    telegram = {
      bot: new TelegramBot(api, links, db, log.child({ component: 'telegram' }), rulesChanged),
      username: telegramConfig.botUsername,
      webhookSecret: telegramWebhookSecret(telegramConfig.botToken),
    };
  }
  const chatDispatcher = new ChatDispatcher(
    db,
    rules,
    links,
    channels,
    {
      baseUrl: base,
      ...(replica ? { isLive: (id: string) => replica.has(id) } : {}),
      muteLinks,
      rulesChanged,
    },
    clock,
    log.child({ component: 'chat-alerts' }),
  );
  let polling: ReturnType<typeof whileHeld> | null = null;
  if (live.bus && live.matchHere) dispatcher.attach(live.bus);
  if (live.bus && live.followHere) chatDispatcher.attach(live.bus);
  return {
    rules,
    dispatcher,
    digests,
    signingKey,
    vapid,
    pushGuard,
    unsubscribeLink,
    chat: { links, dispatcher: chatDispatcher, discord, telegram },
    jobs: [
      { name: 'alert-sending', everyMs: SEND_EVERY_MS, run: () => dispatcher.sendDue() },
      { name: 'chat-sending', everyMs: CHAT_SEND_EVERY_MS, run: () => chatDispatcher.runOnce() },
      { name: 'alert-digests', everyMs: DIGESTS_EVERY_MS, run: () => digests.runOnce() },
    ],
    async start(pollLease) {
      if (!telegram) return;
      if (telegramConfig?.updates === 'webhook') {
        await telegram.bot.api
          .setWebhook(`${base}/api/telegram/webhook`, telegram.webhookSecret)
          .catch((error: unknown) =>
            log.error({ err: error }, 'telegram setWebhook failed: linking will not work'),
          );
        return;
      }
      // Telegram ends one of two concurrent getUpdates with a 409: one process polls at a time.
      const { bot } = telegram;
      polling = whileHeld(
        pollLease,
        { start: () => bot.startPolling(), stop: () => bot.stop() },
        log,
      );
      await polling.start();
    },
    async stop() {
      await polling?.stop();
      await telegram?.bot.stop();
      await dispatcher.stop();
      await chatDispatcher.stop();
    },
  };
}

/**
 * Only an opportunity served as stale is re-checked (fresh and confirmed ones go out as they
 * are); it counts against the re-check budget but no member's daily count. When the budget is
 * spent the alert goes out as it is — it states each price's age.
 */
function stillThereAtSource(replica: LiveReplica, recheck: Rechecker) {
  return async (id: string): Promise<boolean> => {
    const served = replica.get(id);
    if (!served) return false;
    if (served.trust.level !== 'stale') return true;
    try {
      const result = await recheck.recheck(id, null);
      return result.outcome !== 'gone' && result.opportunity?.id === id;
    } catch (error) {
      if (error instanceof RecheckRefused && error.reason === 'not-live') return false;
      throw error;
    }
  };
}

function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
