import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { serverKeys } from '../db/schema/index';
import { ChannelError } from './chat-channel';
import type { ChatLinks } from './chat-links-service';
import type { TelegramApi, TelegramUpdate } from './telegram-api';

const START = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;
const OFFSET_KEY = 'telegram-updates';
/** Telegram holds a long poll open this long when nothing happens. */
const LONG_POLL_S = 25;
const ERROR_PAUSE_MS = 5_000;

/**
 * The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token with every webhook update:
 * made from the bot token, so it survives restarts and changes with the token.
 */
export function telegramWebhookSecret(botToken: string): string {
  return createHmac('sha256', botToken).update('arbiter telegram webhook').digest('base64url');
}

/**
 * The product's bot: reads what members send it (only `/start <code>`, to link a chat) by long
 * polling `getUpdates`, or from the webhook route when Arbiter has a public https URL. The poll
 * offset is kept in the database, so a restart neither replays nor loses an update.
 */
export class TelegramBot {
  private abort: AbortController | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    readonly api: TelegramApi,
    private readonly links: ChatLinks,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly onLinked: () => void,
    private readonly pause: (ms: number, signal: AbortSignal) => Promise<void> = sleep,
  ) {}

  async handle(update: TelegramUpdate): Promise<void> {
    const message = update.message;
    const match = START.exec(message?.text?.trim() ?? '');
    if (!message || !match) return;
    const chat = message.chat;
    const code = match[1];
    if (!code) {
      await this.api.say(
        chat.id,
        'To get Arbiter alerts here, open Settings → Alerts in Arbiter and press "Link Telegram".',
      );
      return;
    }
    const label =
      chat.title ?? (chat.username ? `@${chat.username}` : (chat.first_name ?? `chat ${chat.id}`));
    const userId = await this.links.redeem(code, String(chat.id), label);
    if (userId) this.onLinked();
    await this.api.say(
      chat.id,
      userId
        ? 'Linked: Arbiter alerts that match your settings will arrive in this chat. Unlink in Settings → Alerts.'
        : 'This code is not valid: it may be used already or older than 15 minutes. Get a new one in Settings → Alerts.',
    );
  }

  /** One getUpdates call and its updates; the offset moves past each update as it is handled. */
  async pollOnce(signal: AbortSignal = new AbortController().signal, timeoutS = 0) {
    const offset = await this.offset();
    const updates = await this.api.getUpdates(offset, timeoutS, signal);
    for (const update of updates) {
      try {
        await this.handle(update);
      } catch (error) {
        this.log.warn({ err: error, updateId: update.update_id }, 'telegram update not handled');
      }
      await this.saveOffset(update.update_id + 1);
    }
    return updates.length;
  }

  startPolling() {
    this.abort = new AbortController();
    const signal = this.abort.signal;
    this.loop = (async () => {
      while (!signal.aborted) {
        try {
          await this.pollOnce(signal, LONG_POLL_S);
        } catch (error) {
          if (signal.aborted) break;
          const wait =
            error instanceof ChannelError && error.failure.kind === 'retry-after'
              ? error.failure.retryAfterMs
              : ERROR_PAUSE_MS;
          this.log.warn({ err: error }, 'telegram getUpdates failed; polling again shortly');
          await this.pause(wait, signal);
        }
      }
    })();
  }

  async stop() {
    this.abort?.abort();
    await this.loop;
    this.loop = null;
  }

  private async offset(): Promise<number> {
    const [row] = await this.db.select().from(serverKeys).where(eq(serverKeys.name, OFFSET_KEY));
    return Number(row?.value.offset ?? 0);
  }

  private async saveOffset(offset: number) {
    const value = { offset: String(offset) };
    await this.db
      .insert(serverKeys)
      .values({ name: OFFSET_KEY, value })
      .onConflictDoUpdate({ target: serverKeys.name, set: { value } });
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
