import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ScoredClose } from '../../core/calibration/scorecard';
import { FAIR_METHODS, type FairMethod } from '../../core/devig';
import type { Database } from '../db/database';
import { marketCloses } from '../db/schema/index';

export interface CloseRows {
  closes: ScoredClose[];
  /** Start times of the closes read, for "the data runs from … to …". */
  times: number[];
  /** Stored closes that did not read as six distributions over the set (left out, counted). */
  dropped: number;
}

const probabilities = z.array(z.number().gt(0).lt(1)).min(2);
const byMethodSchema = z.object(
  Object.fromEntries(FAIR_METHODS.map((method) => [method, probabilities])) as Record<
    FairMethod,
    typeof probabilities
  >,
);

/**
 * The kept closes of one source since `since`: from the feed, those whose result named a winner
 * (scored against it); from the simulator, those with its true probabilities (scored against
 * them, result or not). The two are never read together.
 */
export async function readScoredCloses(
  db: Database,
  source: 'feed' | 'simulator',
  since: Date,
): Promise<CloseRows> {
  const rows = await db
    .select({
      sport: marketCloses.sportKey,
      market: marketCloses.market,
      start: marketCloses.commenceTime,
      slots: marketCloses.slots,
      byMethod: marketCloses.fairByMethod,
      winner: marketCloses.winner,
      known: marketCloses.knownProbabilities,
    })
    .from(marketCloses)
    .where(
      and(
        eq(marketCloses.source, source),
        gte(marketCloses.commenceTime, since),
        source === 'feed'
          ? isNotNull(marketCloses.winner)
          : isNotNull(marketCloses.knownProbabilities),
      ),
    );
  let dropped = 0;
  const times: number[] = [];
  const closes = rows.flatMap((row): ScoredClose[] => {
    const size = Array.isArray(row.slots) ? row.slots.length : 0;
    const parsed = byMethodSchema.safeParse(row.byMethod);
    const known = row.known === null ? null : probabilities.safeParse(row.known);
    const fits =
      parsed.success &&
      FAIR_METHODS.every((method) => parsed.data[method].length === size) &&
      (known === null || (known.success && known.data.length === size)) &&
      (row.winner === null || (row.winner >= 0 && row.winner < size));
    if (!fits) {
      dropped++;
      return [];
    }
    times.push(row.start.getTime());
    return [
      {
        sport: row.sport,
        market: row.market,
        byMethod: parsed.data,
        winner: row.winner,
        known: known?.success ? known.data : null,
      },
    ];
  });
  return { closes, times, dropped };
}
