import { marketTypeOf } from '../../core/market-type';

/**
 * Decides which per-event calls to buy with the event-market share of the monthly credits:
 * first a discovery (`/markets`, 1 credit) for each event starting soon, then the markets worth
 * most (what their past answers held: `market-yield.ts`; among equals, the most books quoting,
 * for only there can books disagree enough for arbitrage or value), each refreshed more often as
 * its start nears. Pure: time, spend and the events come in; a list of calls goes out.
 */

export interface EventPlannerSettings {
  /** ODDS_API_MONTHLY_CREDITS × ODDS_EVENT_MARKETS_SHARE. */
  monthlyBudget: number;
  /** Regions per call: what each market bought costs when asked by region. */
  regionUnits: number;
  /**
   * Books named in `bookmakers` that cost as much as one region (The Odds API: every group of
   * 10). A purchase names the books its markets' listing gave when that costs fewer units.
   */
  booksPerUnit: number;
  /**
   * At most this many units of books per purchase, or null for every book listing its markets.
   * Capped, a purchase names the books that most often held a best price of a close pair (the
   * legs the next arbitrage would use) and buys several markets for what one cost in all regions.
   */
  maxBookUnits: number | null;
  /** Markets bought per event per call (ODDS_EVENT_MARKETS_PER_EVENT). */
  maxMarketsPerEvent: number;
  /** Only events starting within this long are discovered or bought. */
  horizonMs: number;
  minRefreshMs: number;
  maxRefreshMs: number;
  /**
   * An event's listing is asked again after this long. Which markets a book lists changes far
   * more slowly than their prices; asked at the prices' pace, the discoveries of every event in
   * the horizon took a small share's whole daily pace and nothing was left to buy.
   */
  rediscoverMs: number;
  /** A market needs this many books quoting it to be worth buying. */
  minBooks: number;
}

export interface PlannerEvent {
  eventId: string;
  sport: string;
  commenceTime: number;
  listedAt: number | null;
  /** Market key → books listing it (from the latest discovery). */
  booksPerMarket: ReadonlyMap<string, number>;
  /** Market key → the books listing it, when the discovery named them. */
  listedBooks?: ReadonlyMap<string, readonly string[]>;
  /** Market key → when it was last bought. */
  boughtAt: ReadonlyMap<string, number>;
}

export type PlannedCall =
  | { kind: 'discover'; eventId: string; sport: string; cost: number }
  | {
      kind: 'buy';
      eventId: string;
      sport: string;
      markets: string[];
      /** The books to ask for (`bookmakers`); null asks the configured regions. */
      bookmakers: string[] | null;
      cost: number;
    };

const DAY = 86_400_000;

export function monthBounds(now: number): { start: number; end: number } {
  const d = new Date(now);
  return {
    start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
    end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
  };
}

/**
 * How long a bought market stays good enough: a sixth of the time left to the start, so a game
 * tomorrow is asked every few hours and one about to start every few minutes.
 */
export function refreshIntervalMs(
  settings: Pick<EventPlannerSettings, 'minRefreshMs' | 'maxRefreshMs'>,
  msToStart: number,
): number {
  return Math.min(settings.maxRefreshMs, Math.max(settings.minRefreshMs, msToStart / 6));
}

/**
 * What may be spent by now: one day's worth up front so a fresh month can buy at once, the rest
 * paced evenly to the month's end (paced from the day up front instead, the share ran out a day
 * early and the month's last day bought nothing); never more than the share, nor than the
 * account has.
 */
export function spendableNow(
  settings: Pick<EventPlannerSettings, 'monthlyBudget'>,
  now: number,
  spentThisMonth: number,
  accountRemaining: number | null,
): number {
  const { start, end } = monthBounds(now);
  const upFront = (settings.monthlyBudget * DAY) / (end - start);
  const paced = upFront + ((settings.monthlyBudget - upFront) * (now - start)) / (end - start);
  const cap = Math.min(settings.monthlyBudget, paced) - spentThisMonth;
  return Math.max(0, Math.floor(Math.min(cap, accountRemaining ?? Number.POSITIVE_INFINITY)));
}

/** Featured markets come with the sport's poll; unknown keys could not be read by detection. */
const worthBuying = (key: string) => {
  const type = marketTypeOf(key);
  return type !== 'main' && type !== 'unknown';
};

/**
 * What a purchase of a sport's market key is expected to hold (close two-way pairs, from
 * `MarketYields`); null for a key never bought, which is tried before the others are trusted.
 */
export type MarketWorth = (sport: string, key: string) => number | null;

/** What the feed has learned from its answers (`MarketYields`). */
export interface Learned {
  market?: MarketWorth;
  /** How often a book held a best price of a close pair in this sport. */
  book?: (sport: string, book: string) => number;
}

/** Never bought first (so every key gets a first look), then the worth learned, high first. */
const byWorth = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : b - a;

export function planEventCalls(
  settings: EventPlannerSettings,
  events: readonly PlannerEvent[],
  now: number,
  spentThisMonth: number,
  accountRemaining: number | null = null,
  learned: Learned = {},
): PlannedCall[] {
  const worthOf = learned.market ?? (() => null);
  const bookWorth = learned.book ?? (() => 0);
  let budget = spendableNow(settings, now, spentThisMonth, accountRemaining);
  const soon = events
    .filter((e) => e.commenceTime > now && e.commenceTime - now <= settings.horizonMs)
    .sort((a, b) => a.commenceTime - b.commenceTime || (a.eventId < b.eventId ? -1 : 1));
  const calls: PlannedCall[] = [];
  for (const e of soon) {
    if (e.listedAt !== null && now - e.listedAt < settings.rediscoverMs) continue;
    if (budget < 1) return calls;
    budget -= 1;
    calls.push({ kind: 'discover', eventId: e.eventId, sport: e.sport, cost: 1 });
  }
  type Candidate = { event: PlannerEvent; key: string; books: number; worth: number | null };
  // Worth first, then most books; among equals the nearer start, which goes stale sooner.
  const order = (a: Candidate, b: Candidate) =>
    byWorth(a.worth, b.worth) ||
    b.books - a.books ||
    a.event.commenceTime - b.event.commenceTime ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const candidates: Candidate[] = [];
  for (const e of soon) {
    const every = refreshIntervalMs(settings, e.commenceTime - now);
    const due = [...e.booksPerMarket]
      .filter(([key, books]) => books >= settings.minBooks && worthBuying(key))
      .filter(([key]) => now - (e.boughtAt.get(key) ?? Number.NEGATIVE_INFINITY) >= every)
      .map(([key, books]) => ({ event: e, key, books, worth: worthOf(e.sport, key) }))
      .sort(order)
      .slice(0, settings.maxMarketsPerEvent);
    candidates.push(...due);
  }
  candidates.sort(order);
  const chosen = new Map<string, Purchase>();
  for (const c of candidates) {
    const entry = chosen.get(c.event.eventId) ?? {
      event: c.event,
      markets: [],
      books: new Set<string>(),
      firstLook: false,
      cost: 0,
    };
    const listed = c.event.listedBooks?.get(c.key);
    const books = listed && entry.books ? new Set([...entry.books, ...listed]) : null;
    const firstLook = entry.firstLook || !c.event.boughtAt.has(c.key);
    const cost = (entry.markets.length + 1) * unitsFor(settings, books, firstLook);
    if (budget < cost - entry.cost) break;
    budget -= cost - entry.cost;
    chosen.set(c.event.eventId, {
      ...entry,
      markets: [...entry.markets, c.key],
      books,
      firstLook,
      cost,
    });
  }
  for (const { event, markets, books, firstLook, cost } of chosen.values()) {
    const named =
      books && unitsFor(settings, books, firstLook) < settings.regionUnits
        ? pickBooks(settings, books, firstLook, (book) => bookWorth(event.sport, book))
        : null;
    calls.push({
      kind: 'buy',
      eventId: event.eventId,
      sport: event.sport,
      markets,
      bookmakers: named,
      cost,
    });
  }
  return calls;
}

interface Purchase {
  event: PlannerEvent;
  markets: string[];
  /** Every book listing one of the markets; null once one market's books are unknown. */
  books: Set<string> | null;
  /**
   * A market bought for the first time on this event: every book listing it is asked, uncapped,
   * so what the capped refreshes name is learned from all of them and not only from themselves.
   */
  firstLook: boolean;
  cost: number;
}

/**
 * Units each market of a purchase costs: by the books listing them when naming those costs fewer
 * than the regions (props listed by a few books of one region cost one unit, not one per region).
 */
function unitsFor(
  settings: Pick<EventPlannerSettings, 'regionUnits' | 'booksPerUnit' | 'maxBookUnits'>,
  books: ReadonlySet<string> | null,
  uncapped: boolean,
): number {
  if (books === null) return settings.regionUnits;
  const byBooks = Math.max(1, Math.ceil(books.size / settings.booksPerUnit));
  const cap = uncapped ? null : settings.maxBookUnits;
  return Math.min(settings.regionUnits, cap ?? byBooks, byBooks);
}

/** The books a purchase names: all of them, or under a cap those worth most (then by key). */
function pickBooks(
  settings: Pick<EventPlannerSettings, 'booksPerUnit' | 'maxBookUnits'>,
  books: ReadonlySet<string>,
  uncapped: boolean,
  worth: (book: string) => number,
): string[] {
  const all = [...books];
  const cap = uncapped ? null : settings.maxBookUnits;
  const room = cap === null ? all.length : cap * settings.booksPerUnit;
  if (all.length <= room) return all;
  return all
    .map((book) => ({ book, worth: worth(book) }))
    .sort((a, b) => b.worth - a.worth || (a.book < b.book ? -1 : 1))
    .slice(0, room)
    .map(({ book }) => book);
}
