import type { Endpoint } from './metered-call';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiUsage, events, priceChanges, quotes, sports } from '../db/schema/index';
import type { BoardDiff, BoardEvent, BoardQuote } from './price-board';
import type { WireScoreEvent, WireSport } from './wire-format';

/**
 * Writes go as whole arrays through unnest(): one statement per table however many rows, which
 * is what keeps a 150k-price poll inside its time budget on both PostgreSQL and PGlite.
 */
const CHUNK = 50_000;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) result.push(rows.slice(i, i + CHUNK));
  return result;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** One bound parameter holding a whole array (a bare array would expand into a list). */
const arr = (values: unknown[]) => sql.param(values);

/**
 * A poll's diff cut into parts of whole events, each about `rows` quotes, so that each part is
 * its own short transaction: on the embedded database (one PGlite, one lock) a request's query
 * then waits for one part, never for a whole poll's writes (docs/decisions/022). An event's
 * upsert, quotes and history always travel together; an event bigger than `rows` is one part.
 */
export function diffSlices(diff: BoardDiff, rows: number): BoardDiff[] {
  const size = diff.changed.length + diff.removed.length;
  if (size <= rows) return [diff];
  const byEvent = new Map<
    string,
    { event?: BoardEvent; changed: BoardDiff['changed']; removed: BoardQuote[] }
  >();
  const of = (id: string) => {
    let entry = byEvent.get(id);
    if (!entry) byEvent.set(id, (entry = { changed: [], removed: [] }));
    return entry;
  };
  for (const event of diff.events) of(event.id).event = event;
  for (const change of diff.changed) of(change.quote.eventId).changed.push(change);
  for (const quote of diff.removed) of(quote.eventId).removed.push(quote);
  const slices: BoardDiff[] = [];
  let current: BoardDiff | null = null;
  let count = 0;
  for (const entry of byEvent.values()) {
    const n = entry.changed.length + entry.removed.length;
    if (!current || (count > 0 && count + n > rows)) {
      current = {
        sportKey: diff.sportKey,
        at: diff.at,
        changed: [],
        removed: [],
        withdrawnAt: diff.withdrawnAt,
        refreshed: [],
        events: [],
        removedEventIds: [],
      };
      slices.push(current);
      count = 0;
    }
    if (entry.event) current.events.push(entry.event);
    for (const change of entry.changed) current.changed.push(change);
    for (const quote of entry.removed) current.removed.push(quote);
    count += n;
  }
  // Freshness and the events that left are the poll's, not a write's: the first part keeps them.
  slices[0]!.refreshed = diff.refreshed;
  slices[0]!.removedEventIds = diff.removedEventIds;
  return slices;
}

/** Applies a diff (a poll's, or a part of one) in a single transaction: events, current quotes, price history. */
export async function persistDiff(db: Database, diff: BoardDiff): Promise<void> {
  if (!diff.events.length && !diff.changed.length && !diff.removed.length) return;
  const at = iso(diff.at);
  await db.transaction(async (tx) => {
    if (diff.events.length) {
      await tx.execute(sql`
        insert into ${events} (id, sport_key, sport_title, commence_time, home_team, away_team, updated_at)
        select id, sport_key, sport_title, commence_time, home_team, away_team, ${at}::timestamptz
        from unnest(${arr(diff.events.map((e) => e.id))}::text[], ${arr(diff.events.map((e) => e.sportKey))}::text[],
                    ${arr(diff.events.map((e) => e.sportTitle))}::text[], ${arr(diff.events.map((e) => iso(e.commenceTime)))}::timestamptz[],
                    ${arr(diff.events.map((e) => e.homeTeam))}::text[], ${arr(diff.events.map((e) => e.awayTeam))}::text[])
          as t(id, sport_key, sport_title, commence_time, home_team, away_team)
        on conflict (id) do update set sport_title = excluded.sport_title, commence_time = excluded.commence_time,
          home_team = excluded.home_team, away_team = excluded.away_team, updated_at = excluded.updated_at`);
    }
    for (const part of chunks(diff.changed)) {
      const q = part.map((c) => c.quote);
      await tx.execute(sql`
        insert into ${quotes} (quote_key, event_id, market, outcome, point, book, price, last_update, bet_limit)
        select * from unnest(${arr(q.map((x) => x.key))}::text[], ${arr(q.map((x) => x.eventId))}::text[],
          ${arr(q.map((x) => x.market))}::text[], ${arr(q.map((x) => x.outcome))}::text[], ${arr(q.map((x) => x.point))}::float8[],
          ${arr(q.map((x) => x.book))}::text[], ${arr(q.map((x) => x.price))}::float8[],
          ${arr(q.map((x) => iso(x.lastUpdate)))}::timestamptz[], ${arr(q.map((x) => x.betLimit))}::float8[])
        on conflict (quote_key) do update set price = excluded.price, last_update = excluded.last_update,
          bet_limit = excluded.bet_limit`);
      await tx.execute(sql`
        insert into ${priceChanges} (event_id, market, outcome, point, book, price, previous_price, changed_at, quote_updated_at)
        select e, m, o, p, b, pr, pp, ${at}::timestamptz, lu from unnest(${arr(q.map((x) => x.eventId))}::text[],
          ${arr(q.map((x) => x.market))}::text[], ${arr(q.map((x) => x.outcome))}::text[], ${arr(q.map((x) => x.point))}::float8[],
          ${arr(q.map((x) => x.book))}::text[], ${arr(q.map((x) => x.price))}::float8[],
          ${arr(part.map((c) => c.previousPrice))}::float8[], ${arr(q.map((x) => iso(x.lastUpdate)))}::timestamptz[])
          as t(e, m, o, p, b, pr, pp, lu)`);
    }
    for (const part of chunks(diff.removed)) {
      await tx.execute(
        sql`delete from ${quotes} where quote_key = any(${arr(part.map((x) => x.key))}::text[])`,
      );
      const withdrawn = part.map((x) => {
        const stamp = diff.withdrawnAt.get(x.key);
        return stamp === undefined ? null : iso(stamp);
      });
      await tx.execute(sql`
        insert into ${priceChanges} (event_id, market, outcome, point, book, price, previous_price, changed_at, quote_updated_at)
        select e, m, o, p, b, null, pp, ${at}::timestamptz, lu from unnest(${arr(part.map((x) => x.eventId))}::text[],
          ${arr(part.map((x) => x.market))}::text[], ${arr(part.map((x) => x.outcome))}::text[], ${arr(part.map((x) => x.point))}::float8[],
          ${arr(part.map((x) => x.book))}::text[], ${arr(part.map((x) => x.price))}::float8[], ${arr(withdrawn)}::timestamptz[])
          as t(e, m, o, p, b, pp, lu)`);
    }
  });
}

/** The stored board, to restore memory after a restart. Events already over are left out. */
export async function loadBoard(
  db: Database,
): Promise<{ events: BoardEvent[]; quotes: BoardQuote[] }> {
  const eventRows = await db
    .select()
    .from(events)
    .where(sql`not ${events.completed}`);
  const quoteRows = await db.select().from(quotes);
  const known = new Set(eventRows.map((e) => e.id));
  return {
    events: eventRows.map((e) => ({
      id: e.id,
      sportKey: e.sportKey,
      sportTitle: e.sportTitle,
      commenceTime: e.commenceTime.getTime(),
      homeTeam: e.homeTeam,
      awayTeam: e.awayTeam,
    })),
    quotes: quoteRows
      .filter((q) => known.has(q.eventId))
      .map((q) => ({
        key: q.quoteKey,
        eventId: q.eventId,
        market: q.market,
        outcome: q.outcome,
        point: q.point,
        book: q.book,
        price: q.price,
        lastUpdate: q.lastUpdate.getTime(),
        betLimit: q.betLimit,
      })),
  };
}

export async function saveSports(db: Database, list: WireSport[], now: Date): Promise<void> {
  if (!list.length) return;
  await db
    .insert(sports)
    .values(
      list.map((s) => ({
        key: s.key,
        groupName: s.group,
        title: s.title,
        description: s.description,
        active: s.active,
        hasOutrights: s.has_outrights,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: sports.key,
      set: {
        groupName: sql`excluded.group_name`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        active: sql`excluded.active`,
        hasOutrights: sql`excluded.has_outrights`,
        updatedAt: now,
      },
    });
}

/** Stores final scores of completed events (and the event itself when it was never on the board). */
export async function saveScores(db: Database, list: WireScoreEvent[], now: Date): Promise<number> {
  const done = list.filter((e) => e.completed && e.scores);
  if (!done.length) return 0;
  await db
    .insert(events)
    .values(
      done.map((e) => ({
        id: e.id,
        sportKey: e.sport_key,
        sportTitle: e.sport_title ?? '',
        commenceTime: new Date(e.commence_time),
        homeTeam: e.home_team ?? '',
        awayTeam: e.away_team ?? '',
        completed: true,
        scores: e.scores,
        scoresUpdatedAt: e.last_update ? new Date(e.last_update) : now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: events.id,
      set: {
        completed: true,
        scores: sql`excluded.scores`,
        scoresUpdatedAt: sql`excluded.scores_updated_at`,
        updatedAt: now,
      },
    });
  return done.length;
}

export interface UsageRecord {
  at: Date;
  sport: string | null;
  endpoint: Endpoint;
  cost: number;
  used: number | null;
  remaining: number | null;
  status: number | null;
  errorCode: string | null;
  ok: boolean;
}

export async function recordApiUsage(db: Database, record: UsageRecord): Promise<void> {
  await db.insert(apiUsage).values(record);
}

/** Error code of a call recorded before it was made whose answer was never recorded. */
export const IN_FLIGHT = 'in-flight';

/**
 * Records a call's estimated cost before it is made, so a crash between the call and its answer
 * cannot lose the spend. The answer then corrects the row with `finishApiUsage`.
 */
export async function startApiUsage(
  db: Database,
  record: Pick<UsageRecord, 'at' | 'sport' | 'endpoint' | 'cost'>,
): Promise<number> {
  const [row] = await db
    .insert(apiUsage)
    .values({
      ...record,
      used: null,
      remaining: null,
      status: null,
      errorCode: IN_FLIGHT,
      ok: false,
    })
    .returning({ id: apiUsage.id });
  if (!row) throw new Error('api usage insert returned no row');
  return row.id;
}

export async function finishApiUsage(
  db: Database,
  id: number,
  record: Omit<UsageRecord, 'at' | 'sport' | 'endpoint'>,
): Promise<void> {
  await db.update(apiUsage).set(record).where(eq(apiUsage.id, id));
}

/**
 * Credits spent since `since` according to our own records (the budget's source of truth), on
 * one endpoint when it is given.
 */
export async function creditsSpentSince(
  db: Database,
  since: Date,
  endpoint?: Endpoint,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${apiUsage.cost}), 0)` })
    .from(apiUsage)
    .where(
      endpoint === undefined
        ? sql`${apiUsage.at} >= ${since.toISOString()}::timestamptz`
        : sql`${apiUsage.at} >= ${since.toISOString()}::timestamptz and ${apiUsage.endpoint} = ${endpoint}`,
    );
  return Number(row?.total ?? 0);
}

export async function purgePriceHistory(db: Database, olderThan: Date): Promise<void> {
  await db.delete(priceChanges).where(lt(priceChanges.changedAt, olderThan));
}
