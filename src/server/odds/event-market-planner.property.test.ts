import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planEventCalls,
  refreshIntervalMs,
  spendableNow,
  type EventPlannerSettings,
  type PlannerEvent,
} from './event-market-planner';

const NOW = Date.UTC(2026, 10, 14, 12);
const HOUR = 3_600_000;
const KEYS = [
  'player_points',
  'player_rebounds',
  'player_assists',
  'alternate_spreads',
  'alternate_totals',
  'team_totals',
  'h2h_q1',
  'totals_h1',
  'h2h',
  'btts_special',
];

const settingsArb: fc.Arbitrary<EventPlannerSettings> = fc.record({
  monthlyBudget: fc.integer({ min: 0, max: 50_000 }),
  regionUnits: fc.integer({ min: 1, max: 4 }),
  booksPerUnit: fc.integer({ min: 1, max: 10 }),
  maxBookUnits: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  maxMarketsPerEvent: fc.integer({ min: 1, max: 12 }),
  horizonMs: fc.constant(24 * HOUR),
  minRefreshMs: fc.constant(5 * 60_000),
  maxRefreshMs: fc.constant(6 * HOUR),
  rediscoverMs: fc.constant(6 * HOUR),
  minBooks: fc.integer({ min: 1, max: 3 }),
});

const BOOKS = Array.from({ length: 30 }, (_, i) => `book${i}`);

/** A discovery's listing: the books of each key, named or (as before 039) only counted. */
const listingArb = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.subarray(BOOKS)), { maxLength: 10 }),
    fc.boolean(),
  )
  .map(([pairs, named]) => {
    const listed = new Map(pairs);
    return {
      booksPerMarket: new Map([...listed].map(([key, books]) => [key, books.length])),
      ...(named ? { listedBooks: listed } : {}),
    };
  });

const eventArb = (i: number): fc.Arbitrary<PlannerEvent> =>
  fc
    .record({
      eventId: fc.constant(`e${i}`),
      sport: fc.constant('basketball_nba'),
      commenceTime: fc.integer({ min: NOW - HOUR, max: NOW + 40 * HOUR }),
      listedAt: fc.option(fc.integer({ min: NOW - 12 * HOUR, max: NOW }), { nil: null }),
      listing: listingArb,
      boughtAt: fc
        .array(fc.tuple(fc.constantFrom(...KEYS), fc.integer({ min: NOW - 12 * HOUR, max: NOW })), {
          maxLength: 5,
        })
        .map((pairs) => new Map(pairs)),
    })
    .map(({ listing, ...event }) => ({ ...event, ...listing }));
const eventsArb = fc
  .integer({ min: 0, max: 25 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => eventArb(i))));

describe('the event-market planner', () => {
  it('never plans past the share paced so far, nor past what the account has left', () => {
    fc.assert(
      fc.property(
        settingsArb,
        eventsArb,
        fc.integer({ min: 0, max: 60_000 }),
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        fc.integer({ min: 0, max: 29 * 24 }),
        (settings, events, spent, remaining, hours) => {
          const now = Date.UTC(2026, 10, 1) + hours * HOUR;
          const calls = planEventCalls(settings, events, now, spent, remaining);
          const cost = calls.reduce((n, c) => n + c.cost, 0);
          expect(cost).toBeLessThanOrEqual(spendableNow(settings, now, spent, remaining));
          expect(spent + cost <= settings.monthlyBudget || cost === 0).toBe(true);
          if (remaining !== null) expect(cost).toBeLessThanOrEqual(remaining);
          for (const c of calls) {
            if (c.kind !== 'buy') continue;
            if (c.bookmakers === null) {
              expect(c.cost).toBe(c.markets.length * settings.regionUnits);
              continue;
            }
            // Named books list the markets bought (all of them, or as many as the cap allows),
            // and cost fewer units than the regions.
            const listed = events.find((e) => e.eventId === c.eventId)!.listedBooks!;
            const listing = new Set(c.markets.flatMap((m) => listed.get(m)!));
            for (const book of c.bookmakers) expect(listing.has(book)).toBe(true);
            // A market's first purchase on an event asks every book listing it.
            const event = events.find((e) => e.eventId === c.eventId)!;
            const firstLook = c.markets.some((m) => !event.boughtAt.has(m));
            const cap = firstLook ? null : settings.maxBookUnits;
            expect(new Set(c.bookmakers).size).toBe(
              Math.min(listing.size, (cap ?? Infinity) * settings.booksPerUnit),
            );
            const units = Math.ceil(c.bookmakers.length / settings.booksPerUnit);
            expect(units).toBeLessThan(settings.regionUnits);
            expect(c.cost).toBe(c.markets.length * units);
          }
        },
      ),
    );
  });

  it('buys markets with more books before markets with fewer', () => {
    fc.assert(
      fc.property(
        settingsArb,
        eventsArb,
        fc.integer({ min: 0, max: 2_000 }),
        (s, events, spent) => {
          const settings = { ...s, maxMarketsPerEvent: KEYS.length };
          const calls = planEventCalls(settings, events, NOW, spent);
          const bought = new Set(
            calls.flatMap((c) =>
              c.kind === 'buy' ? c.markets.map((m) => `${c.eventId}/${m}`) : [],
            ),
          );
          if (bought.size === 0) return;
          const books = (id: string) => {
            const [eventId, key] = id.split('/') as [string, string];
            return events.find((e) => e.eventId === eventId)!.booksPerMarket.get(key)!;
          };
          const fewest = Math.min(...[...bought].map(books));
          // Whatever was due and left out has no more books than the least-quoted one bought.
          const planAgain = planEventCalls({ ...settings, monthlyBudget: 1e9 }, events, NOW, 0);
          for (const c of planAgain) {
            if (c.kind !== 'buy') continue;
            for (const m of c.markets) {
              const id = `${c.eventId}/${m}`;
              if (!bought.has(id)) expect(books(id)).toBeLessThanOrEqual(fewest);
            }
          }
        },
      ),
    );
  });

  it('buys the markets worth most first, and every key never bought before any it has learned', () => {
    const worthArb = fc
      .array(
        fc.tuple(
          fc.constantFrom(...KEYS),
          fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: null }),
        ),
      )
      .map((pairs) => new Map(pairs));
    fc.assert(
      fc.property(
        settingsArb,
        eventsArb,
        worthArb,
        fc.integer({ min: 0, max: 2_000 }),
        (s, events, worths, spent) => {
          const settings = { ...s, maxMarketsPerEvent: KEYS.length };
          // A key the map leaves out was learned to hold nothing; null: never bought.
          const worthOf = (_sport: string, key: string) =>
            worths.has(key) ? (worths.get(key) as number | null) : 0;
          const rank = (key: string) => worthOf('', key) ?? Number.POSITIVE_INFINITY;
          const calls = planEventCalls(settings, events, NOW, spent, null, { market: worthOf });
          const bought = new Set(
            calls.flatMap((c) =>
              c.kind === 'buy' ? c.markets.map((m) => `${c.eventId}/${m}`) : [],
            ),
          );
          if (bought.size === 0) return;
          const least = Math.min(...[...bought].map((id) => rank(id.split('/')[1]!)));
          const planAgain = planEventCalls(
            { ...settings, monthlyBudget: 1e9 },
            events,
            NOW,
            0,
            null,
            { market: worthOf },
          );
          for (const c of planAgain) {
            if (c.kind !== 'buy') continue;
            for (const m of c.markets)
              if (!bought.has(`${c.eventId}/${m}`)) expect(rank(m)).toBeLessThanOrEqual(least);
          }
        },
      ),
    );
  });

  it('names the books listing the markets when that costs fewer units than the regions', () => {
    const settings: EventPlannerSettings = {
      monthlyBudget: 30_000,
      regionUnits: 3,
      booksPerUnit: 10,
      maxBookUnits: null,
      maxMarketsPerEvent: 4,
      horizonMs: 24 * HOUR,
      minRefreshMs: 5 * 60_000,
      maxRefreshMs: 6 * HOUR,
      rediscoverMs: 6 * HOUR,
      minBooks: 2,
    };
    const event = (eventId: string, listed: [string, string[]][]): PlannerEvent => ({
      eventId,
      sport: 's',
      commenceTime: NOW + HOUR,
      listedAt: NOW - 60_000,
      booksPerMarket: new Map(listed.map(([key, books]) => [key, books.length])),
      listedBooks: new Map(listed),
      boughtAt: new Map(),
    });
    const few = ['fanduel', 'draftkings', 'betmgm'];
    const calls = planEventCalls(
      settings,
      [
        event('few', [
          ['player_points', few],
          ['player_assists', few.slice(0, 2)],
        ]),
        event('many', [['alternate_totals', BOOKS.slice(0, 25)]]),
        event('eleven', [['team_totals', BOOKS.slice(0, 11)]]),
      ],
      NOW,
      0,
    );
    const buy = (id: string) => calls.find((c) => c.kind === 'buy' && c.eventId === id);
    // Three books of one region: one unit a market, not one per region asked.
    expect(buy('few')).toMatchObject({ bookmakers: few, cost: 2 });
    // Twenty-five books cost three units either way: the regions are asked.
    expect(buy('many')).toMatchObject({ bookmakers: null, cost: 3 });
    expect(buy('eleven')).toMatchObject({ bookmakers: BOOKS.slice(0, 11), cost: 2 });

    // Capped at one unit: a market's first purchase on an event asks every book listing it (what
    // the books are worth is learned from all of them), its refreshes the ten books that most
    // often held a best price of a close pair.
    const worth = (_sport: string, book: string) => Number(book.slice(4));
    const many = event('many', [['alternate_totals', BOOKS.slice(0, 25)]]);
    const plan = (e: PlannerEvent) =>
      planEventCalls({ ...settings, maxBookUnits: 1 }, [e], NOW, 0, null, { book: worth });
    expect(plan(many)).toMatchObject([{ bookmakers: null, cost: 3 }]);
    const refresh = { ...many, boughtAt: new Map([['alternate_totals', NOW - HOUR]]) };
    expect(plan(refresh)).toEqual([
      {
        kind: 'buy',
        eventId: 'many',
        sport: 's',
        markets: ['alternate_totals'],
        bookmakers: BOOKS.slice(15, 25).reverse(),
        cost: 1,
      },
    ]);
  });

  it('refreshes nearer starts at least as often as later ones', () => {
    const settings = { minRefreshMs: 5 * 60_000, maxRefreshMs: 6 * HOUR };
    fc.assert(
      fc.property(fc.nat(48 * HOUR), fc.nat(48 * HOUR), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(refreshIntervalMs(settings, near)).toBeLessThanOrEqual(
          refreshIntervalMs(settings, far),
        );
      }),
    );
    expect(refreshIntervalMs(settings, 10 * 60_000)).toBe(5 * 60_000);
    expect(refreshIntervalMs(settings, 24 * HOUR)).toBe(4 * HOUR);
  });

  it('paces the share to the end of the month: a day up front, all of it only on its last day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 50_000 }),
        fc.integer({ min: 0, max: 29 * 24 }),
        (monthlyBudget, hour) => {
          const start = Date.UTC(2026, 10, 1);
          const at = (ms: number) => spendableNow({ monthlyBudget }, start + ms, 0, null);
          expect(at(0)).toBe(Math.floor(monthlyBudget / 30));
          // Every hour unlocks more, the last day's included, until the month is over.
          expect(at((hour + 1) * HOUR)).toBeGreaterThanOrEqual(at(hour * HOUR));
          expect(at(30 * 24 * HOUR - 1)).toBeLessThan(monthlyBudget);
          expect(at(30 * 24 * HOUR - 1)).toBeGreaterThan(at(29 * 24 * HOUR));
          expect(at(29 * 24 * HOUR)).toBeLessThan(monthlyBudget);
        },
      ),
    );
  });

  it('asks an event for its listing again only once rediscoverMs has passed, however near its start', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.integer({ min: 1, max: 30 * HOUR }),
        fc.option(fc.integer({ min: 0, max: 12 * HOUR }), { nil: null }),
        (settings, toStart, age) => {
          const event: PlannerEvent = {
            eventId: 'e',
            sport: 's',
            commenceTime: NOW + toStart,
            listedAt: age === null ? null : NOW - age,
            booksPerMarket: new Map(),
            boughtAt: new Map(),
          };
          const calls = planEventCalls({ ...settings, monthlyBudget: 1e9 }, [event], NOW, 0);
          const due = age === null || age >= settings.rediscoverMs;
          expect(calls.some((c) => c.kind === 'discover')).toBe(
            due && toStart <= settings.horizonMs,
          );
        },
      ),
    );
  });

  it('discovers before it buys, nearest start first, and buys only what was discovered', () => {
    const settings: EventPlannerSettings = {
      monthlyBudget: 30_000,
      regionUnits: 2,
      booksPerUnit: 10,
      maxBookUnits: null,
      maxMarketsPerEvent: 2,
      horizonMs: 24 * HOUR,
      minRefreshMs: 5 * 60_000,
      maxRefreshMs: 6 * HOUR,
      rediscoverMs: 6 * HOUR,
      minBooks: 2,
    };
    const calls = planEventCalls(
      settings,
      [
        {
          eventId: 'late',
          sport: 's',
          commenceTime: NOW + 20 * HOUR,
          listedAt: null,
          booksPerMarket: new Map(),
          boughtAt: new Map(),
        },
        {
          eventId: 'soon',
          sport: 's',
          commenceTime: NOW + HOUR,
          listedAt: null,
          booksPerMarket: new Map(),
          boughtAt: new Map(),
        },
        {
          eventId: 'known',
          sport: 's',
          commenceTime: NOW + 2 * HOUR,
          listedAt: NOW - 60_000,
          booksPerMarket: new Map([
            ['player_points', 9],
            ['h2h', 20],
            ['team_totals', 4],
            ['player_threes', 1],
            ['totals_h1', 6],
          ]),
          boughtAt: new Map(),
        },
        {
          eventId: 'started',
          sport: 's',
          commenceTime: NOW - 1,
          listedAt: null,
          booksPerMarket: new Map(),
          boughtAt: new Map(),
        },
      ],
      NOW,
      0,
    );
    expect(calls).toEqual([
      { kind: 'discover', eventId: 'soon', sport: 's', cost: 1 },
      { kind: 'discover', eventId: 'late', sport: 's', cost: 1 },
      {
        kind: 'buy',
        eventId: 'known',
        sport: 's',
        markets: ['player_points', 'totals_h1'],
        bookmakers: null,
        cost: 4,
      },
    ]);
  });
});
