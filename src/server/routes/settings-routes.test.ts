import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { userSettings } from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

describe('settings and e-mail preferences', () => {
  let harness: InjectedApp;
  let headers: Record<string, string>;
  const get = (url: string) => harness.app.inject({ url, headers });
  const post = (url: string, payload: unknown) =>
    harness.app.inject({ method: 'POST', url, headers, payload: payload as object });

  beforeAll(async () => {
    harness = await buildInjectedApp();
    // Settings need a sign-in only: a free member.
    headers = { ...harness.sameOrigin, cookie: await harness.sessionCookie('free@arbiter.test') };
  });
  afterAll(async () => {
    await harness.close();
  });

  it('gives a new member the spec defaults', async () => {
    const response = await get('/api/user/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('saves the whole object and reads it back, starting value included', async () => {
    const changed = {
      ...DEFAULT_SETTINGS,
      portfolioValue: 2500.5,
      oddsFormat: 'american',
      preferredSports: ['nba', 'soccer'],
      minArbitrageProfit: 3.5,
      timezone: 'Europe/London',
      devigMethod: 'shin',
    };
    const saved = await post('/api/user/settings', changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, settings: changed });
    expect((await get('/api/user/settings')).json()).toEqual(changed);
  });

  it.each([
    ['a negative starting value', { portfolioValue: -1 }, /portfolioValue/],
    ['a slider value off its step', { minArbitrageProfit: 2.3 }, /steps of 0.5/],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, /IANA/],
    ['an unknown sport tile', { preferredSports: ['curling'] }, /preferredSports/],
    ['an unknown field', { favouriteColour: 'red' }, /favouriteColour|unrecognized/i],
    [
      'a devig method that is not one of the six',
      { devigMethod: 'worst-case' },
      /devigMethod is one of multiplicative, additive, power, shin, odds-ratio, logit, auto/,
    ],
  ])('refuses %s with 400 and keeps what was stored', async (_case, change, message) => {
    const before = (await get('/api/user/settings')).json();
    const response = await post('/api/user/settings', { ...before, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await get('/api/user/settings')).json()).toEqual(before);
  });

  it("keeps 'auto', the evidence's method per market, as a devig setting", async () => {
    const before = (await get('/api/user/settings')).json();
    const saved = await post('/api/user/settings', { ...before, devigMethod: 'auto' });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/user/settings')).json().devigMethod).toBe('auto');
  });

  it('refuses a partial object: a save sends every setting', async () => {
    const response = await post('/api/user/settings', { theme: 'light' });
    expect(response.statusCode).toBe(400);
  });

  it('changes the e-mail preferences without touching the other settings', async () => {
    const before = (await get('/api/user/settings')).json();
    const preferences = {
      emailNotifications: false,
      emailFrequency: 'daily',
      minArbitrageProfit: 4,
      minEVPercentage: 7.5,
    };
    expect((await post('/api/email/preferences', preferences)).json()).toEqual(preferences);
    expect((await get('/api/email/preferences')).json()).toEqual(preferences);
    expect((await get('/api/user/settings')).json()).toEqual({ ...before, ...preferences });
  });

  it('falls back to the default for one stored value that no longer validates, keeping the rest', async () => {
    const [row] = await harness.database.db.select().from(userSettings);
    await harness.database.db
      .update(userSettings)
      .set({ settings: { ...row!.settings, oddsFormat: 'fractional' } })
      .where(eq(userSettings.userId, row!.userId));
    const settings = (await get('/api/user/settings')).json();
    expect(settings.oddsFormat).toBe(DEFAULT_SETTINGS.oddsFormat);
    expect(settings.timezone).toBe('Europe/London');
  });
});
