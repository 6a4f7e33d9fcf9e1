import { gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FAIR_METHODS } from '../../core/devig';
import { PICK_RESULTS } from '../../core/graded-picks';
import type { FairCloseByMethod } from '../../core/portfolio/closing-line';
import {
  monthOf,
  SIGNAL_KINDS,
  type RecordPick,
  type RecordSignal,
} from '../../core/track-record/track-record';
import type { Database } from '../db/database';
import { marketSignals, opportunityLog, pickGrades } from '../db/schema/index';
import { publishedPicks } from '../admin/graded-picks';

const closeSchema = z.object(
  Object.fromEntries(FAIR_METHODS.map((method) => [method, z.number().gt(0).lt(1)])) as Record<
    (typeof FAIR_METHODS)[number],
    z.ZodNumber
  >,
);

/**
 * A stored close, or null. One that does not read as every method's probability is dropped
 * (and counted): a row written by a bug must not tilt a public figure.
 */
function closeOf(value: unknown, dropped: { closes: number }): FairCloseByMethod | null {
  if (value === null || value === undefined) return null;
  const parsed = closeSchema.safeParse(typeof value === 'string' ? parseJson(value) : value);
  if (parsed.success) return parsed.data;
  dropped.closes++;
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const resultSchema = z.enum(PICK_RESULTS).nullable();

export interface RecordRows {
  picks: RecordPick[];
  signals: RecordSignal[];
  /** Publication times of the rows read, for "the data runs from … to …". */
  times: number[];
  dropped: { closes: number; rows: number };
}

/**
 * The platform's published value bets (first publication of each, as the admin's graded picks
 * count them) and its logged signals since `since`: nothing of any member is read.
 */
export async function readRecordRows(db: Database, since: Date): Promise<RecordRows> {
  const dropped = { closes: 0, rows: 0 };
  const picked = (await db.execute(sql`
    select l.sport_key, l.market, picks.first_seen, l.legs->0->>'effectivePrice' as odds,
      g.result, g.profit_cents, g.fair_close_by_method
    from ${publishedPicks(null)}
    join ${opportunityLog} l on l.id = picks.id
    left join ${pickGrades} g on g.pick_id = picks.id
    where picks.first_seen >= ${since.toISOString()}::timestamptz`)) as unknown as {
    rows: {
      sport_key: string;
      market: string;
      first_seen: string | Date;
      odds: string | null;
      result: string | null;
      profit_cents: number | string | null;
      fair_close_by_method: unknown;
    }[];
  };
  const times: number[] = [];
  const picks = picked.rows.flatMap((row): RecordPick[] => {
    const result = resultSchema.safeParse(row.result);
    const odds = Number(row.odds);
    const time = new Date(row.first_seen).getTime();
    if (!result.success || !(odds > 1) || Number.isNaN(time)) {
      dropped.rows++;
      return [];
    }
    times.push(time);
    return [
      {
        sport: row.sport_key,
        market: row.market,
        month: monthOf(time),
        result: result.data,
        profitCents: Number(row.profit_cents ?? 0),
        odds,
        close: closeOf(row.fair_close_by_method, dropped),
      },
    ];
  });
  const logged = await db
    .select({
      kind: marketSignals.kind,
      sport: marketSignals.sportKey,
      market: marketSignals.market,
      signalledAt: marketSignals.signalledAt,
      gradedAt: marketSignals.gradedAt,
      odds: marketSignals.signalOdds,
      close: marketSignals.fairCloseByMethod,
    })
    .from(marketSignals)
    .where(gte(marketSignals.signalledAt, since));
  const signals = logged.flatMap((row): RecordSignal[] => {
    if (!(SIGNAL_KINDS as readonly string[]).includes(row.kind)) {
      dropped.rows++;
      return [];
    }
    times.push(row.signalledAt.getTime());
    return [
      {
        kind: row.kind,
        sport: row.sport,
        market: row.market,
        month: monthOf(row.signalledAt.getTime()),
        graded: row.gradedAt !== null,
        odds: row.odds,
        close: closeOf(row.close, dropped),
      },
    ];
  });
  return { picks, signals, times, dropped };
}
