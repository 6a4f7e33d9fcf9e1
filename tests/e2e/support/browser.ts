import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Database } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema/index';

const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, never a downloaded browser; playwright gives it a fresh profile folder. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it with apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the embedded provider's HTML form, as a person would. */
export async function signInWithBrowser(
  page: Page,
  baseUrl: string,
  user: { email: string; name: string },
  returnTo?: string,
) {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  await page.goto(`${baseUrl}/api/login${query}`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Name').fill(user.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/local-login') &&
      !url.pathname.startsWith('/oidc') &&
      !url.pathname.startsWith('/api/'),
  );
}

/**
 * After a test changes a member's plan straight in the database: one accepted write from the page
 * makes the server read sessions afresh rather than from its 30 s cache of polled reads, as a real
 * change (a billing event, an admin's edit) does by itself.
 */
export async function refreshSessions(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const headers = { 'x-arbiter-csrf': '1', 'content-type': 'application/json' };
    const current = await fetch('/api/email/preferences');
    const answer = await fetch('/api/email/preferences', {
      method: 'POST',
      headers,
      body: await current.text(),
    });
    return answer.status;
  });
  if (status !== 200) throw new Error(`refreshing sessions answered ${status}`);
}

/**
 * Signs in, then gives the member an Elite trial straight in the database: these journeys are
 * about what a subscriber sees (billing has its own journey).
 */
export async function signInAsSubscriber(
  page: Page,
  baseUrl: string,
  db: Database,
  user: { email: string; name: string },
  returnTo?: string,
) {
  await signInWithBrowser(page, baseUrl, user, returnTo);
  await db
    .update(users)
    .set({
      subscriptionStatus: 'trialing',
      subscriptionTier: 'elite',
      accessEndsAt: new Date(Date.now() + 14 * 86_400_000),
    })
    .where(eq(users.email, user.email));
  await refreshSessions(page);
}

/** How far the page scrolls sideways, in CSS pixels: 0 when every row fits the viewport. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
