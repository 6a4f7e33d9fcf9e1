import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity, StreamEvent } from '../../src/contracts/opportunities';
import { userSettingsSchema } from '../../src/contracts/settings';
import {
  legFixture,
  opportunityFixture,
} from '../../src/client/lib/test-support/opportunity-fixture';
import { LoopbackSmtp } from '../../src/server/test-support/loopback-smtp';
import { grantMembership } from '../../src/server/test-support/membership';
import { launchBrowser, newPage, signInWithBrowser, viewports } from './support/browser';
import { startE2eServer } from './support/e2e-server';

// Pages load under a shared, busy machine: give each wait more than vitest's 1 s default.
const WAIT = { timeout: 10_000 };

let browser: Browser;
let env: Awaited<ReturnType<typeof startE2eServer>>;

beforeAll(async () => {
  env = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

async function openAlerts(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/settings?tab=alerts`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Recent alerts' }).isVisible(), WAIT)
    .toBe(true);
}

/** The toasts on screen (Radix's role=status copies are for screen readers, and fleeting). */
function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}

function toastWith(page: Page, text: string) {
  return toasts(page).filter({ hasText: text });
}

/** Waits for the toast, checks its text, and closes it so it covers nothing that comes next. */
async function seeToast(page: Page, title: string, description: string | RegExp) {
  const toast = toastWith(page, title);
  await expect.poll(() => toast.first().isVisible(), WAIT).toBe(true);
  const text = (await toast.first().textContent()) ?? '';
  if (typeof description === 'string') expect(text).toContain(description);
  else expect(text).toMatch(description);
  await toast.first().getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => toast.count(), WAIT).toBe(0);
}

function firstRecentAlert(page: Page) {
  return page.getByTestId('recent-alert').first();
}

/** The member's local clock, so quiet hours can be set around (or away from) now. */
function clockIn(timeZone: string, minutesFromNow: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.now() + minutesFromNow * 60_000);
}

async function readSettings(page: Page) {
  return userSettingsSchema.parse(
    await page.evaluate(async () => (await fetch('/api/user/settings')).json()),
  );
}

/** A live stream that delivers these events once (the server of this journey has no feed). */
function streamOf(events: StreamEvent[]): string {
  const lines = ['retry: 60000', '', 'id: 1', 'event: ready', 'data: {}', ''];
  events.forEach((event, index) =>
    lines.push(`id: ${index + 2}`, `data: ${JSON.stringify(event)}`, ''),
  );
  return `${lines.join('\n')}\n`;
}

function arbitrage(id: string, percent: number, homeTeam: string): Opportunity {
  return opportunityFixture(id, {
    homeTeam,
    awayTeam: 'Miami Heat',
    arbitragePercentage: percent,
    expectedValue: percent / 100,
    legs: [
      legFixture({ book: 'draftkings', bookTitle: 'DraftKings', outcome: homeTeam }),
      legFixture({ book: 'fanduel', bookTitle: 'FanDuel', outcome: 'Miami Heat' }),
    ],
  });
}

describe.each(Object.entries(viewports))('Settings → Alerts at the %s size', (size, viewport) => {
  const member = { email: `alerts-${size}@arbiter.test`, name: `Alerts ${size}` };

  it('sends a test e-mail, lists it in recent alerts, saves the alert limits and shows in-app alerts one at a time', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInWithBrowser(page, env.url, member, '/settings?tab=alerts');
    await openAlerts(page, env.url);

    // No mail server in this stack: the list says where e-mail goes, and starts empty.
    await expect.poll(() => page.getByText('No alerts yet').isVisible(), WAIT).toBe(true);
    expect(await page.getByText('No mail server is configured for Arbiter').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await seeToast(
      page,
      'Email Test Successful',
      'No mail server is configured: the test e-mail is kept in your recent alerts.',
    );
    await expect.poll(() => page.getByTestId('recent-alert').count(), WAIT).toBe(1);
    const row = await firstRecentAlert(page).textContent();
    expect(row).toContain('Arbiter: test e-mail');
    expect(row).toContain('Stored');
    expect(row).toContain('Test e-mail');
    expect(row).toContain(`to ${member.email}`);
    expect(row).toContain('Kept here: no mail server is configured');
    await firstRecentAlert(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `dist/e2e-alerts-recent-${viewport.width}.png` });

    // The demo alert is for members; a free account sees why it is off.
    expect(await page.getByRole('button', { name: 'Send demo alert' }).isDisabled()).toBe(true);
    expect(await page.getByText('needs an active membership').isVisible()).toBe(true);

    // The push worker is served at /sw.js and takes the whole app as its scope under the CSP.
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      // Unregistered again, so nothing sits between the page and the stream stubbed below.
      await registration.unregister();
      return registration.scope;
    });
    expect(scope).toBe(`${env.url}/`);
    // Headless Chromium grants no notification permission: the member is told what to do.
    await page.getByRole('switch', { name: 'Push notifications on this device' }).click();
    await seeToast(page, 'Push Notifications Failed', 'Notifications are blocked for Arbiter');
    await expect
      .poll(
        () =>
          page.getByRole('note').filter({ hasText: 'Allow them in the site settings' }).isVisible(),
        WAIT,
      )
      .toBe(true);
    expect(
      await page.getByRole('switch', { name: 'Push notifications on this device' }).isDisabled(),
    ).toBe(true);

    // Membership on. The server reuses a signed-in session's member for up to 30 s on its polled
    // reads, until a write clears that cache: the save below is that write.
    await grantMembership(env.database.db, member.email);

    // Quiet hours away from now, two books and a cap, saved and read back.
    await page.getByRole('switch', { name: 'Quiet hours' }).click();
    const zone = 'America/New_York';
    await page.getByLabel('Quiet from').fill(clockIn(zone, -60));
    await page.getByLabel('Until', { exact: true }).fill(clockIn(zone, 60));
    await expect
      .poll(() => page.getByTestId('quiet-hours-note').textContent(), WAIT)
      .toMatch(/quiet now\.$/);
    const start = clockIn(zone, 120);
    const end = clockIn(zone, 180);
    await page.getByLabel('Quiet from').fill(start);
    await page.getByLabel('Until', { exact: true }).fill(end);
    await expect
      .poll(() => page.getByTestId('quiet-hours-note').textContent(), WAIT)
      .toContain(`No alerts from ${start} to ${end}`);
    await page.getByRole('button', { name: 'Alert books' }).click();
    await page.getByRole('option', { name: 'DraftKings', exact: true }).click();
    await page.getByRole('option', { name: 'FanDuel', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('button', { name: 'Alert books' }).textContent(), WAIT)
      .toBe('DraftKings, FanDuel');
    await page.getByLabel('Daily alert cap').fill('0');
    await expect.poll(() => page.getByText('Must be at least 1.').isVisible(), WAIT).toBe(true);
    await page.getByLabel('Daily alert cap').fill('20');
    await page.screenshot({ path: `dist/e2e-alerts-limits-${viewport.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await seeToast(page, 'Settings Updated', 'Your preferences have been saved successfully.');
    await openAlerts(page, env.url);
    expect(await page.getByLabel('Quiet from').inputValue()).toBe(start);
    expect(await page.getByLabel('Daily alert cap').inputValue()).toBe('20');
    expect(await readSettings(page)).toMatchObject({
      quietHours: { start, end },
      alertBooks: ['draftkings', 'fanduel'],
      dailyAlertCap: 20,
    });
    await expect
      .poll(() => page.getByRole('button', { name: 'Send demo alert' }).isDisabled(), {
        timeout: 40_000,
      })
      .toBe(false);

    // The demo alert needs a live opportunity; this stack has none, and says so.
    await page.getByRole('button', { name: 'Send demo alert' }).click();
    await seeToast(
      page,
      'Demo Alert Failed',
      'No opportunity is live right now: try the demo again in a minute.',
    );

    // In-app alerts: two matches and one below the 2% minimum arrive on any page; one toast at a
    // time, the second after the first closes, and "View" opens it.
    await page.route('**/api/stream*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: streamOf([
          { type: 'opportunity.added', opportunity: arbitrage('arb_first', 3.1, 'Boston Celtics') },
          { type: 'opportunity.added', opportunity: arbitrage('arb_small', 1, 'Utah Jazz') },
          {
            type: 'opportunity.added',
            opportunity: arbitrage('arb_second', 2.6, 'Denver Nuggets'),
          },
        ]),
      }),
    );
    await page.goto(`${env.url}/education`);
    const first = toastWith(page, 'Boston Celtics vs Miami Heat');
    await expect.poll(() => first.isVisible(), WAIT).toBe(true);
    expect(await first.textContent()).toContain('New arbitrage: 3.10% return');
    expect(await toasts(page).count()).toBe(1);
    await page.screenshot({ path: `dist/e2e-alerts-in-app-${viewport.width}.png` });
    await first.getByRole('button', { name: 'Close' }).click();
    const second = toastWith(page, 'Denver Nuggets vs Miami Heat');
    await expect.poll(() => second.isVisible(), WAIT).toBe(true);
    expect(await toasts(page).count()).toBe(1);
    await second.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(`${env.url}/opportunities?open=arb_second`);
    expect(await toastWith(page, 'Utah Jazz').count()).toBe(0);
    await context.close();
  }, 120_000);
});

describe('with a mail server', () => {
  const smtp = new LoopbackSmtp();
  let mailEnv: Awaited<ReturnType<typeof startE2eServer>>;
  let smtpRunning = false;

  beforeAll(async () => {
    await smtp.start();
    smtpRunning = true;
    mailEnv = await startE2eServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await mailEnv?.close();
    if (smtpRunning) await smtp.stop();
  });

  it('sends the test e-mail through SMTP, and says why when the server is down', async () => {
    const email = 'alerts-smtp@arbiter.test';
    const { context, page } = await newPage(browser, viewports.desktop);
    await signInWithBrowser(page, mailEnv.url, { email, name: 'Alerts Smtp' }, '/settings');
    await openAlerts(page, mailEnv.url);
    expect(await page.getByText('No mail server is configured for Arbiter').count()).toBe(0);

    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await seeToast(page, 'Email Test Successful', `Test e-mail sent to ${email}.`);
    expect(smtp.received.filter((mail) => mail.to === email)).toHaveLength(1);
    await expect
      .poll(() => firstRecentAlert(page).textContent(), WAIT)
      .toContain('Handed to the mail server for delivery.');
    expect(await firstRecentAlert(page).textContent()).toContain('Sent');

    await smtp.stop();
    smtpRunning = false;
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await seeToast(page, 'Email Test Failed', /Mail server unreachable/);
    await expect.poll(() => page.getByTestId('recent-alert').count(), WAIT).toBe(2);
    const failed = await firstRecentAlert(page).textContent();
    expect(failed).toContain('Failed');
    expect(failed).toMatch(/Could not be sent: Mail server unreachable/);
    await page.screenshot({ path: 'dist/e2e-alerts-smtp-1440.png', fullPage: true });
    await context.close();
  });
});
