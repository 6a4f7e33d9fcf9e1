import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { closingSets } from '../../core/calibration/closing-sets';
import { betMarkets } from '../../core/portfolio/bet-settlement';
import type { Database } from '../db/database';
import { closeCaptures, events, marketCloses } from '../db/schema/index';
import { CLOSE_GRACE_MS, closingSlice } from '../odds/event-results';
import type { KnownProbabilities } from './simulator-truth';

/** Where the closes come from; the simulator's also carry its true probabilities. */
export type CloseSource =
  | { readonly kind: 'feed' }
  /** `known` is null where the simulator runs in another process: still simulated data. */
  | { readonly kind: 'simulator'; readonly known: KnownProbabilities | null };

/**
 * One pass: every started event not looked at yet (the last pre-start poll is in once
 * CLOSE_GRACE_MS have passed) has each market's close kept, every line with a usable reference,
 * once: the event is marked in close_captures in the same transaction, so a pass that runs twice
 * (two jobs processes, a retry) keeps one row per event, market and line.
 */
export async function captureDueCloses(
  db: Database,
  now: Date,
  source: CloseSource,
  limit = 100,
): Promise<number> {
  const due = await db
    .select({
      id: events.id,
      sportKey: events.sportKey,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      start: events.commenceTime,
    })
    .from(events)
    .leftJoin(closeCaptures, eq(closeCaptures.eventId, events.id))
    .where(
      and(
        isNull(closeCaptures.eventId),
        lte(events.commenceTime, new Date(now.getTime() - CLOSE_GRACE_MS)),
      ),
    )
    .orderBy(asc(events.commenceTime))
    .limit(limit);
  let kept = 0;
  for (const event of due) {
    const rows: (typeof marketCloses.$inferInsert)[] = [];
    for (const market of betMarkets) {
      const sets = closingSets(await closingSlice(db, event, market));
      if (sets.length === 0) continue;
      const known =
        source.kind === 'simulator' && source.known
          ? await source.known(event, market, sets)
          : null;
      sets.forEach((set, index) =>
        rows.push({
          eventId: event.id,
          market,
          line: set.line,
          sportKey: event.sportKey,
          commenceTime: event.start,
          source: source.kind,
          reference: set.reference,
          slots: [...set.slots],
          fairByMethod: set.byMethod,
          knownProbabilities: known?.[index] ?? null,
          capturedAt: now,
        }),
      );
    }
    await db.transaction(async (tx) => {
      const marked = await tx
        .insert(closeCaptures)
        .values({ eventId: event.id, capturedAt: now, closes: rows.length })
        .onConflictDoNothing()
        .returning({ id: closeCaptures.eventId });
      if (marked.length === 0 || rows.length === 0) return;
      await tx.insert(marketCloses).values(rows).onConflictDoNothing();
      kept += rows.length;
    });
  }
  return kept;
}
