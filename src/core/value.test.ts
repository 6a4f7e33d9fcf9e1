import { describe, expect, it } from 'vitest';
import type { MarketEvent, MarketKind, Quote } from './market';
import { evByMethod, evRange } from './ev-by-method';
import { expectedValue, findValueBets } from './value';
import type { ValueOptions } from './value';

const now = 1_700_000_000_000;
const nba: MarketEvent = {
  id: 'nba-1',
  sport: 'basketball_nba',
  homeTeam: 'Home',
  awayTeam: 'Away',
  commenceTime: now + 3_600_000,
};
const base: ValueOptions = { now, maxAgeMs: 60_000, minEv: 0.02, method: 'multiplicative' };

function quote(book: string, outcome: string, price: number, extra: Partial<Quote> = {}): Quote {
  return { book, outcome, price, lastUpdate: now - 1_000, ...extra };
}

function values(
  quotes: Quote[],
  options: Partial<ValueOptions> = {},
  kind: MarketKind = 'h2h',
  event = nba,
) {
  return findValueBets({ event, kind, quotes }, { ...base, ...options });
}

describe('findValueBets against Pinnacle', () => {
  const pinnacle = [quote('pinnacle', 'Home', 1.95), quote('pinnacle', 'Away', 1.95)];

  it('measures the best other price against Pinnacle without its margin', () => {
    const [bet] = values([...pinnacle, quote('b', 'Home', 2.1), quote('b', 'Away', 1.9)]);
    // Pinnacle 1.95/1.95 devigs to 0.5/0.5; EV at 2.10 = 0.5 × 2.10 − 1 = 5 %
    expect(bet).toMatchObject({ book: 'b', outcome: 'Home', fairProbability: 0.5, fairPrice: 2 });
    expect(bet?.ev).toBeCloseTo(0.05, 12);
    expect(bet?.evPercentage).toBeCloseTo(5, 10);
    expect(bet?.reference).toEqual({
      kind: 'pinnacle',
      books: ['pinnacle'],
      method: 'multiplicative',
      possiblyStale: false,
    });
  });

  it('prices each bet under every devig method of the same reference, with the range', () => {
    const threeWay = [
      quote('pinnacle', 'Home', 2.7),
      quote('pinnacle', 'Draw', 2.3),
      quote('pinnacle', 'Away', 4.4),
      quote('b', 'Away', 4.8),
    ];
    const [bet] = values(threeWay, { method: 'power' }, 'h2h', {
      ...nba,
      sport: 'soccer_epl',
    });
    const expected = evByMethod([2.7, 2.3, 4.4], 2, 4.8);
    expect(bet?.evByMethod).toEqual(expected);
    expect(bet?.ev).toBe(expected.power);
    expect(bet?.evRange).toEqual(evRange(expected));
    expect(bet?.evRange.lowest).toBe('additive');
  });

  it('never offers Pinnacle’s own price as value against itself', () => {
    const found = values([
      quote('pinnacle', 'Home', 2.2),
      quote('pinnacle', 'Away', 1.75),
      quote('b', 'Home', 2.1),
    ]);
    expect(found.every((bet) => bet.book !== 'pinnacle')).toBe(true);
  });

  it('reports only bets at or above minEv', () => {
    const quotes = [...pinnacle, quote('b', 'Home', 2.1)];
    expect(values(quotes, { minEv: 0.06 })).toEqual([]);
    expect(values(quotes, { minEv: 0.05 - 1e-9 })).toHaveLength(1);
  });

  it('names the devig method used, power by default', () => {
    const { method: _ignored, ...withoutMethod } = base;
    const [bet] = findValueBets(
      { event: nba, kind: 'h2h', quotes: [...pinnacle, quote('b', 'Home', 2.1)] },
      withoutMethod,
    );
    expect(bet?.reference.method).toBe('power');
  });

  it('works per outcome set of a 3-way market', () => {
    const soccer = { ...nba, sport: 'soccer_epl' };
    const quotes = [
      quote('pinnacle', 'Home', 2.5),
      quote('pinnacle', 'Draw', 3.4),
      quote('pinnacle', 'Away', 3.0),
      quote('b', 'Draw', 3.7),
    ];
    // Σ = 0.4 + 0.294118 + 0.333333 = 1.027451; draw 0.294118 / 1.027451 = 0.286260
    // EV = 0.286260 × 3.7 − 1 = 5.916 %
    const [bet] = values(quotes, {}, 'h2h', soccer);
    expect(bet?.outcome).toBe('Draw');
    expect(bet?.ev).toBeCloseTo(0.05916, 5);
  });

  it('works per line for spreads: a line Pinnacle does not price gets no Pinnacle reference', () => {
    const quotes = [
      quote('pinnacle', 'Home', 1.9, { point: -3.5 }),
      quote('pinnacle', 'Away', 1.9, { point: 3.5 }),
      quote('b', 'Away', 2.08, { point: 3.5 }),
      quote('b', 'Away', 2.5, { point: 4.5 }),
    ];
    const found = values(quotes, {}, 'spreads');
    // 0.5 × 2.08 − 1 = 4 %; the +4.5 line has no complete reference at all
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: -3.5, point: 3.5 });
    expect(found[0]?.ev).toBeCloseTo(0.04, 12);
  });
});

describe('findValueBets against other references', () => {
  it('falls back to an exchange, net of its commission', () => {
    const quotes = [
      quote('betfair_ex_uk', 'Home', 1.8, { commission: 0.05 }),
      quote('betfair_ex_uk', 'Away', 2.3, { commission: 0.05 }),
      quote('b', 'Away', 2.4),
    ];
    // net 1 + 0.8 × 0.95 = 1.76 and 1 + 1.3 × 0.95 = 2.235; Σ = 0.568182 + 0.447427 = 1.015609
    // away 0.447427 / 1.015609 = 0.440551; EV = 0.440551 × 2.4 − 1 = 5.732 %
    const [bet] = values(quotes);
    expect(bet?.reference.kind).toBe('exchange');
    expect(bet?.reference.books).toEqual(['betfair_ex_uk']);
    expect(bet?.fairProbability).toBeCloseTo(0.440551, 6);
    expect(bet?.ev).toBeCloseTo(0.057322, 6);
  });

  it('never prices a bet at one Betfair region against another: they share one order book', () => {
    const quotes = [
      quote('betfair_ex_uk', 'Home', 1.95, { commission: 0.02 }),
      quote('betfair_ex_uk', 'Away', 1.95, { commission: 0.02 }),
      quote('betfair_ex_eu', 'Home', 2.3, { commission: 0.02 }),
    ];
    expect(values(quotes)).toEqual([]);
  });

  it('falls back to the consensus of every book pricing the whole set', () => {
    const quotes = [
      quote('a', 'Home', 1.9),
      quote('a', 'Away', 1.9),
      quote('b', 'Home', 1.95),
      quote('b', 'Away', 1.85),
      quote('c', 'Home', 1.8),
      quote('c', 'Away', 2.2),
      quote('d', 'Away', 3),
    ];
    // d prices one side only and stays out of the average, but its 3.0 can still be bet:
    // home (0.526316 + 0.512821 + 0.555556)/3 = 0.531564, away (0.526316 + 0.540541 + 0.454545)/3 = 0.507134
    // Σ = 1.038698; away 0.507134 / 1.038698 = 0.488240; EV at 3.0 = 46.47 %, at 2.2 it would be 7.41 %
    const [bet] = values(quotes);
    expect(bet?.reference).toMatchObject({ kind: 'consensus', books: ['a', 'b', 'c'] });
    expect(bet?.fairProbability).toBeCloseTo(0.48824, 5);
    expect(bet).toMatchObject({ book: 'd', outcome: 'Away' });
    expect(bet?.ev).toBeCloseTo(0.46472, 5);
  });

  it('needs at least two complete books for a consensus', () => {
    expect(values([quote('a', 'Home', 2.5), quote('a', 'Away', 2.5)])).toEqual([]);
  });

  it('skips a stale Pinnacle and flags a reference inside the grace window', () => {
    const quotes = [
      quote('pinnacle', 'Home', 1.95, { lastUpdate: now - 70_000 }),
      quote('pinnacle', 'Away', 1.95, { lastUpdate: now - 70_000 }),
      quote('b', 'Home', 2.1),
    ];
    expect(values(quotes)).toEqual([]);
    const [bet] = values(quotes, { staleGraceMs: 30_000 });
    expect(bet?.reference.kind).toBe('pinnacle');
    expect(bet?.possiblyStale).toBe(true);
  });

  it('reports nothing once the event has started', () => {
    const quotes = [
      quote('pinnacle', 'Home', 1.95),
      quote('pinnacle', 'Away', 1.95),
      quote('b', 'Home', 2.1),
    ];
    expect(values(quotes, {}, 'h2h', { ...nba, commenceTime: now })).toEqual([]);
  });
});

describe('expectedValue', () => {
  it('is p·d − 1', () => {
    expect(expectedValue(0.5, 2.1)).toBeCloseTo(0.05, 12);
    expect(expectedValue(0.4, 2)).toBeCloseTo(-0.2, 12);
  });
});
