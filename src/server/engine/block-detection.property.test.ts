import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceBoard, type BoardQuote } from '../odds/price-board';
import type { WireEventOdds } from '../odds/wire-format';
import {
  bruteForce as bruteForceAt,
  engineOver as engineAt,
  liveOf,
} from './test-support/detection-reference';

const NOW = Date.parse('2026-11-22T12:00:00Z');
/** The consensus fallback at three books and its own, higher threshold. */
const SETTINGS = {
  maxAgeMs: 600_000,
  staleGraceMs: 300_000,
  valueMinEv: 0.01,
  consensusMinBooks: 3,
  consensusMinEv: 0.03,
};
const BOOKS = [
  'pinnacle',
  'draftkings',
  'fanduel',
  'betmgm',
  'betfair_ex_uk',
  'betfair_ex_eu',
  'matchbook',
  'smarkets',
  'williamhill',
  'novig',
];

const bruteForce = (board: PriceBoard) => bruteForceAt(board, NOW, SETTINGS);
const engineOver = (board: PriceBoard) => engineAt(board, NOW, SETTINGS);

/** Prices from 1.30 to 4.00: wide enough that arbitrage and value both turn up often. */
const price = fc.integer({ min: 130, max: 400 }).map((cents) => cents / 100);
/** Quote ages: fresh, in the stale grace window, and too old to use. */
const age = fc.constantFrom(0, 5_000, 60_000, 700_000, 1_000_000);
const spreadLine = fc.constantFrom(-3.5, -3, -2.5, -0.5, 0, 1.5);
const totalLine = fc.constantFrom(210, 210.5, 211.5);

const bookQuotes = fc.record({
  home: price,
  away: price,
  draw: fc.option(price, { nil: undefined, freq: 3 }),
  spreadLine,
  /** The away side quoted at another line than the home side's mirror (books differ). */
  awayShift: fc.constantFrom(0, 0, 0, 1, -1),
  spreadHome: price,
  spreadAway: price,
  totalLine,
  over: price,
  under: price,
  age,
  upperCaseNames: fc.boolean(),
  markets: fc.subarray(['h2h', 'spreads', 'totals'] as const, { minLength: 1 }),
  /** Player points per player: a book lists some players, at its own line. */
  props: fc.uniqueArray(
    fc.record({
      player: fc.constantFrom('Ann Guard', 'Bo Center'),
      line: fc.constantFrom(22.5, 23.5, 24),
      over: price,
      under: price,
    }),
    { maxLength: 2, selector: (prop) => prop.player },
  ),
  /** An alternate totals ladder: several lines per book. */
  ladder: fc.uniqueArray(
    fc.record({ line: fc.constantFrom(205.5, 208, 210.5, 213.5), over: price, under: price }),
    { maxLength: 3, selector: (step) => step.line },
  ),
});

const eventSpec = fc.record({
  sport: fc.constantFrom('basketball_nba', 'soccer_epl', 'icehockey_nhl'),
  startsInMs: fc.constantFrom(3_600_000, 3_600_000, -60_000),
  books: fc.uniqueArray(fc.constantFrom(...BOOKS), { minLength: 1, maxLength: BOOKS.length }),
  quotes: fc.array(bookQuotes, { minLength: BOOKS.length, maxLength: BOOKS.length }),
});

type EventSpec = typeof eventSpec extends fc.Arbitrary<infer T> ? T : never;

function toWire(specs: EventSpec[]): WireEventOdds[] {
  return specs.map((spec, index) => ({
    id: `e${index}`,
    sport_key: spec.sport,
    sport_title: spec.sport,
    commence_time: new Date(NOW + spec.startsInMs).toISOString(),
    home_team: 'Home Team',
    away_team: 'Away Team',
    bookmakers: spec.books.map((book, b) => {
      const q = spec.quotes[b]!;
      const name = (text: string) => (q.upperCaseNames ? text.toUpperCase() : text);
      const stamp = new Date(NOW - q.age).toISOString();
      const markets = [];
      if (q.markets.includes('h2h')) {
        markets.push({
          key: 'h2h',
          last_update: stamp,
          outcomes: [
            { name: name('Home Team'), price: q.home },
            { name: name('Away Team'), price: q.away },
            ...(q.draw === undefined ? [] : [{ name: name('Draw'), price: q.draw }]),
          ],
        });
      }
      if (q.markets.includes('spreads')) {
        markets.push({
          key: 'spreads',
          last_update: stamp,
          outcomes: [
            { name: name('Home Team'), price: q.spreadHome, point: q.spreadLine },
            { name: name('Away Team'), price: q.spreadAway, point: -q.spreadLine + q.awayShift },
          ],
        });
      }
      if (q.markets.includes('totals')) {
        markets.push({
          key: 'totals',
          last_update: stamp,
          outcomes: [
            { name: name('Over'), price: q.over, point: q.totalLine },
            { name: name('Under'), price: q.under, point: q.totalLine },
          ],
        });
      }
      if (q.props.length > 0) {
        markets.push({
          key: 'player_points',
          last_update: stamp,
          outcomes: q.props.flatMap((prop) => [
            { name: name('Over'), description: prop.player, price: prop.over, point: prop.line },
            { name: name('Under'), description: prop.player, price: prop.under, point: prop.line },
          ]),
        });
      }
      if (q.ladder.length > 0) {
        markets.push({
          key: 'alternate_totals',
          last_update: stamp,
          outcomes: q.ladder.flatMap((step) => [
            { name: name('Over'), price: step.over, point: step.line },
            { name: name('Under'), price: step.under, point: step.line },
          ]),
        });
      }
      return { key: book, title: book, last_update: stamp, markets };
    }),
  }));
}

describe('columnar detection against the brute-force reference', () => {
  it('finds exactly the same opportunities (ids, legs, returns, stakes, fair prices) on random boards', () => {
    const seen = {
      arbitrage: 0,
      value: 0,
      middle: 0,
      consensus: 0,
      exchange: 0,
      stale: 0,
      lines: 0,
      crossLine: 0,
      prop: 0,
      propArbitrage: 0,
      ladderCrossLine: 0,
      ladderMiddle: 0,
    };
    fc.assert(
      fc.property(fc.array(eventSpec, { minLength: 1, maxLength: 3 }), (specs) => {
        const board = new PriceBoard();
        board.applySnapshot('mixed', toWire(specs), NOW);
        const engine = engineOver(board);
        engine.sweep();
        const found = liveOf(engine);
        expect(found).toEqual(bruteForce(board));
        for (const candidate of found) {
          seen[candidate.kind]++;
          if (candidate.kind === 'value') {
            if (candidate.value.reference.kind === 'consensus') seen.consensus++;
            if (candidate.value.reference.kind === 'exchange') seen.exchange++;
          }
          const legs =
            candidate.kind === 'arbitrage'
              ? candidate.arb.legs
              : candidate.kind === 'middle'
                ? candidate.middle.legs
                : [candidate.value];
          if (legs.some((leg) => 'possiblyStale' in leg && leg.possiblyStale)) seen.stale++;
          const market = candidate.market?.key;
          if (market === 'player_points') seen.prop++;
          if (market === 'player_points' && candidate.kind === 'arbitrage') seen.propArbitrage++;
          if (market === 'alternate_totals' && candidate.kind === 'middle') seen.ladderMiddle++;
          if (
            market === 'alternate_totals' &&
            candidate.kind === 'arbitrage' &&
            candidate.arb.line === undefined
          )
            seen.ladderCrossLine++;
          if (candidate.kind === 'arbitrage' && candidate.arb.line !== undefined) seen.lines++;
          if (
            candidate.kind === 'arbitrage' &&
            candidate.arb.kind !== 'h2h' &&
            candidate.arb.line === undefined
          )
            seen.crossLine++;
        }
      }),
      { numRuns: 300 },
    );
    // The boards exercise every path, so agreement means something.
    for (const [path, count] of Object.entries(seen)) expect(count, path).toBeGreaterThan(10);
  });

  it('stays equal to the reference through a sequence of polls applied as diffs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(eventSpec, { minLength: 1, maxLength: 2 }), {
          minLength: 2,
          maxLength: 5,
        }),
        (polls) => {
          const board = new PriceBoard();
          const engine = engineOver(board);
          for (const specs of polls) {
            engine.onDiff(board.applySnapshot('mixed', toWire(specs), NOW));
            expect(liveOf(engine)).toEqual(bruteForce(board));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('stays equal to the reference through featured polls and event-market purchases interleaved', () => {
    // In production a featured poll carries h2h, spreads and totals only and never removes an
    // event market; props and ladders arrive per event and key (applyEventMarkets), replacing only
    // the keys bought, or take the event off the board when the source no longer knows it.
    const FEATURED = new Set(['h2h', 'spreads', 'totals']);
    const only = (event: WireEventOdds, keep: (key: string) => boolean): WireEventOdds => ({
      ...event,
      bookmakers: event.bookmakers.map((book) => ({
        ...book,
        markets: book.markets.filter((market) => keep(market.key)),
      })),
    });
    const step = fc.oneof(
      fc.record({
        poll: fc.constant(true as const),
        specs: fc.array(eventSpec, { minLength: 1, maxLength: 2 }),
      }),
      fc.record({
        poll: fc.constant(false as const),
        event: fc.nat(),
        spec: eventSpec,
        keys: fc.subarray(['player_points', 'alternate_totals'], { minLength: 1 }),
        gone: fc.integer({ min: 1, max: 8 }).map((roll) => roll === 1),
      }),
    );
    let purchases = 0;
    let eventMarketFinds = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 2, maxLength: 8 }), (steps) => {
        const board = new PriceBoard();
        const engine = engineOver(board);
        for (const s of steps) {
          if (s.poll) {
            const wire = toWire(s.specs).map((event) => only(event, (key) => FEATURED.has(key)));
            engine.onDiff(board.applySnapshot('mixed', wire, NOW));
          } else {
            const events = board.eventsOfSport('mixed');
            const target = events[s.event % Math.max(1, events.length)];
            if (!target) continue;
            const bought = {
              ...only(toWire([s.spec])[0]!, (key) => s.keys.includes(key)),
              id: target.id,
              sport_key: target.sportKey,
              commence_time: new Date(target.commenceTime).toISOString(),
            };
            engine.onDiff(
              board.applyEventMarkets('mixed', target.id, s.gone ? null : bought, s.keys, NOW),
            );
            purchases++;
          }
          const found = liveOf(engine);
          expect(found).toEqual(bruteForce(board));
          eventMarketFinds += found.filter((c) => c.market && !FEATURED.has(c.market.key)).length;
        }
      }),
      { numRuns: 150 },
    );
    // Purchases happened and found something on event markets, so agreement means something.
    expect(purchases).toBeGreaterThan(100);
    expect(eventMarketFinds).toBeGreaterThan(100);
  });

  it('follows a single price moved in place, as the benchmark moves them', () => {
    const board = new PriceBoard();
    const specs = fc.sample(fc.array(eventSpec, { minLength: 2, maxLength: 2 }), {
      seed: 7,
      numRuns: 1,
    })[0]!;
    const engine = engineOver(board);
    engine.onDiff(board.applySnapshot('mixed', toWire(specs), NOW));
    const quotes: BoardQuote[] = [...board.allQuotes()];
    for (let i = 0; i < 200; i++) {
      const quote = quotes[(i * 7919) % quotes.length]!;
      const previousPrice = quote.price;
      quote.price = Math.round((quote.price + (i % 2 ? 0.37 : -0.29)) * 100) / 100;
      if (quote.price <= 1) quote.price = 1.05;
      engine.onDiff({
        sportKey: 'mixed',
        at: NOW,
        changed: [{ quote, previousPrice }],
        removed: [],
        refreshed: [],
        events: [],
        removedEventIds: [],
        withdrawnAt: new Map(),
      });
      expect(liveOf(engine)).toEqual(bruteForce(board));
    }
  });
});
