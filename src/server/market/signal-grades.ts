import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketKind } from '../../core/market';
import { closingPrices } from '../../core/portfolio/closing-line';
import { priceQuotes } from '../../core/quote-selection';
import { followPrice } from '../../core/track-record/follow-price';
import type { Database } from '../db/database';
import { events, marketSignals } from '../db/schema/index';
import { PeriodicPass } from '../platform/jobs/periodic-pass';
import { CLOSE_GRACE_MS, closingQuotes, closingSlice } from '../odds/event-results';

const MARKETS: readonly string[] = ['h2h', 'spreads', 'totals'];

/**
 * Grades each logged signal once its game has started (and the last prices before it are in): the best price of its side at the signal
 * (what following it would have got) against the fair close of the same line. A signal with no
 * price or no close is graded without a CLV, so it counts as graded but adds no figure.
 */
export async function gradeDueSignals(db: Database, now: Date, limit = 500): Promise<number> {
  const due = await db
    .select({ signal: marketSignals, homeTeam: events.homeTeam, awayTeam: events.awayTeam })
    .from(marketSignals)
    .leftJoin(events, eq(events.id, marketSignals.eventId))
    .where(
      and(
        isNull(marketSignals.gradedAt),
        lte(marketSignals.commenceTime, new Date(now.getTime() - CLOSE_GRACE_MS)),
      ),
    )
    .orderBy(asc(marketSignals.commenceTime))
    .limit(limit);
  let graded = 0;
  for (const { signal, homeTeam, awayTeam } of due) {
    const market = signal.market as MarketKind;
    const known = MARKETS.includes(market);
    const taken = known
      ? followPrice(
          priceQuotes(await closingQuotes(db, signal.eventId, market, signal.signalledAt), {
            now: signal.signalledAt.getTime(),
            maxAgeMs: Number.POSITIVE_INFINITY,
          }),
          signal.side,
        )
      : null;
    const close =
      taken &&
      closingPrices(
        await closingSlice(
          db,
          {
            id: signal.eventId,
            sportKey: signal.sportKey,
            homeTeam: homeTeam ?? '',
            awayTeam: awayTeam ?? '',
            start: signal.commenceTime,
          },
          market,
        ),
        { book: taken.book, outcome: signal.side, point: taken.point },
      );
    const rows = await db
      .update(marketSignals)
      .set({
        gradedAt: now,
        signalOdds: taken?.price ?? null,
        signalBook: taken?.book ?? null,
        signalPoint: taken?.point ?? null,
        fairCloseByMethod: close?.fairByMethod ?? null,
        closeReference: close?.reference ?? null,
      })
      .where(and(eq(marketSignals.id, signal.id), isNull(marketSignals.gradedAt)))
      .returning({ id: marketSignals.id });
    graded += rows.length;
  }
  return graded;
}

/** Grades due signals every interval, in the background, one pass at a time. */
export class SignalGrader {
  private readonly passes: PeriodicPass<number>;

  constructor(db: Database, log: FastifyBaseLogger, clock: () => Date) {
    this.passes = new PeriodicPass(
      () => gradeDueSignals(db, clock()),
      0,
      log,
      'grading market signals failed; retrying next pass',
    );
  }

  runOnce() {
    return this.passes.runOnce();
  }
}
