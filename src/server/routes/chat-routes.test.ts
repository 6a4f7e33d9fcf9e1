import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramWebhookSecret } from '../chat/telegram-bot';
import type { DatabaseHandle } from '../db/database';
import { request, signIn, type CookieJar } from '../test-support/scripted-sign-in';
import { STAND_IN_BOT_TOKEN, TelegramStandIn } from '../test-support/telegram-stand-in';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const headers = { 'x-arbiter-csrf': '1' };

describe('chat links without a Telegram bot configured', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let member: CookieJar;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {});
    member = (await signIn(server.url, { email: 'plain@arbiter.test', name: 'Plain' })).jar;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('says Telegram is not available, refuses a code with a reason, and has no webhook', async () => {
    const view = await (await request(member, `${server.url}/api/alerts/chats`)).json();
    expect(view).toEqual({
      telegram: { available: false, botUsername: null, linked: null },
      discord: { linked: null },
    });
    const code = await request(member, `${server.url}/api/alerts/telegram/code`, {
      method: 'POST',
      headers,
    });
    expect(code.status).toBe(409);
    expect(((await code.json()) as { message: string }).message).toContain('TELEGRAM_BOT_TOKEN');
    const hook = await fetch(`${server.url}/api/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ update_id: 1 }),
    });
    expect(hook.status).toBe(404);
  });
});

describe('saving a Discord webhook', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let member: CookieJar;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {});
    member = (await signIn(server.url, { email: 'dc-route@arbiter.test', name: 'Dc' })).jar;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const put = (body: unknown) =>
    request(member, `${server.url}/api/alerts/discord`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    [
      'plain http',
      { url: 'http://discord.com/api/webhooks/112233445566778899/abcdefghijklmnopqrstuvwxyz' },
      /only https/,
    ],
    [
      'another host',
      {
        url: 'https://hooks.example.com/api/webhooks/112233445566778899/abcdefghijklmnopqrstuvwxyz',
      },
      /not a Discord webhook URL/,
    ],
    [
      'loopback',
      { url: 'https://127.0.0.1/api/webhooks/112233445566778899/abcdefghijklmnopqrstuvwxyz' },
      /not a Discord webhook URL/,
    ],
    ['not a URL', { url: 'my webhook' }, /not a URL/],
    ['an empty body', {}, /url/],
  ])('refuses %s with 400 and a reason', async (_, body, reason) => {
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(reason);
  });

  it('is for signed-in members only', async () => {
    const answer = await fetch(`${server.url}/api/alerts/discord`, {
      method: 'PUT',
      headers: { ...headers, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://discord.com/api/webhooks/1/2' }),
    });
    expect(answer.status).toBe(401);
  });
});

describe('linking Telegram through the webhook route', () => {
  const telegram = new TelegramStandIn();
  let database: DatabaseHandle;
  let server: TestServer;
  let member: CookieJar;
  const update = (text: string, secret?: string) =>
    fetch(`${server.url}/api/telegram/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }),
      },
      body: JSON.stringify({
        update_id: 5,
        message: { message_id: 9, text, chat: { id: 4242, type: 'group', title: 'Arb room' } },
      }),
    });

  beforeAll(async () => {
    await telegram.start();
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {
      TELEGRAM_BOT_TOKEN: STAND_IN_BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'ArbiterTestBot',
      TELEGRAM_API_BASE_URL: telegram.url,
    });
    member = (await signIn(server.url, { email: 'tg-route@arbiter.test', name: 'Tg' })).jar;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await telegram.stop();
  });

  it('gives visitors nothing', async () => {
    expect((await fetch(`${server.url}/api/alerts/chats`)).status).toBe(401);
    const code = await fetch(`${server.url}/api/alerts/telegram/code`, {
      method: 'POST',
      headers: { ...headers, origin: server.url },
    });
    expect(code.status).toBe(401);
  });

  it('reads an update only with the secret token, links the chat, and unlinks it', async () => {
    const made = await request(member, `${server.url}/api/alerts/telegram/code`, {
      method: 'POST',
      headers,
    });
    expect(made.status).toBe(200);
    const { code, deepLink, command } = (await made.json()) as {
      code: string;
      deepLink: string;
      command: string;
    };
    expect(deepLink).toBe(`https://t.me/ArbiterTestBot?start=${code}`);
    expect(command).toBe(`/start ${code}`);

    expect((await update(command)).status).toBe(401);
    expect((await update(command, 'not-the-secret')).status).toBe(401);
    const chats = async () =>
      (await (await request(member, `${server.url}/api/alerts/chats`)).json()) as {
        telegram: { linked: { label: string } | null };
      };
    expect((await chats()).telegram.linked).toBeNull();

    const secret = telegramWebhookSecret(STAND_IN_BOT_TOKEN);
    expect((await update(command, secret)).status).toBe(200);
    expect((await chats()).telegram.linked?.label).toBe('Arb room');
    expect(telegram.callsOf('sendMessage').at(-1)).toMatchObject({ chat_id: 4242 });

    const unlinked = await request(member, `${server.url}/api/alerts/telegram`, {
      method: 'DELETE',
      headers,
    });
    expect(unlinked.status).toBe(204);
    expect((await chats()).telegram.linked).toBeNull();
  });
});
