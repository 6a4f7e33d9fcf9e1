import { z } from 'zod';
import { ChannelError, type ChatAlert, type ChatChannel } from './chat-channel';

const okSchema = z.object({ ok: z.literal(true), result: z.unknown() });
const failureSchema = z.object({
  ok: z.literal(false),
  error_code: z.number().int(),
  description: z.string().default(''),
  parameters: z.object({ retry_after: z.number().nonnegative().optional() }).optional(),
});

const sentMessageSchema = z.object({ message_id: z.number().int() });

export const telegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      text: z.string().optional(),
      chat: z.object({
        id: z.number().int(),
        type: z.string(),
        title: z.string().optional(),
        username: z.string().optional(),
        first_name: z.string().optional(),
      }),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

/** A call that waits on Telegram longer than this is abandoned (long polls add their own wait). */
const REQUEST_TIMEOUT_MS = 15_000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The alert in Telegram's HTML parse mode: every member-visible text escaped. */
export function telegramText(alert: ChatAlert): string {
  return [
    `<b>${escapeHtml(alert.title)}</b>`,
    ...alert.lines.map(escapeHtml),
    [
      `<a href="${escapeHtml(alert.link)}">Open in Arbiter</a>`,
      ...(alert.mutes ?? []).map(
        (m) => `<a href="${escapeHtml(m.link)}">${escapeHtml(m.label)}</a>`,
      ),
    ].join(' · '),
  ].join('\n');
}

/**
 * The Telegram Bot API over HTTPS (https://core.telegram.org/bots/api): one place that talks to
 * it. Its answers become the channel's three kinds of failure: 403 (the member blocked the bot)
 * and 400 "chat not found" end the link, 429 waits `parameters.retry_after` seconds, the rest is
 * retried with backoff.
 */
export class TelegramApi implements ChatChannel {
  readonly kind = 'telegram' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async call(
    method: string,
    body: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const wait = typeof body.timeout === 'number' ? body.timeout * 1000 : 0;
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS + wait);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/bot${this.token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ChannelError({ kind: 'transient', reason: 'Telegram could not be reached' });
    }
    const json: unknown = await response.json().catch(() => null);
    const ok = okSchema.safeParse(json);
    if (ok.success) return ok.data.result;
    const failure = failureSchema.safeParse(json);
    const code = failure.success ? failure.data.error_code : response.status;
    const description = failure.success ? failure.data.description : `HTTP ${response.status}`;
    const retryAfter = failure.success ? failure.data.parameters?.retry_after : undefined;
    if (code === 429) {
      throw new ChannelError({
        kind: 'retry-after',
        retryAfterMs: (retryAfter ?? 30) * 1000,
        reason: `Telegram asked to wait ${retryAfter ?? 30} s`,
      });
    }
    if (code === 403 || (code === 400 && /chat not found/i.test(description))) {
      throw new ChannelError({ kind: 'ended', reason: `Telegram: ${description}` });
    }
    throw new ChannelError({ kind: 'transient', reason: `Telegram: ${description}` });
  }

  async send(chatId: string, alert: ChatAlert): Promise<string> {
    const result = await this.call('sendMessage', {
      chat_id: chatId,
      text: telegramText(alert),
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
    return String(sentMessageSchema.parse(result).message_id);
  }

  async edit(chatId: string, messageId: string, alert: ChatAlert): Promise<void> {
    try {
      await this.call('editMessageText', {
        chat_id: chatId,
        message_id: Number(messageId),
        text: telegramText(alert),
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      });
    } catch (error) {
      // Sent twice (a retry after a lost answer): the message already says it.
      if (error instanceof ChannelError && /message is not modified/i.test(error.message)) return;
      throw error;
    }
  }

  /** A plain reply to a chat (linking answers). */
  async say(chatId: number | string, text: string): Promise<void> {
    await this.call('sendMessage', { chat_id: chatId, text });
  }

  async getUpdates(
    offset: number,
    timeoutS: number,
    signal: AbortSignal,
  ): Promise<TelegramUpdate[]> {
    const result = await this.call(
      'getUpdates',
      { offset, timeout: timeoutS, allowed_updates: ['message'] },
      signal,
    );
    // An update of a shape not read here still moves the offset past it.
    return z
      .array(z.object({ update_id: z.number().int() }).loose())
      .parse(result)
      .map((raw) => {
        const update = telegramUpdateSchema.safeParse(raw);
        return update.success ? update.data : { update_id: raw.update_id };
      });
  }

  async setWebhook(url: string, secretToken: string): Promise<void> {
    await this.call('setWebhook', {
      url,
      secret_token: secretToken,
      allowed_updates: ['message'],
    });
  }

  async deleteWebhook(): Promise<void> {
    await this.call('deleteWebhook', {});
  }
}
