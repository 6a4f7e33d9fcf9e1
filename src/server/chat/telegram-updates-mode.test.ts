import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlerts } from '../alerts/create-alerts';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { STAND_IN_BOT_TOKEN, TelegramStandIn } from '../test-support/telegram-stand-in';
import { openTestDatabase } from '../test-support/test-database';
import { MemoryLease } from '../platform/lease/memory-lease';
import { telegramWebhookSecret } from './telegram-bot';

const log = pino({ level: 'silent' });
const telegramEnv = (telegram: TelegramStandIn) => ({
  LOG_LEVEL: 'silent',
  TELEGRAM_BOT_TOKEN: STAND_IN_BOT_TOKEN,
  TELEGRAM_BOT_USERNAME: '@ArbiterTestBot',
  TELEGRAM_API_BASE_URL: telegram.url,
});

describe('how the bot hears members', () => {
  const telegram = new TelegramStandIn();
  let database: DatabaseHandle;
  beforeAll(async () => {
    await telegram.start();
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await telegram.stop();
    await database?.close();
  });

  it('registers the webhook with its secret when PUBLIC_URL is https, and does not poll', async () => {
    const config = loadConfig({
      ...telegramEnv(telegram),
      PUBLIC_URL: 'https://arbiter.example.com',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'arbiter',
    });
    expect(config.telegram).toMatchObject({ updates: 'webhook', botUsername: 'ArbiterTestBot' });
    const alerts = await createAlerts(config, database.db, log, () => new Date(), {
      bus: null,
      replica: null,
      matchHere: false,
      followHere: false,
    });
    await alerts.start(new MemoryLease());
    await alerts.stop();
    expect(telegram.callsOf('setWebhook')).toEqual([
      {
        url: 'https://arbiter.example.com/api/telegram/webhook',
        secret_token: telegramWebhookSecret(STAND_IN_BOT_TOKEN),
        allowed_updates: ['message'],
      },
    ]);
    expect(telegram.calls.filter((call) => call.method === 'getUpdates')).toHaveLength(0);
  });

  it('polls on plain http, and has no bot at all without a token', () => {
    expect(loadConfig(telegramEnv(telegram)).telegram?.updates).toBe('polling');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).telegram).toBeNull();
    expect(() =>
      loadConfig({ LOG_LEVEL: 'silent', TELEGRAM_BOT_TOKEN: STAND_IN_BOT_TOKEN }),
    ).toThrow(/TELEGRAM_BOT_USERNAME is required/);
    expect(() =>
      loadConfig({ LOG_LEVEL: 'silent', DISCORD_WEBHOOK_BASE_URL: 'https://127.0.0.1:9' }),
    ).toThrow(/only with NODE_ENV=test/);
  });
});
