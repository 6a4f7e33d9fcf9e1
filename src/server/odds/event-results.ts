import { sql } from 'drizzle-orm';
import { sameOutcome, type MarketKind, type MarketSlice, type Quote } from '../../core/market';
import type { FinalScore } from '../../core/portfolio/bet-settlement';
import type { Database } from '../db/database';
import { priceChanges } from '../db/schema/index';

/**
 * What the store knows of an event once it is played: its final score as the odds source reported
 * it, and each book's closing price. Read by bet settlement and by the graded picks.
 */

/**
 * How long after the start a close is looked up: a price the book set just before the start
 * reaches the store with the next poll, which may come after it.
 */
export const CLOSE_GRACE_MS = 5 * 60_000;

/** A final score as the odds source reports it, or null when a side is missing or not a number. */
export function finalScore(
  event: { homeTeam: string; awayTeam: string },
  scores: readonly { name: string; score: string }[] | null,
): FinalScore | null {
  if (!scores) return null;
  const of = (team: string) => {
    const entry = scores.find((score) => sameOutcome(score.name, team));
    const value = entry ? Number(entry.score) : Number.NaN;
    return Number.isFinite(value) ? value : null;
  };
  const homeScore = of(event.homeTeam);
  const awayScore = of(event.awayTeam);
  if (homeScore === null || awayScore === null) return null;
  return { ...event, homeScore, awayScore };
}

/**
 * The last price each book had set for the market at `at` (the start, for a close), withdrawn
 * ones left out. Ordered by the book's own time (its last_update), falling back to the poll that
 * saw it: a price the book set a minute before the start but Arbiter polled a minute after is the
 * close, and a price the book set after the start (in play) never is, whenever it was polled.
 */
export async function closingQuotes(
  db: Database,
  eventId: string,
  market: MarketKind,
  at: Date,
): Promise<Quote[]> {
  const bookTime = sql`coalesce(quote_updated_at, changed_at)`;
  const result = await db.execute(sql`
    select distinct on (book, outcome, point) book, outcome, point, price, ${bookTime} as changed_at
    from ${priceChanges}
    where event_id = ${eventId} and market = ${market}
      and ${bookTime} <= ${at.toISOString()}::timestamptz
    order by book, outcome, point, ${bookTime} desc, id desc`);
  const { rows } = result as unknown as {
    rows: {
      book: string;
      outcome: string;
      point: number | null;
      price: number | null;
      changed_at: string | Date;
    }[];
  };
  return rows
    .filter((row) => row.price !== null && row.price > 1)
    .map((row) => ({
      book: row.book,
      outcome: row.outcome,
      price: row.price!,
      lastUpdate: new Date(row.changed_at).getTime(),
      ...(row.point === null ? {} : { point: row.point }),
    }));
}

/** An event's market at its close: every book's last price before the start. */
export async function closingSlice(
  db: Database,
  event: { id: string; sportKey: string; homeTeam: string; awayTeam: string; start: Date },
  market: MarketKind,
): Promise<MarketSlice> {
  return {
    event: {
      id: event.id,
      sport: event.sportKey,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      commenceTime: event.start.getTime(),
    },
    kind: market,
    quotes: await closingQuotes(db, event.id, market, event.start),
  };
}
