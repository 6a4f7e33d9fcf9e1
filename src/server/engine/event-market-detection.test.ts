import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { opportunitySchema, type Opportunity } from '../../contracts/opportunities';
import { PriceBoard } from '../odds/price-board';
import type { WireEventOdds } from '../odds/wire-format';
import { DetectionEngine } from './detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { toOpportunity } from './opportunity-dto';

const NOW = Date.parse('2026-11-22T12:00:00Z');
/** The consensus fallback: three complete books and 4 % EV, against 1 % with a sharp reference. */
const SETTINGS = {
  maxAgeMs: 600_000,
  staleGraceMs: 300_000,
  valueMinEv: 0.01,
  consensusMinBooks: 3,
  consensusMinEv: 0.04,
};
const stamp = new Date(NOW - 5_000).toISOString();

type Outcome = { name: string; price: number; point?: number; description?: string };
const over = (player: string, point: number, price: number): Outcome => ({
  name: 'Over',
  description: player,
  point,
  price,
});
const under = (player: string, point: number, price: number): Outcome => ({
  name: 'Under',
  description: player,
  point,
  price,
});

/** One NBA game whose books quote only the given event markets (as `/events/{id}/odds` answers). */
function board(books: Record<string, Record<string, Outcome[]>>): PriceBoard {
  const wire: WireEventOdds = {
    id: 'nba-1',
    sport_key: 'basketball_nba',
    sport_title: 'NBA',
    commence_time: new Date(NOW + 3_600_000).toISOString(),
    home_team: 'Los Angeles Lakers',
    away_team: 'Boston Celtics',
    bookmakers: Object.entries(books).map(([key, markets]) => ({
      key,
      title: key,
      last_update: stamp,
      markets: Object.entries(markets).map(([market, outcomes]) => ({
        key: market,
        last_update: stamp,
        outcomes,
      })),
    })),
  };
  const priced = new PriceBoard();
  const markets = [...new Set(Object.values(books).flatMap((m) => Object.keys(m)))];
  priced.applyEventMarkets('basketball_nba', 'nba-1', wire, markets, NOW);
  return priced;
}

function served(priced: PriceBoard): Opportunity[] {
  const engine = new DetectionEngine(
    priced,
    SETTINGS,
    new MemoryBus(),
    null,
    pino({ level: 'silent' }),
    () => NOW,
  );
  engine.sweep();
  return [...engine.tracker.live.values()].map((tracked) =>
    opportunitySchema.parse(toOpportunity(tracked, NOW)),
  );
}

describe('detection over event markets', () => {
  it('finds a player-points arbitrage across two books, per player and line', () => {
    const found = served(
      board({
        draftkings: {
          player_points: [over('LeBron James', 24.5, 2.1), under('LeBron James', 24.5, 1.7)],
        },
        fanduel: {
          player_points: [over('LeBron James', 24.5, 1.75), under('LeBron James', 24.5, 2.05)],
        },
        // Another player at the same line: were players mixed, 2.50 with fanduel's 2.05 would pay.
        betmgm: {
          player_points: [over('Anthony Davis', 24.5, 2.5), under('Anthony Davis', 24.5, 1.5)],
        },
      }),
    ).filter((o) => o.type === 'arbitrage');
    expect(found).toHaveLength(1);
    const arb = found[0]!;
    // By hand: 1/2.10 + 1/2.05 = 0.476190 + 0.487805 = 0.963995; 1/0.963995 − 1 = 3.7349 %.
    expect(arb.arbitragePercentage).toBeCloseTo(3.7349, 3);
    expect(arb).toMatchObject({
      marketKey: 'player_points',
      marketType: 'player_prop',
      player: 'LeBron James',
      betType: 'totals',
      line: 24.5,
    });
    expect(arb.legs.map((leg) => [leg.book, leg.outcome, leg.point, leg.player])).toEqual([
      ['draftkings', 'Over', 24.5, 'LeBron James'],
      ['fanduel', 'Under', 24.5, 'LeBron James'],
    ]);
    // Equal payout: the Over's share of the stake is (1/2.10) / 0.963995 = 0.49398.
    expect(arb.legs[0]!.stakeRatio).toBeCloseTo(0.49398, 4);
    expect(arb.legs.every((leg) => leg.marketType === 'player_prop')).toBe(true);
  });

  it('finds a cross-line arbitrage on an alternate totals ladder', () => {
    const found = served(
      board({
        draftkings: {
          alternate_totals: [
            { name: 'Over', point: 210.5, price: 2.05 },
            { name: 'Under', point: 210.5, price: 1.75 },
          ],
        },
        fanduel: {
          alternate_totals: [
            { name: 'Over', point: 212.5, price: 1.72 },
            { name: 'Under', point: 212.5, price: 2.05 },
          ],
        },
      }),
    ).filter((o) => o.type === 'arbitrage');
    expect(found).toHaveLength(1);
    const arb = found[0]!;
    // Over 210.5 wins from 211, Under 212.5 up to 212: one of them wins on every total. Equal
    // stakes at 2.05 return 2.05/2 − 1 = 2.5 % when one wins; both win on 211 and 212.
    expect(arb.legs.map((leg) => [leg.book, leg.outcome, leg.point])).toEqual([
      ['draftkings', 'Over', 210.5],
      ['fanduel', 'Under', 212.5],
    ]);
    expect(arb.arbitragePercentage).toBeCloseTo(2.5, 6);
    expect(arb).toMatchObject({ marketKey: 'alternate_totals', marketType: 'alternate' });
    expect(arb.player).toBeNull();
  });

  it('prices a prop from the consensus of three books when Pinnacle and the exchanges are silent, at the higher threshold, and says so', () => {
    const fair = [over('Jayson Tatum', 27.5, 1.91), under('Jayson Tatum', 27.5, 1.91)];
    const quotes = (soft: number) => ({
      draftkings: { player_points: fair },
      fanduel: { player_points: fair },
      betmgm: { player_points: fair },
      // Over only: not a complete set, so not in the consensus; its Over is the bet.
      caesars: { player_points: [over('Jayson Tatum', 27.5, soft)] },
    });
    // The consensus of 1.91 / 1.91 is 50 % whatever the devig method: EV = 0.5 × 2.20 − 1 = 10 %.
    const value = served(board(quotes(2.2))).filter((o) => o.type === 'value');
    expect(value).toHaveLength(1);
    expect(value[0]!.fair).toMatchObject({
      reference: 'consensus',
      referenceBooks: ['betmgm', 'draftkings', 'fanduel'],
      minEv: 0.04,
    });
    expect(value[0]!.fair!.probability).toBeCloseTo(0.5, 12);
    expect(value[0]!.expectedValue).toBeCloseTo(0.1, 12);
    expect(value[0]).toMatchObject({ player: 'Jayson Tatum', marketType: 'player_prop' });
    // 0.5 × 2.06 − 1 = 3 %: enough against Pinnacle (1 %), not against a consensus (4 %).
    expect(served(board(quotes(2.06))).filter((o) => o.type === 'value')).toEqual([]);
  });

  it('needs three complete books for a consensus', () => {
    const fair = [over('Jayson Tatum', 27.5, 1.91), under('Jayson Tatum', 27.5, 1.91)];
    const found = served(
      board({
        draftkings: { player_points: fair },
        fanduel: { player_points: fair },
        caesars: { player_points: [over('Jayson Tatum', 27.5, 2.2)] },
      }),
    );
    expect(found.filter((o) => o.type === 'value')).toEqual([]);
  });

  it('prices a prop from a US exchange before any consensus', () => {
    const fair = [over('Jayson Tatum', 27.5, 1.91), under('Jayson Tatum', 27.5, 1.91)];
    const found = served(
      board({
        draftkings: { player_points: fair },
        fanduel: { player_points: fair },
        betmgm: { player_points: fair },
        novig: {
          player_points: [over('Jayson Tatum', 27.5, 2.0), under('Jayson Tatum', 27.5, 2.0)],
        },
        caesars: { player_points: [over('Jayson Tatum', 27.5, 2.2)] },
      }),
    ).filter((o) => o.type === 'value');
    expect(found.map((o) => o.fair?.reference)).toContain('exchange');
    expect(found.find((o) => o.legs[0]!.book === 'caesars')!.fair).toMatchObject({
      reference: 'exchange',
      referenceBooks: ['novig'],
      minEv: 0.01,
    });
  });
});
