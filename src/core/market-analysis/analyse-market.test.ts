import { describe, expect, it } from 'vitest';
import { analyseMarket } from './analyse-market';
import type { ArbitrageRecord } from './arbitrage-lifespan';
import type { EventHistory } from './price-series';
import { MINUTE, at, event, path, side } from './test-support/series';

const BOOKS = ['pinnacle', 'draftkings', 'fanduel', 'betmgm', 'williamhill_us'];

/** Every book opens at the given prices; `moves` are [book, minutes, home, away]. */
function h2hEvent(
  id: string,
  open: [number, number],
  moves: readonly (readonly [string, number, number, number])[] = [],
): EventHistory {
  const outcome = (name: 'Home' | 'Away', index: 0 | 1) =>
    side('h2h', name, [
      ...BOOKS.flatMap((book) => path(book, name, [[-120, open[index]]])),
      ...moves.map(([book, minutes, home, away]) => ({
        book,
        outcome: name,
        point: null,
        price: index === 0 ? home : away,
        at: at(minutes),
      })),
    ]);
  return event([outcome('Home', 0), outcome('Away', 1)], { eventId: id });
}

describe('analyseMarket', () => {
  const steamed = h2hEvent(
    'steamed',
    [1.95, 1.95],
    [
      ['pinnacle', 0, 1.8, 2.1],
      ['draftkings', 1, 1.8, 2.05],
      ['fanduel', 2, 1.8, 2.05],
    ],
  );
  const quiet = h2hEvent('quiet', [1.95, 1.95]);
  const gone: EventHistory = event(
    [
      side('h2h', 'Home', [
        ...path('draftkings', 'Home', [
          [-120, 2],
          [-60, null],
        ]),
      ]),
    ],
    { eventId: 'gone' },
  );
  const arbitrages: ArbitrageRecord[] = [
    { eventId: 'steamed', sport: 'basketball_nba', firstSeen: at(-10), endedAt: null },
    { eventId: 'steamed', sport: 'basketball_nba', firstSeen: at(-100), endedAt: at(-96) },
    { eventId: 'elsewhere', sport: 'basketball_nba', firstSeen: at(-50), endedAt: at(-48) },
  ];
  const analysis = analyseMarket({ now: at(10), events: [steamed, quiet, gone], arbitrages });

  it('returns a market view and an intelligence item per event still quoted', () => {
    expect(analysis.views.map((view) => view.gameId)).toEqual(['steamed', 'quiet']);
    expect(analysis.intelligence.map((item) => item.gameId)).toEqual(['steamed', 'quiet']);
    const [view] = analysis.views;
    expect(view).toMatchObject({
      sport: 'basketball_nba',
      teams: { home: 'Home', away: 'Away' },
      commenceTime: at(24 * 60),
    });
    expect(view!.movements.map((movement) => movement.side)).toEqual(['Home', 'Away']);
  });

  it('finds the steam with its leading book and puts an open arbitrage first in timing', () => {
    const [view] = analysis.views;
    expect(view!.steamMoves).toHaveLength(1);
    expect(view!.steamMoves[0]).toMatchObject({
      side: 'Home',
      leader: 'pinnacle',
      likelyCause: 'sharp-led',
      bookmakers: ['pinnacle', 'draftkings', 'fanduel'],
    });
    expect(view!.bestTiming).toMatchObject({ action: 'bet_now', basis: 'arbitrage' });
    // Only Pinnacle moved Away by three points, so the Home steam is the one sharp-led move.
    expect(view!.sharpAction).toMatchObject({ detected: true, side: 'Home', sharpLedMoves: 1 });
  });

  it('fills the intelligence item from the same signals, the sharp-vs-public split labelled an estimate', () => {
    const [steamedItem, quietItem] = analysis.intelligence;
    expect(steamedItem!.sharpVsPublic).toMatchObject({ estimate: true, sharpSide: 'Home' });
    expect(steamedItem!.arbitrageLifespan).toMatchObject({
      scope: 'event',
      count: 1,
      open: 1,
      medianMs: 4 * MINUTE,
    });
    expect(quietItem!.arbitrageLifespan).toMatchObject({
      scope: 'sport',
      count: 2,
      medianMs: 3 * MINUTE,
    });
    expect(steamedItem!.inefficiencyScore).toBe(100 - analysis.views[0]!.marketEfficiency!);
    expect(steamedItem!.recommendations[0]).toMatch(/^Bet now: An arbitrage is open/);
    expect(quietItem).toMatchObject({ steamPotential: 0, recommendations: [] });
    expect(analysis.views[1]!.bestTiming).toBeNull();
  });

  it('rates value against the fair price', () => {
    // Pinnacle's 1.95 / 1.95 is fair at evens; BetMGM at 2.2 on Away is 10 % above it.
    const value = analyseMarket({
      now: at(10),
      events: [h2hEvent('value', [1.95, 1.95], [['betmgm', 0, 1.75, 2.2]])],
    });
    expect(value.intelligence[0]!.valueRating).toBe(100);
    expect(value.intelligence[0]!.recommendations.join(' ')).toContain(
      'Best value: Away at BetMGM +120',
    );
  });

  it('sums the stat cards and lists every book', () => {
    expect(analysis.summary).toEqual({
      activeGames: 2,
      highVolatility: analysis.views.filter((view) => view.volatility.level === 'high').length,
      sharpAction: 1,
      steamMoves: 1,
      avgEfficiency: Math.round(
        (analysis.views[0]!.marketEfficiency! + analysis.views[1]!.marketEfficiency!) / 2,
      ),
    });
    expect(analysis.bookmakers.map((row) => row.book).sort()).toEqual([...BOOKS].sort());
  });

  it('takes parameter overrides', () => {
    const strict = analyseMarket({
      now: at(10),
      events: [steamed],
      parameters: { steamMinBooks: 4 },
    });
    expect(strict.views[0]!.steamMoves).toEqual([]);
    expect(strict.parameters.steamMinBooks).toBe(4);
  });
});
