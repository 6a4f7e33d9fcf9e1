import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_BOT_TOKEN = '123456789:AAstand-in-token-for-tests-only';

export interface TelegramCall {
  method: string;
  body: Record<string, unknown>;
  /** The HTTP status it was answered with. */
  status: number;
}

interface Scripted {
  status: number;
  body: unknown;
}

/**
 * A local server speaking the Telegram Bot API as documented (https://core.telegram.org/bots/api):
 * POST /bot<token>/<method> with a JSON body, answered `{ok: true, result}` or
 * `{ok: false, error_code, description, parameters}`. getUpdates long-polls: it answers as soon
 * as an update at or past the offset is there, or after `timeout` seconds with none. Tests feed
 * updates (a member sending `/start <code>`) and script failures for the next calls of a method.
 */
export class TelegramStandIn {
  readonly calls: TelegramCall[] = [];
  private readonly updates: { update_id: number; message: unknown }[] = [];
  private readonly scripted = new Map<string, Scripted[]>();
  private readonly waiting = new Set<() => void>();
  /** The getUpdates call being held open, which a second one ends with a 409 (as Telegram does). */
  private polling: (() => void) | null = null;
  /** getUpdates calls ended by another one: Telegram's 409 "terminated by other getUpdates". */
  conflicts = 0;
  private nextUpdateId = 1000;
  private nextMessageId = 1;
  private server: http.Server | null = null;
  port = 0;

  constructor(private readonly token = STAND_IN_BOT_TOKEN) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = http.createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    for (const wake of this.waiting) wake();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** A private chat's member sends the bot this text. */
  sendText(chatId: number, text: string, firstName = 'Member') {
    this.updates.push({
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        text,
        chat: { id: chatId, type: 'private', first_name: firstName },
      },
    });
    for (const wake of this.waiting) wake();
  }

  /** The next call of `method` gets this failure instead of its answer. */
  failNext(method: string, status: number, description: string, retryAfter?: number) {
    const queue = this.scripted.get(method) ?? [];
    queue.push({
      status,
      body: {
        ok: false,
        error_code: status,
        description,
        ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
      },
    });
    this.scripted.set(method, queue);
  }

  /** The calls of `method` that succeeded, oldest first. */
  callsOf(method: string) {
    return this.calls
      .filter((call) => call.method === method && call.status === 200)
      .map((call) => call.body);
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    }
    const [, token, method = ''] = match;
    if (token !== this.token) {
      return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
    } catch {
      return send(400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
    }
    const failure = this.scripted.get(method)?.shift();
    this.calls.push({ method, body, status: failure?.status ?? 200 });
    if (failure) return send(failure.status, failure.body);
    switch (method) {
      case 'sendMessage':
        return send(200, {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: body.chat_id, type: 'private' },
            text: body.text,
          },
        });
      case 'editMessageText':
        return send(200, { ok: true, result: { message_id: body.message_id, text: body.text } });
      case 'setWebhook':
      case 'deleteWebhook':
        return send(200, { ok: true, result: true, description: 'Webhook was set' });
      case 'getUpdates': {
        this.polling?.();
        let ended = false;
        const end = () => {
          ended = true;
          for (const wake of this.waiting) wake();
        };
        this.polling = end;
        const result = await this.updatesFrom(body, response);
        if (this.polling === end) this.polling = null;
        if (!ended) return send(200, { ok: true, result });
        this.conflicts++;
        return send(409, {
          ok: false,
          error_code: 409,
          description:
            'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
        });
      }
      default:
        return send(404, {
          ok: false,
          error_code: 404,
          description: 'Not Found: method not found',
        });
    }
  }

  private async updatesFrom(body: Record<string, unknown>, response: http.ServerResponse) {
    const offset = Number(body.offset ?? 0);
    // As Telegram does: asking from an offset confirms every update before it.
    while (this.updates.length > 0 && this.updates[0]!.update_id < offset) this.updates.shift();
    if (this.updates.length === 0 && Number(body.timeout ?? 0) > 0) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Number(body.timeout) * 1000);
        this.waiting.add(wake);
        // The poller gave up (Arbiter stopping): stop holding the answer.
        response.once('close', wake);
      });
    }
    return [...this.updates];
  }
}
