import https from 'node:https';
import { z } from 'zod';
import { OutboundGuard, OutboundRefused } from '../outbound/outbound-guard';
import { ChannelError, type ChatAlert, type ChatChannel } from './chat-channel';

/** Discord's own webhook hosts; nothing else is ever posted to (outside tests). */
export const DISCORD_WEBHOOK_HOSTS = [
  'discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
  'ptb.discordapp.com',
  'canary.discordapp.com',
] as const;

const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{15,25})\/([A-Za-z0-9_-]{20,120})\/?$/;
const REQUEST_TIMEOUT_MS = 10_000;

const COLOURS: Record<ChatAlert['tone'], number> = {
  new: 0x22c55e,
  moved: 0xf59e0b,
  gone: 0xef4444,
};

const messageSchema = z.object({ id: z.string() });
const webhookSchema = z.object({ name: z.string().nullable().optional(), id: z.string() });
const rateLimitSchema = z.object({ retry_after: z.number().nonnegative() });

export interface DiscordPolicy {
  guard: OutboundGuard;
  /** Tests only: a stand-in's base URL accepted besides Discord's hosts. */
  testBaseUrl?: string | undefined;
}

/** The guard for webhook URLs: Discord's hosts (and the stand-in's), public addresses only. */
export function discordGuard(testBaseUrl: string | undefined, allowLoopback: boolean) {
  const hosts: string[] = [...DISCORD_WEBHOOK_HOSTS];
  if (testBaseUrl) hosts.push(new URL(testBaseUrl).hostname);
  return new OutboundGuard({ hosts, allowLoopback });
}

/**
 * A member's Discord webhook: posts embeds (`?wait=true`, so Discord answers with the message id
 * for later edits) and edits them. Every URL passes the outbound guard when given and before each
 * request; connections go through the guard's agent; redirects are never followed. 404 (or 401:
 * the webhook deleted or its token reset) ends the link; 429 waits `retry_after` from the body or
 * the Retry-After header.
 */
export class DiscordWebhooks implements ChatChannel {
  readonly kind = 'discord' as const;
  private readonly agent: https.Agent;

  constructor(
    private readonly policy: DiscordPolicy,
    tls: Pick<https.AgentOptions, 'ca'> = {},
  ) {
    this.agent = policy.guard.agent(tls);
  }

  /** The URL, normalised, when it is a webhook Arbiter may post to; else OutboundRefused. */
  async check(raw: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw new OutboundRefused('it is not a URL');
    }
    const test = this.policy.testBaseUrl;
    const onTestBase = test !== undefined && url.origin === new URL(test).origin;
    if (!onTestBase && !(DISCORD_WEBHOOK_HOSTS as readonly string[]).includes(url.hostname)) {
      throw new OutboundRefused('it is not a Discord webhook URL (discord.com/api/webhooks/…)');
    }
    if (!WEBHOOK_PATH.test(url.pathname) || url.search !== '' || url.hash !== '') {
      throw new OutboundRefused(
        'a Discord webhook URL looks like https://discord.com/api/webhooks/<id>/<token>',
      );
    }
    const checked = await this.policy.guard.check(url.href);
    checked.pathname = checked.pathname.replace(/\/$/, '');
    return checked;
  }

  /** Reads the webhook (it must exist); its name labels the link in Settings. */
  async describe(raw: string): Promise<{ url: string; name: string }> {
    const url = await this.check(raw);
    const answer = await this.request('GET', url);
    const hook = webhookSchema.parse(answer);
    return { url: url.href, name: hook.name ?? `webhook ${hook.id}` };
  }

  async send(target: string, alert: ChatAlert): Promise<string> {
    const url = await this.checkAtSend(target);
    url.searchParams.set('wait', 'true');
    return messageSchema.parse(await this.request('POST', url, bodyOf(alert))).id;
  }

  async edit(target: string, messageId: string, alert: ChatAlert): Promise<void> {
    const url = await this.checkAtSend(target);
    url.pathname = `${url.pathname}/messages/${encodeURIComponent(messageId)}`;
    await this.request('PATCH', url, bodyOf(alert));
  }

  private async checkAtSend(target: string): Promise<URL> {
    try {
      return await this.check(target);
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      // The name may point elsewhere now; nothing is sent, and it is tried again later.
      throw new ChannelError({ kind: 'transient', reason: `webhook refused: ${error.message}` });
    }
  }

  private request(method: string, url: URL, body?: unknown): Promise<unknown> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        url,
        {
          method,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            accept: 'application/json',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => reject(transient('Discord could not be reached')));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            const json = parseJson(text);
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) return resolve(json);
            reject(failureOf(status, json, response.headers['retry-after']));
          });
        },
      );
      req.on('timeout', () => req.destroy(transient('Discord did not answer in time')));
      req.on('error', (error) =>
        reject(error instanceof ChannelError ? error : transient('Discord could not be reached')),
      );
      req.end(payload);
    });
  }
}

const transient = (reason: string) => new ChannelError({ kind: 'transient', reason });

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function failureOf(status: number, json: unknown, retryAfterHeader: string | undefined) {
  if (status === 404 || status === 401) {
    return new ChannelError({ kind: 'ended', reason: `Discord: the webhook is gone (${status})` });
  }
  if (status === 429) {
    const fromBody = rateLimitSchema.safeParse(json);
    const seconds = fromBody.success
      ? fromBody.data.retry_after
      : Number(retryAfterHeader ?? '') || 5;
    return new ChannelError({
      kind: 'retry-after',
      retryAfterMs: Math.ceil(seconds * 1000),
      reason: `Discord asked to wait ${seconds} s`,
    });
  }
  if (status >= 300 && status < 400)
    return transient(`Discord redirected (${status}); not followed`);
  return transient(`Discord answered HTTP ${status}`);
}

/** An embed: the title links into Arbiter; no mention in it can ping anyone. */
function bodyOf(alert: ChatAlert) {
  const links = [`[Open in Arbiter](${alert.link})`];
  for (const mute of alert.mutes ?? []) links.push(`[${mute.label}](${mute.link})`);
  return {
    embeds: [
      {
        title: alert.title.slice(0, 256),
        url: alert.link,
        description: [...alert.lines, links.join(' · ')].join('\n').slice(0, 4096),
        color: COLOURS[alert.tone],
      },
    ],
    allowed_mentions: { parse: [] },
  };
}
