import { marketTypeOf } from '../../core/market-type';

/**
 * Decides which per-event calls to buy with the event-market share of the monthly credits:
 * first a discovery (`/markets`, 1 credit) for each event starting soon, then the markets most
 * books quote (only there can books disagree enough for arbitrage or value), each refreshed more
 * often as its start nears. Pure: time, spend and the events come in; a list of calls goes out.
 */

export interface EventPlannerSettings {
  /** ODDS_API_MONTHLY_CREDITS × ODDS_EVENT_MARKETS_SHARE. */
  monthlyBudget: number;
  /** Regions per call: what each market bought costs. */
  regionUnits: number;
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
  /** Market key → when it was last bought. */
  boughtAt: ReadonlyMap<string, number>;
}

export type PlannedCall =
  | { kind: 'discover'; eventId: string; sport: string; cost: number }
  | { kind: 'buy'; eventId: string; sport: string; markets: string[]; cost: number };

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

export function planEventCalls(
  settings: EventPlannerSettings,
  events: readonly PlannerEvent[],
  now: number,
  spentThisMonth: number,
  accountRemaining: number | null = null,
): PlannedCall[] {
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
  const candidates: { event: PlannerEvent; key: string; books: number }[] = [];
  for (const e of soon) {
    const every = refreshIntervalMs(settings, e.commenceTime - now);
    const due = [...e.booksPerMarket]
      .filter(([key, books]) => books >= settings.minBooks && worthBuying(key))
      .filter(([key]) => now - (e.boughtAt.get(key) ?? Number.NEGATIVE_INFINITY) >= every)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, settings.maxMarketsPerEvent);
    for (const [key, books] of due) candidates.push({ event: e, key, books });
  }
  // Most books first; among equals the nearer start, which is worth more and goes stale sooner.
  candidates.sort(
    (a, b) =>
      b.books - a.books ||
      a.event.commenceTime - b.event.commenceTime ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const chosen = new Map<string, { event: PlannerEvent; markets: string[] }>();
  for (const c of candidates) {
    if (budget < settings.regionUnits) break;
    budget -= settings.regionUnits;
    const entry = chosen.get(c.event.eventId) ?? { event: c.event, markets: [] };
    entry.markets.push(c.key);
    chosen.set(c.event.eventId, entry);
  }
  for (const { event, markets } of chosen.values()) {
    calls.push({
      kind: 'buy',
      eventId: event.eventId,
      sport: event.sport,
      markets,
      cost: markets.length * settings.regionUnits,
    });
  }
  return calls;
}
