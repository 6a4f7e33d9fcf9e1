import type { BookProfile } from './catalog-books';
import type { SportDef } from './catalog-sports';
import { hashUnit } from './prng';

/**
 * Maximum stake per outcome (includeBetLimits=true). Sharp books take far more than recreational
 * ones, majors more than minor leagues, and limits grow as the start nears. Computed at serve time
 * from hashes, so it never disturbs the market's random stream.
 */
export function betLimit(
  book: BookProfile,
  sport: SportDef,
  seed: number,
  eventId: string,
  marketKey: string,
  outcome: number,
  commence: number,
  now: number,
): number {
  const hours = Math.max(0, (commence - now) / 3_600_000);
  const depth = 0.35 + 0.65 * Math.exp(-hours / 18);
  const marketShare = marketKey === 'h2h' ? 1 : marketKey === 'outrights' ? 0.1 : 0.7;
  let limit = book.limit * sport.limitScale * depth * marketShare;
  if (book.commission !== null) {
    // Exchange liquidity at the best price comes and goes minute by minute.
    limit *=
      0.2 +
      1.6 *
        hashUnit(
          seed,
          'liquidity',
          eventId,
          book.key,
          marketKey,
          outcome,
          Math.floor(now / 60_000),
        );
  }
  return roundLimit(Math.max(5, limit));
}

/** Two significant figures, as books display limits. */
function roundLimit(v: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(v)) - 1);
  return Math.round(v / magnitude) * magnitude;
}
