import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceBoard, type BoardDiff, type BoardQuote } from '../odds/price-board';
import type { WireEventOdds } from '../odds/wire-format';
import type { Candidate } from './candidates';
import { marketContextOf } from './market-context';
import { marketKey } from './market-slice';
import { bruteForce, engineOver, liveOf } from './test-support/detection-reference';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const SETTINGS = { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.01 };
/** Sportsbooks, Pinnacle, and exchanges charging commission (Betfair's two regions are one venue). */
const BOOKS = [
  'pinnacle',
  'draftkings',
  'fanduel',
  'betmgm',
  'williamhill',
  'betfair_ex_uk',
  'betfair_ex_eu',
  'matchbook',
  'smarkets',
];

/** Main lines and the step books move them by, per sport; tennis has no middle model. */
const SPORTS = {
  basketball_nba: { spreads: [-6.5, -3.5, -3, 0], totals: [210.5, 215], step: 1 },
  soccer_epl: { spreads: [-0.5, -0.25, 0, 0.25], totals: [2.5, 2.25], step: 0.25 },
  icehockey_nhl: { spreads: [-1.5, 1.5], totals: [5.5, 6], step: 0.5 },
  tennis_atp_us_open: { spreads: [-2.5], totals: [22.5], step: 1 },
} as const;
type Sport = keyof typeof SPORTS;

const cents = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((c) => c / 100);
const twoWay = cents(1.6, 2.6);
const oneIn = (n: number) => fc.integer({ min: 1, max: n }).map((roll) => roll === 1);
/** Fresh, a little old, in the stale grace window, and too old to use. */
const age = fc.constantFrom(0, 30_000, 300_000, 700_000, 1_000_000);
const shift = fc.constantFrom(0, 0, 0, 1, -1);

const bookQuote = fc.record({
  present: oneIn(5).map((absent) => !absent),
  home: cents(1.5, 4),
  draw: cents(2.8, 4.2),
  away: cents(1.5, 4),
  /** Off the main line by a step, and the away side's own step (books need not mirror). */
  spreadShift: shift,
  awayShift: shift,
  totalShift: shift,
  /** A second line listed in the same market, one step away. */
  alternate: fc.boolean(),
  sides: fc.array(twoWay, { minLength: 8, maxLength: 8 }),
  age,
  upperCaseNames: fc.boolean(),
  markets: fc.subarray(['h2h', 'spreads', 'totals'] as const, { minLength: 1 }),
});

const eventSpec = fc.record({
  sport: fc.constantFrom(...(Object.keys(SPORTS) as Sport[])),
  startsInMs: fc.constantFrom(3_600_000, 7_200_000, 600_000, -60_000),
  spreadIndex: fc.nat(),
  totalIndex: fc.nat(),
  quotes: fc.array(bookQuote, { minLength: BOOKS.length, maxLength: BOOKS.length }),
});
type EventSpec = typeof eventSpec extends fc.Arbitrary<infer T> ? T : never;

type Bookmaker = WireEventOdds['bookmakers'][number];
type Market = Bookmaker['markets'][number];

function randomEvent(id: string, spec: EventSpec): WireEventOdds {
  const sport = SPORTS[spec.sport];
  const mainSpread = sport.spreads[spec.spreadIndex % sport.spreads.length]!;
  const mainTotal = sport.totals[spec.totalIndex % sport.totals.length]!;
  const soccer = spec.sport.startsWith('soccer');
  const bookmakers = BOOKS.flatMap((book, b): Bookmaker[] => {
    const q = spec.quotes[b]!;
    if (!q.present) return [];
    const name = (text: string) => (q.upperCaseNames ? text.toUpperCase() : text);
    const stamp = new Date(NOW - q.age).toISOString();
    const markets: Market[] = [];
    if (q.markets.includes('h2h')) {
      const outcomes = [
        { name: name('Home'), price: q.home },
        ...(soccer ? [{ name: name('Draw'), price: q.draw }] : []),
        { name: name('Away'), price: q.away },
      ];
      markets.push({ key: 'h2h', last_update: stamp, outcomes });
    }
    if (q.markets.includes('spreads')) {
      const line = mainSpread + q.spreadShift * sport.step;
      const away = -line + q.awayShift * sport.step;
      const outcomes = [
        { name: name('Home'), price: q.sides[0]!, point: line },
        { name: name('Away'), price: q.sides[1]!, point: away === 0 ? 0 : away },
      ];
      if (q.alternate) {
        const other = line + sport.step;
        outcomes.push(
          { name: name('Home'), price: q.sides[2]!, point: other },
          { name: name('Away'), price: q.sides[3]!, point: other === 0 ? 0 : -other },
        );
      }
      markets.push({ key: 'spreads', last_update: stamp, outcomes });
    }
    if (q.markets.includes('totals')) {
      const line = mainTotal + q.totalShift * sport.step;
      const outcomes = [
        { name: name('Over'), price: q.sides[4]!, point: line },
        { name: name('Under'), price: q.sides[5]!, point: line },
      ];
      if (q.alternate) {
        outcomes.push(
          { name: name('Over'), price: q.sides[6]!, point: line - sport.step },
          { name: name('Under'), price: q.sides[7]!, point: line - sport.step },
        );
      }
      markets.push({ key: 'totals', last_update: stamp, outcomes });
    }
    return [{ key: book, title: book, last_update: stamp, markets }];
  });
  return {
    id,
    sport_key: spec.sport,
    sport_title: spec.sport,
    commence_time: new Date(NOW + spec.startsInMs).toISOString(),
    home_team: 'Home',
    away_team: 'Away',
    bookmakers,
  };
}

/**
 * Prices for the planted events: every draw from these ranges makes each planted event yield its
 * path (worked through in plantedEvents), so every run exercises every path whatever the seed.
 */
const plantedPrices = fc.record({
  arbHome: cents(2.1, 2.3),
  arbAway: cents(2.1, 2.3),
  crossHome: cents(2.2, 2.5),
  crossAway: cents(2.2, 2.5),
  middleOver: cents(1.93, 1.97),
  middleUnder: cents(1.93, 1.97),
  exchangeRetail: cents(3.2, 3.6),
});
type PlantedPrices = typeof plantedPrices extends fc.Arbitrary<infer T> ? T : never;

const quoteAt = (age: number) => new Date(NOW - age).toISOString();
const planted = (id: string, sport: Sport, bookmakers: Bookmaker[]): WireEventOdds => ({
  id,
  sport_key: sport,
  sport_title: sport,
  commence_time: new Date(NOW + 3_600_000).toISOString(),
  home_team: 'Home',
  away_team: 'Away',
  bookmakers,
});
const book = (key: string, age: number, markets: Market[]): Bookmaker => ({
  key,
  title: key,
  last_update: quoteAt(age),
  markets: markets.map((market) => ({ ...market, last_update: quoteAt(age) })),
});

/**
 * - h2h arbitrage with a stale leg: Σ 1/d ≤ 2/2.1 < 1, the away price 700 s old (inside the grace).
 * - cross-line arbitrage: home −2.5 and away +3.5 at ≥ 2.2 each, Σ ≤ 0.91, both win on 3.
 * - middle: Over 210 and Under 214 at 1.93–1.97 lose at most 3.5 % when one wins; centred on 212
 *   with NBA's 18-point spread the five results 210–214 lift the expectation to about +5 %.
 * - exchange reference: Betfair's complete 3-way set and no Pinnacle; a retail home price of 3.2
 *   or more is worth about +25 % against it.
 */
function plantedEvents(p: PlantedPrices): WireEventOdds[] {
  const h2h = (outcomes: { name: string; price: number }[]): Market => ({
    key: 'h2h',
    last_update: '',
    outcomes,
  });
  return [
    planted('planted-arb', 'basketball_nba', [
      book('pinnacle', 0, [
        h2h([
          { name: 'Home', price: p.arbHome },
          { name: 'Away', price: 1.5 },
        ]),
      ]),
      book('draftkings', 700_000, [
        h2h([
          { name: 'Home', price: 1.5 },
          { name: 'Away', price: p.arbAway },
        ]),
      ]),
    ]),
    planted('planted-cross', 'basketball_nba', [
      book('fanduel', 0, [
        {
          key: 'spreads',
          last_update: '',
          outcomes: [{ name: 'Home', price: p.crossHome, point: -2.5 }],
        },
      ]),
      book('betmgm', 0, [
        {
          key: 'spreads',
          last_update: '',
          outcomes: [{ name: 'Away', price: p.crossAway, point: 3.5 }],
        },
      ]),
    ]),
    planted('planted-middle', 'basketball_nba', [
      book('williamhill', 0, [
        {
          key: 'totals',
          last_update: '',
          outcomes: [{ name: 'Over', price: p.middleOver, point: 210 }],
        },
      ]),
      book('betmgm', 0, [
        {
          key: 'totals',
          last_update: '',
          outcomes: [{ name: 'Under', price: p.middleUnder, point: 214 }],
        },
      ]),
    ]),
    planted('planted-exchange', 'soccer_epl', [
      book('betfair_ex_uk', 0, [
        h2h([
          { name: 'Home', price: 2.5 },
          { name: 'Draw', price: 3.4 },
          { name: 'Away', price: 3 },
        ]),
      ]),
      book('draftkings', 0, [h2h([{ name: 'Home', price: p.exchangeRetail }])]),
    ]),
  ];
}

/** Each poll replaces some events, keeps the rest as they were, and may drop the last one. */
const pollSpec = fc.record({
  replace: fc.array(fc.option(eventSpec, { freq: 2 }), { minLength: 3, maxLength: 3 }),
  dropLast: oneIn(5),
  planted: plantedPrices,
  /** The clock moves before the poll: quotes age into the grace window and out of use. */
  advanceMs: fc.constantFrom(0, 1_000, 120_000, 400_000),
  /** Then single prices move in place (some with a new quote time), each its own diff. */
  moves: fc.array(
    fc.record({
      quote: fc.nat(),
      cents: fc.integer({ min: -40, max: 40 }),
      /** A new quote time, this old: fresher, into the grace window, or out of use. */
      restampAge: fc.constantFrom(null, 1_000, 700_000, 1_000_000),
      advanceMs: fc.constantFrom(0, 0, 5_000, 200_000),
      /** A sweep at the same instant first: every kept part must hold as it is. */
      sweepFirst: oneIn(4),
    }),
    { maxLength: 24 },
  ),
});

/** One quote's price moved in place, published as a poll publishes it. */
function singleChange(quote: BoardQuote, previousPrice: number, at: number): BoardDiff {
  return {
    sportKey: 'mixed',
    at,
    changed: [{ quote, previousPrice }],
    removed: [],
    refreshed: [],
    events: [],
    removedEventIds: [],
    withdrawnAt: new Map(),
  };
}

const PATHS = ['arbitrage', 'crossLine', 'middle', 'value', 'stale', 'exchange'] as const;

function countPaths(found: readonly Candidate[], seen: Record<(typeof PATHS)[number], number>) {
  for (const candidate of found) {
    if (candidate.kind === 'arbitrage') {
      const crossLine = candidate.arb.kind !== 'h2h' && candidate.arb.line === undefined;
      seen[crossLine ? 'crossLine' : 'arbitrage']++;
      if (candidate.arb.possiblyStale) seen.stale++;
    } else if (candidate.kind === 'middle') {
      seen.middle++;
      if (candidate.middle.possiblyStale) seen.stale++;
    } else {
      seen.value++;
      if (candidate.value.reference.kind === 'exchange') seen.exchange++;
      if (candidate.value.possiblyStale) seen.stale++;
    }
  }
}

describe('detection on dispersed boards against the brute-force reference', () => {
  it('stays exactly equal through sequences of polls and single moves as the clock runs, on every path', () => {
    const seen = { arbitrage: 0, crossLine: 0, middle: 0, value: 0, stale: 0, exchange: 0 };
    fc.assert(
      fc.property(
        fc.array(eventSpec, { minLength: 3, maxLength: 3 }),
        fc.array(pollSpec, { minLength: 1, maxLength: 4 }),
        (initial, polls) => {
          let now = NOW;
          const board = new PriceBoard();
          const engine = engineOver(board, () => now, SETTINGS);
          let checkedAt = now;
          const check = () => {
            // A diff re-evaluates only the markets it touched; the others catch up with the
            // clock at the next sweep, which runs on the same kept rankings.
            if (now !== checkedAt) engine.sweep();
            checkedAt = now;
            const found = liveOf(engine);
            expect(found).toEqual(bruteForce(board, now, SETTINGS));
            return found;
          };
          let events = initial.map((spec, i) => randomEvent(`e${i}`, spec));
          for (const poll of polls) {
            now += poll.advanceMs;
            events = events.map((event, i) => {
              const replacement = poll.replace[i];
              return replacement ? randomEvent(event.id, replacement) : event;
            });
            if (poll.dropLast) events = events.slice(0, -1);
            const wire = [...events, ...plantedEvents(poll.planted)];
            const changes = engine.onDiff(board.applySnapshot('mixed', wire, now));
            for (const tracked of [...changes.added, ...changes.updated])
              expect(tracked.context).toEqual(marketContextOf(board, tracked.candidate));
            countPaths(check(), seen);
            const quotes = [...board.allQuotes()];
            for (const move of poll.moves) {
              now += move.advanceMs;
              const quote = quotes[move.quote % quotes.length]!;
              const previousPrice = quote.price;
              quote.price = Math.max(1.01, Math.round(quote.price * 100 + move.cents) / 100);
              const diff = singleChange(quote, previousPrice, now);
              if (move.restampAge !== null) quote.lastUpdate = now - move.restampAge;
              if (move.sweepFirst) engine.sweep();
              engine.onDiff(diff);
              // The moved quote's market is exact at once, the clock moved or not: the parts the
              // change reached were evaluated again and those holding something were re-aged.
              const key = marketKey(quote.eventId, quote.market);
              const inMarket = (found: Candidate[]) => found.filter((c) => c.marketKey === key);
              expect(inMarket(liveOf(engine))).toEqual(inMarket(bruteForce(board, now, SETTINGS)));
              check();
            }
          }
          // A full sweep over the same board, at the same instant, finds the same again.
          engine.sweep();
          check();
        },
      ),
      { numRuns: 100 },
    );
    // Guaranteed by the planted events (at least one poll per run, 100 runs), not by the seed.
    for (const path of PATHS) expect(seen[path], path).toBeGreaterThan(10);
  });

  it('finds every planted path at each end of the planted price ranges', () => {
    const ends = (min: number, max: number) => [min, max];
    for (const low of [true, false]) {
      const pick = (min: number, max: number) => ends(min, max)[low ? 0 : 1]!;
      const prices: PlantedPrices = {
        arbHome: pick(2.1, 2.3),
        arbAway: pick(2.1, 2.3),
        crossHome: pick(2.2, 2.5),
        crossAway: pick(2.2, 2.5),
        middleOver: pick(1.93, 1.97),
        middleUnder: pick(1.93, 1.97),
        exchangeRetail: pick(3.2, 3.6),
      };
      const board = new PriceBoard();
      const engine = engineOver(board, NOW, SETTINGS);
      engine.onDiff(board.applySnapshot('mixed', plantedEvents(prices), NOW));
      const seen = { arbitrage: 0, crossLine: 0, middle: 0, value: 0, stale: 0, exchange: 0 };
      countPaths(liveOf(engine), seen);
      for (const path of PATHS) expect(seen[path], path).toBeGreaterThan(0);
    }
  });

  it('follows single moves of books outside a set’s own reference, and of the reference itself', () => {
    // A set whose fair reference is Pinnacle or an exchange is evaluated again only when its
    // bests or those books' rows move (block-scan.ts `sharp`); a move of another book's row that
    // is not a best leaves it as it was. Moves here are aimed at each kind of book, sometimes
    // taking the reference out of use (its quote aged out or priced at 1), so that the set falls
    // back to an exchange or the consensus, where every book's row counts again.
    const REFERENCE_BOOKS = new Set(['pinnacle', 'betfair_ex_uk', 'betfair_ex_eu', 'matchbook']);
    const aimedMove = fc.record({
      at: fc.constantFrom('retail', 'retail', 'pinnacle', 'exchange'),
      quote: fc.nat(),
      cents: fc.integer({ min: -60, max: 60 }),
      restampAge: fc.constantFrom(null, null, null, 1_000, 1_000_000),
      unusable: oneIn(12),
    });
    let skipped = 0;
    let referenceMoves = 0;
    let contexts = 0;
    fc.assert(
      fc.property(
        fc.array(eventSpec, { minLength: 2, maxLength: 3 }),
        plantedPrices,
        fc.array(aimedMove, { minLength: 10, maxLength: 40 }),
        (specs, prices, moves) => {
          const board = new PriceBoard();
          const engine = engineOver(board, NOW, SETTINGS);
          const wire = [
            ...specs.map((spec, i) => randomEvent(`e${i}`, spec)),
            ...plantedEvents(prices),
          ];
          engine.onDiff(board.applySnapshot('mixed', wire, NOW));
          expect(liveOf(engine)).toEqual(bruteForce(board, NOW, SETTINGS));
          const quotes = [...board.allQuotes()];
          const kinds = {
            pinnacle: quotes.filter((q) => q.book === 'pinnacle'),
            exchange: quotes.filter((q) => q.book !== 'pinnacle' && REFERENCE_BOOKS.has(q.book)),
            retail: quotes.filter((q) => !REFERENCE_BOOKS.has(q.book) && q.book !== 'smarkets'),
          };
          for (const move of moves) {
            const pool = kinds[move.at].length > 0 ? kinds[move.at] : quotes;
            const quote = pool[move.quote % pool.length]!;
            const previousPrice = quote.price;
            quote.price = move.unusable
              ? 1
              : Math.max(1.01, Math.round(quote.price * 100 + move.cents) / 100);
            if (move.restampAge !== null) quote.lastUpdate = NOW - move.restampAge;
            const block = engine.columns.blocks.get(marketKey(quote.eventId, quote.market));
            const before = block?.results ? Array.from(block.results.version) : null;
            const changes = engine.onDiff(singleChange(quote, previousPrice, NOW));
            expect(liveOf(engine)).toEqual(bruteForce(board, NOW, SETTINGS));
            // What the rest of the market says, read off the block's rows: as off the board.
            for (const tracked of [...changes.added, ...changes.updated]) {
              expect(tracked.context).toEqual(marketContextOf(board, tracked.candidate));
              contexts++;
            }
            if (REFERENCE_BOOKS.has(quote.book)) referenceMoves++;
            const after = block?.results ? Array.from(block.results.version) : null;
            // No part of the market evaluated again although one of its prices moved.
            if (before && after && before.join() === after.join()) skipped++;
          }
        },
      ),
      { numRuns: 100 },
    );
    expect(skipped).toBeGreaterThan(100);
    expect(referenceMoves).toBeGreaterThan(400);
    expect(contexts).toBeGreaterThan(100);
  });

  it('settles single moves that reach no result without a pass, and evaluates those that do', () => {
    // A move of a row that is not a best and stays strictly below its slot's bests, of a book that
    // is not its set's reference, changes no result and is settled in the columns alone
    // (settleQuietly); a consensus reads every complete book, so there the set is devigged again.
    // Moves here land just under a slot's best, on it (a tie), just over it, far over it, or far
    // under it (which shifts a consensus enough to make another book's best a value bet), in
    // markets referenced by Pinnacle, by an exchange, or by the consensus of retail books.
    // Betfair's two regions are one venue: a move of one is never measured against the other.
    const REFERENCE = {
      pinnacle: ['pinnacle'],
      exchange: ['betfair_ex_eu', 'betfair_ex_uk'],
      consensus: [],
    } as const;
    const RETAIL = ['draftkings', 'fanduel', 'betmgm', 'williamhill'];
    const marketSpec = fc.record({
      reference: fc.constantFrom('pinnacle', 'exchange', 'consensus'),
      prices: fc.array(fc.tuple(cents(1.86, 1.9), cents(1.86, 1.9)), {
        minLength: 6,
        maxLength: 6,
      }),
    });
    const move = fc.record({
      event: fc.nat(),
      quote: fc.nat(),
      /** Off the slot's best price; or back to the quote's first price, often quiet again. */
      offset: fc.constantFrom('back', 'back', -0.6, -0.05, -0.05, -0.01, 0, 0.01, 0.3),
      restampAge: fc.constantFrom(null, null, 1_000, 700_000),
    });
    let quiet = 0;
    let consensusQuiet = 0;
    let reached = 0;
    fc.assert(
      fc.property(
        fc.array(marketSpec, { minLength: 1, maxLength: 3 }),
        fc.array(move, { minLength: 20, maxLength: 40 }),
        (specs, moves) => {
          const wire = specs.map((spec, e) => {
            const referenceBooks: readonly string[] = REFERENCE[spec.reference];
            const books = [...referenceBooks, ...RETAIL];
            return planted(
              `q${e}`,
              'basketball_nba',
              books.map((key, b) => {
                const [home, away] = spec.prices[b]!;
                // The reference a little sharper than retail: its set is near fair.
                const lift = referenceBooks.includes(key) ? 0.04 : 0;
                return book(key, 0, [
                  {
                    key: 'h2h',
                    last_update: '',
                    outcomes: [
                      { name: 'Home', price: home + lift },
                      { name: 'Away', price: away + lift },
                    ],
                  },
                ]);
              }),
            );
          });
          const board = new PriceBoard();
          const engine = engineOver(board, NOW, SETTINGS);
          engine.onDiff(board.applySnapshot('mixed', wire, NOW));
          expect(liveOf(engine)).toEqual(bruteForce(board, NOW, SETTINGS));
          const quotes = [...board.allQuotes()];
          const first = new Map(quotes.map((q) => [q, q.price]));
          for (const m of moves) {
            const eventId = `q${m.event % specs.length}`;
            const retail = quotes.filter((q) => q.eventId === eventId && q.book !== 'pinnacle');
            const quote = retail[m.quote % retail.length]!;
            const best = Math.max(
              ...quotes
                .filter((q) => q !== quote && q.eventId === eventId && q.outcome === quote.outcome)
                .map((q) => q.price),
            );
            const previousPrice = quote.price;
            quote.price =
              typeof m.offset === 'number'
                ? Math.max(1.01, Math.round((best + m.offset) * 100) / 100)
                : first.get(quote)!;
            if (m.restampAge !== null) quote.lastUpdate = NOW - m.restampAge;
            const block = engine.columns.blocks.get(marketKey(quote.eventId, quote.market))!;
            const before = block.results ? Array.from(block.results.version) : null;
            const changes = engine.onDiff(singleChange(quote, previousPrice, NOW));
            expect(liveOf(engine)).toEqual(bruteForce(board, NOW, SETTINGS));
            const after = block.results ? Array.from(block.results.version) : null;
            if (before && after && before.join() === after.join()) {
              quiet++;
              if (specs[m.event % specs.length]!.reference === 'consensus') consensusQuiet++;
            }
            if (changes.added.length + changes.updated.length + changes.removed.length > 0)
              reached++;
          }
        },
      ),
      { numRuns: 100 },
    );
    expect(quiet).toBeGreaterThan(300);
    expect(consensusQuiet).toBeGreaterThan(30);
    expect(reached).toBeGreaterThan(300);
  });

  it('evaluates a pair again when quotes elsewhere in the market move its result model', () => {
    // Over 210 / Under 214 is a middle under a model centred on 212; a book at 260 on both sides
    // pulls the median of the implied lines to 237, where it is not. When that book's quotes age
    // out, only the counted rows change for the pair: the model must be fitted again for it.
    let now = NOW;
    const totals = (outcomes: { name: string; price: number; point: number }[]): Market => ({
      key: 'totals',
      last_update: '',
      outcomes,
    });
    const wire = [
      planted('model-moves', 'basketball_nba', [
        book('williamhill', 0, [totals([{ name: 'Over', price: 1.95, point: 210 }])]),
        book('betmgm', 0, [totals([{ name: 'Under', price: 1.95, point: 214 }])]),
        book('fanduel', 0, [
          totals([
            { name: 'Over', price: 1.9, point: 260 },
            { name: 'Under', price: 1.9, point: 260 },
          ]),
        ]),
      ]),
    ];
    const board = new PriceBoard();
    const engine = engineOver(board, () => now, SETTINGS);
    engine.onDiff(board.applySnapshot('mixed', wire, now));
    const windows = (found: Candidate[]) =>
      found.flatMap((c) =>
        c.kind === 'middle' ? [`${c.middle.window.low}-${c.middle.window.high}`] : [],
      );
    expect(liveOf(engine)).toEqual(bruteForce(board, now, SETTINGS));
    expect(windows(liveOf(engine))).not.toContain('210-214');
    now += 1_000;
    engine.sweep();
    for (const quote of [...board.allQuotes()].filter((q) => q.book === 'fanduel')) {
      quote.lastUpdate = now - 1_000_000;
      engine.onDiff(singleChange(quote, quote.price, now));
      expect(liveOf(engine)).toEqual(bruteForce(board, now, SETTINGS));
    }
    expect(windows(liveOf(engine))).toContain('210-214');
  });
});
