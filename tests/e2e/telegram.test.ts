import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAND_IN_BOT_TOKEN,
  TelegramStandIn,
} from '../../src/server/test-support/telegram-stand-in';
import { launchBrowser, newPage, signInWithBrowser, viewports } from './support/browser';
import { startE2eServer } from './support/e2e-server';

// Pages load under a shared, busy machine: give each wait more than vitest's 1 s default.
const WAIT = { timeout: 15_000 };

let browser: Browser;
let env: Awaited<ReturnType<typeof startE2eServer>>;
const telegram = new TelegramStandIn();

beforeAll(async () => {
  await telegram.start();
  env = await startE2eServer({
    TELEGRAM_BOT_TOKEN: STAND_IN_BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: 'ArbiterTestBot',
    TELEGRAM_API_BASE_URL: telegram.url,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
  await telegram.stop();
});

describe.each(Object.entries(viewports))(
  'Telegram in Settings → Alerts at the %s size',
  (size, viewport) => {
    const member = { email: `telegram-${size}@arbiter.test`, name: `Telegram ${size}` };
    const chatId = size === 'mobile' ? 390_390 : 1_440_1440;

    it('links a chat with a one-time code sent to the bot, shows it linked, and unlinks it', async () => {
      const { context, page } = await newPage(browser, viewport);
      await signInWithBrowser(page, env.url, member, '/settings?tab=alerts');
      await page.goto(`${env.url}/settings?tab=alerts`);
      const status = page.getByTestId('telegram-status');
      await expect.poll(() => status.textContent(), WAIT).toBe('No Telegram chat is linked.');

      await page.getByRole('button', { name: 'Link Telegram' }).click();
      const shown = page.getByTestId('telegram-code');
      await expect.poll(() => shown.isVisible(), WAIT).toBe(true);
      const command = (await shown.locator('code').textContent()) ?? '';
      expect(command).toMatch(/^\/start [A-Za-z0-9_-]{16,64}$/);
      const code = command.slice('/start '.length);
      const open = page.getByRole('link', { name: 'Open @ArbiterTestBot' });
      expect(await open.getAttribute('href')).toBe(`https://t.me/ArbiterTestBot?start=${code}`);
      await page.screenshot({ path: `dist/e2e-telegram-code-${viewport.width}.png` });

      // The member presses Start in Telegram: the bot receives `/start <code>` by getUpdates.
      telegram.sendText(chatId, command, `Dana ${size}`);
      await expect
        .poll(() => status.textContent(), WAIT)
        .toMatch(new RegExp(`^Linked to Dana ${size} since`));
      await expect
        .poll(
          () =>
            telegram
              .callsOf('sendMessage')
              .some((call) => call.chat_id === chatId && String(call.text).startsWith('Linked')),
          WAIT,
        )
        .toBe(true);
      await page.screenshot({ path: `dist/e2e-telegram-linked-${viewport.width}.png` });

      await page.getByRole('button', { name: 'Unlink Telegram' }).click();
      await expect.poll(() => status.textContent(), WAIT).toBe('No Telegram chat is linked.');
      await context.close();
    });
  },
);
