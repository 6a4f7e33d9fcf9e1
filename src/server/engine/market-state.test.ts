import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PriceBoard } from '../odds/price-board';
import type { WireEventOdds } from '../odds/wire-format';
import { DetectionEngine } from './detection-engine';
import { OpportunityBus } from './opportunity-bus';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const BOOKS = ['pinnacle', 'draftkings', 'fanduel', 'betmgm', 'bovada', 'matchbook'];
const stamp = new Date(NOW - 1_000).toISOString();

type Prices = Record<string, Record<string, Record<string, number | null>>>;

function wire(prices: Prices): WireEventOdds[] {
  return Object.entries(prices).map(([id, markets]) => ({
    id,
    sport_key: 'basketball_nba',
    sport_title: 'NBA',
    commence_time: new Date(NOW + 3_600_000).toISOString(),
    home_team: 'Home',
    away_team: 'Away',
    bookmakers: BOOKS.map((book) => ({
      key: book,
      title: book,
      last_update: stamp,
      markets: ['h2h', 'totals'].map((market) => ({
        key: market,
        last_update: stamp,
        outcomes: (market === 'h2h' ? ['Home', 'Away'] : ['Over', 'Under']).flatMap((outcome) => {
          const price = markets[`${market}:${book}`]?.[outcome];
          if (price === null || price === undefined) return [];
          return [{ name: outcome, price, ...(market === 'totals' ? { point: 220.5 } : {}) }];
        }),
      })),
    })),
  }));
}

const engineFor = (board: PriceBoard) =>
  new DetectionEngine(
    board,
    { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.01 },
    new OpportunityBus(),
    null,
    pino({ level: 'silent' }),
    () => NOW,
  );

const price = fc.integer({ min: 150, max: 260 }).map((cents) => cents / 100);
const update = fc.record({
  event: fc.constantFrom('e1', 'e2'),
  market: fc.constantFrom('h2h', 'totals'),
  book: fc.constantFrom(...BOOKS),
  side: fc.constantFrom(0, 1),
  price: fc.option(price, { nil: null, freq: 8 }),
});

describe('skipping changes that cannot matter', () => {
  it('finds exactly what a full re-evaluation after every change finds', () => {
    fc.assert(
      fc.property(
        fc.array(update, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 1e6 }),
        (updates, seed) => {
          let s = seed;
          const rand = () => {
            s = (s * 16_807) % 2_147_483_647;
            // Books 1.80–1.95 on both sides: a margin everywhere, so the changes decide what appears.
            return 1.8 + (s % 16) / 100;
          };
          const prices: Prices = {};
          for (const event of ['e1', 'e2']) {
            prices[event] = {};
            for (const market of ['h2h', 'totals']) {
              for (const book of BOOKS) {
                const sides = market === 'h2h' ? ['Home', 'Away'] : ['Over', 'Under'];
                prices[event]![`${market}:${book}`] = Object.fromEntries(
                  sides.map((side) => [side, rand()]),
                );
              }
            }
          }
          const incremental = new PriceBoard();
          const full = new PriceBoard();
          const fast = engineFor(incremental);
          const reference = engineFor(full);
          fast.onDiff(incremental.applySnapshot('nba', wire(prices), NOW));
          full.applySnapshot('nba', wire(prices), NOW);
          reference.sweep();
          for (const u of updates) {
            const sides = u.market === 'h2h' ? ['Home', 'Away'] : ['Over', 'Under'];
            prices[u.event]![`${u.market}:${u.book}`]![sides[u.side]!] = u.price;
            fast.onDiff(incremental.applySnapshot('nba', wire(prices), NOW));
            full.applySnapshot('nba', wire(prices), NOW);
            reference.sweep();
            const summary = (engine: DetectionEngine) =>
              [...engine.tracker.live.values()]
                .map((t) => `${t.candidate.id}:${t.candidate.ret.toFixed(9)}`)
                .sort();
            expect(summary(fast)).toEqual(summary(reference));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
