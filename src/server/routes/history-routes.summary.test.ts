import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openHistoryHarness,
  type HistoryHarness,
  type Persona,
} from '../history/test-support/history-harness';

const DAY = 86_400_000;
/** Noon UTC today: sessions made now stay valid, and every day boundary below is fixed. */
const NOW = Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000;
const ago = (ms: number) => new Date(NOW - ms);
/** The calendar day of an instant in the members' default zone (settings: America/New_York). */
const newYorkDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);

describe('arbitrage history summary: the whole period per kind, and the sport filter', () => {
  let h: HistoryHarness;
  const summary = (who: Persona | 'visitor', query = '') =>
    h.call(who, 'GET', `/api/arbitrage-history/summary${query}`);

  beforeAll(async () => {
    h = await openHistoryHarness(NOW);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lets only subscribers read the summary: 401 for a visitor, 403 for a free member', async () => {
    expect((await summary('visitor')).statusCode).toBe(401);
    expect((await summary('free')).statusCode).toBe(403);
    const empty = await summary('member', '?period=1d');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      period: '1d',
      sport: null,
      timezone: 'America/New_York',
      current: { overall: { total: 0, executionRate: null, averageRoi: null, totalProfit: 0 } },
      statusCounts: [],
    });
  });

  it('refuses an unknown period with 400 and a message', async () => {
    const response = await summary('member', '?period=24h');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/period/);
  });

  it('sums the whole period per kind and overall, against the previous period', async () => {
    const executed = (profitCents: number | null, stakeCents: number, at: Date) => ({
      status: 'executed' as const,
      profitCents,
      stakeCents,
      executedAt: at,
    });
    // The current 7 days.
    await h.row('member', {
      detectedAt: ago(DAY),
      ...executed(2_000, 100_000, ago(DAY - 3_600_000)),
    });
    await h.row('member', { detectedAt: ago(2 * DAY), ...executed(3_000, 50_000, ago(2 * DAY)) });
    await h.row('member', { detectedAt: ago(3 * DAY), status: 'expired', expiredAt: ago(3 * DAY) });
    await h.row('member', { detectedAt: ago(600_000), sport: 'soccer_epl' });
    await h.row('member', {
      kind: 'value',
      detectedAt: ago(DAY),
      ...executed(-1_000, 10_000, ago(DAY)),
    });
    await h.row('member', { kind: 'value', detectedAt: ago(6 * DAY) });
    await h.row('member', {
      kind: 'middle',
      detectedAt: ago(5 * DAY),
      ...executed(null, 20_000, ago(5 * DAY)),
    });
    // The 7 days before, then older, then someone else's.
    await h.row('member', { detectedAt: ago(8 * DAY), ...executed(500, 10_000, ago(8 * DAY)) });
    await h.row('member', { kind: 'value', detectedAt: ago(10 * DAY), status: 'expired' });
    await h.row('member', { detectedAt: ago(20 * DAY), ...executed(9_900, 10_000, ago(20 * DAY)) });
    await h.row('other', { detectedAt: ago(DAY), ...executed(7_700, 10_000, ago(DAY)) });

    const response = await summary('member', '?period=7d');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.current.overall).toEqual({
      total: 7,
      executed: 4,
      executionRate: (4 / 7) * 100,
      totalProfit: 40,
      totalStaked: 1800,
      // Profit ÷ stake: 20/1000 = 2 %, 30/500 = 6 % and −10/100 = −10 %; the middle has no result.
      averageRoi: (2 + 6 - 10) / 3,
      roiCount: 3,
      executedWithoutProfit: 1,
    });
    expect(body.current.byKind.arbitrage).toMatchObject({
      total: 4,
      executed: 2,
      executionRate: 50,
      totalProfit: 50,
      totalStaked: 1500,
      averageRoi: 4,
    });
    expect(body.current.byKind.value).toMatchObject({
      total: 2,
      executionRate: 50,
      averageRoi: -10,
    });
    expect(body.current.byKind.middle).toMatchObject({
      total: 1,
      executionRate: 100,
      averageRoi: null,
      executedWithoutProfit: 1,
    });
    expect(body.previous.overall).toMatchObject({ total: 2, executed: 1, totalProfit: 5 });
    expect(body.previous.to).toBe(body.current.from);
    expect(Date.parse(body.current.to) - Date.parse(body.current.from)).toBe(7 * DAY);
    expect(body.statusCounts).toEqual([
      { status: 'executed', count: 4 },
      { status: 'active', count: 2 },
      { status: 'expired', count: 1 },
    ]);

    const daily = body.daily as { date: string; profit: number; executed: number }[];
    expect(daily[0]?.date).toBe(newYorkDay(new Date(Date.parse(body.current.from))));
    expect(daily.at(-1)?.date).toBe(newYorkDay(new Date(NOW)));
    expect(daily.reduce((sum, day) => sum + day.profit, 0)).toBe(40);
    const on = (at: Date) => daily.find((day) => day.date === newYorkDay(at));
    expect(on(ago(DAY - 3_600_000))).toMatchObject({ executed: 2, profit: 10 });
    expect(on(ago(2 * DAY))).toMatchObject({ executed: 1, profit: 30 });
    expect(on(ago(5 * DAY))).toMatchObject({ executed: 1, profit: 0 });
  });

  it('filters by a full sport key exactly, and by a group name or label', async () => {
    const keys = [
      'basketball_nba',
      'basketball_nba_preseason',
      'basketball_wnba',
      'soccer_epl',
      'soccer_usa_mls',
      'cricket_ipl',
    ];
    for (const sport of keys)
      await h.row('sports', { sport, detectedAt: ago(DAY), homeTeam: sport });
    const listed = async (sport: string) => {
      const response = await h.call(
        'sports',
        'GET',
        `/api/arbitrage-history?sport=${encodeURIComponent(sport)}`,
      );
      expect(response.statusCode).toBe(200);
      return (response.json().data as { sport: string }[]).map((r) => r.sport).sort();
    };
    expect(await listed('basketball_nba')).toEqual(['basketball_nba']);
    expect(await listed('NBA')).toEqual(['basketball_nba', 'basketball_nba_preseason']);
    expect(await listed('nba')).toEqual(['basketball_nba', 'basketball_nba_preseason']);
    expect(await listed('Soccer')).toEqual(['soccer_epl', 'soccer_usa_mls']);
    expect(await listed('Other')).toEqual(['basketball_wnba', 'cricket_ipl']);
    expect(await listed('basketball')).toEqual([]);
    expect(await listed('basketball_%')).toEqual([]);

    const total = async (sport: string) =>
      (await summary('sports', `?period=7d&sport=${encodeURIComponent(sport)}`)).json().current
        .overall.total;
    expect(await total('basketball_nba')).toBe(1);
    expect(await total('NBA')).toBe(2);
    expect(await total('SOCCER_EPL')).toBe(1);
    expect((await summary('sports', '?sport=Soccer')).json().sport).toBe('Soccer');
  });
});
