import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedLoopbackCert } from './self-signed-cert';

export interface DiscordCall {
  method: string;
  path: string;
  query: string;
  body: Record<string, unknown> | null;
  status: number;
}

type Scripted =
  | { status: 404 }
  | { status: 429; retryAfter: number; inHeaderOnly?: boolean }
  | { status: 307; location: string };

export const STAND_IN_WEBHOOK_ID = '112233445566778899';
export const STAND_IN_WEBHOOK_TOKEN = 'stand-in-webhook-token_abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A local HTTPS server speaking Discord's webhook API as documented
 * (https://discord.com/developers/docs/resources/webhook): GET the webhook, POST a message
 * (`?wait=true` answers 200 with the message, else 204), PATCH `/messages/<id>`. Failures are
 * scripted for the next request: 404 (webhook deleted), 429 with `retry_after` (JSON body, or only
 * a Retry-After header) and a redirect. HTTPS with its own certificate, which a sender trusts by
 * taking `ca`.
 */
export class DiscordStandIn {
  readonly calls: DiscordCall[] = [];
  private readonly scripted: Scripted[] = [];
  private readonly tls = selfSignedLoopbackCert();
  private nextMessageId = 5_000_000_000_000_000_000n;
  private readonly server = https.createServer(this.tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => this.answer(request, Buffer.concat(chunks).toString(), response));
  });
  port = 0;

  get ca() {
    return this.tls.cert;
  }

  get baseUrl() {
    return `https://127.0.0.1:${this.port}`;
  }

  get webhookUrl() {
    return `${this.baseUrl}/api/webhooks/${STAND_IN_WEBHOOK_ID}/${STAND_IN_WEBHOOK_TOKEN}`;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  failNext(failure: Scripted) {
    this.scripted.push(failure);
  }

  /** Successful calls with this method, oldest first. */
  callsOf(method: string) {
    return this.calls.filter((call) => call.method === method && call.status < 300);
  }

  private answer(request: IncomingMessage, text: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const method = request.method ?? 'GET';
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      this.calls.push({
        method,
        path: url.pathname,
        query: url.search,
        body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
        status,
      });
      response.writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const match = /^\/api\/webhooks\/(\d+)\/([\w-]+)(?:\/messages\/(\d+))?$/.exec(url.pathname);
    if (!match || match[1] !== STAND_IN_WEBHOOK_ID || match[2] !== STAND_IN_WEBHOOK_TOKEN) {
      return send(404, { message: 'Unknown Webhook', code: 10015 });
    }
    const failure = this.scripted.shift();
    if (failure?.status === 404) return send(404, { message: 'Unknown Webhook', code: 10015 });
    if (failure?.status === 307) return send(307, undefined, { location: failure.location });
    if (failure?.status === 429) {
      const header = { 'retry-after': String(Math.ceil(failure.retryAfter)) };
      return failure.inHeaderOnly
        ? send(429, undefined, header)
        : send(
            429,
            {
              message: 'You are being rate limited.',
              retry_after: failure.retryAfter,
              global: false,
            },
            header,
          );
    }
    const messageId = match[3];
    if (method === 'GET' && !messageId) {
      return send(200, { id: STAND_IN_WEBHOOK_ID, type: 1, name: 'Arb alerts', channel_id: '42' });
    }
    if (method === 'POST' && !messageId) {
      if (url.searchParams.get('wait') !== 'true') return send(204);
      return send(200, { id: String(this.nextMessageId++), channel_id: '42' });
    }
    if (method === 'PATCH' && messageId) return send(200, { id: messageId, channel_id: '42' });
    return send(405, { message: '405: Method Not Allowed', code: 0 });
  }
}
