import type { SportDef } from './catalog-sports';
import type { FinalScore } from './model-types';
import { normInv, poissonDraw, sigmoid } from './odds-math';
import { goalRates } from './outcome-model';
import type { Rng } from './prng';

/**
 * Final scores drawn from the same model that priced the event, so grading is meaningful:
 * favourites win as often as their fair probability says and totals land around the line.
 */
export function drawFinalScore(sport: SportDef, x: number, tot: number, rng: Rng): FinalScore {
  if (sport.kind === 'goals') {
    const [lh, la] = goalRates(x, tot);
    let home = poissonDraw(lh, rng.float());
    let away = poissonDraw(la, rng.float());
    if (home === away && !sport.draw) {
      if (rng.chance(lh / (lh + la))) home++;
      else away++;
    }
    return { home, away };
  }
  const p = sigmoid(x);
  if (sport.kind === 'binary') {
    const homeWins = rng.chance(p);
    // Tennis: sets won; fights: 1 for the winner. Close matches go the distance more often.
    const loser =
      sport.setsToWin > 0
        ? Math.min(
            sport.setsToWin - 1,
            Math.floor(rng.float() * sport.setsToWin * (1.5 - Math.abs(p - 0.5))),
          )
        : 0;
    const win = sport.setsToWin > 0 ? sport.setsToWin : 1;
    return homeWins ? { home: win, away: loser } : { home: loser, away: win };
  }
  const mu = sport.marginSd * normInv(p);
  const margin = mu + sport.marginSd * rng.normal();
  let total = tot + sport.totalSd * rng.normal();
  total = Math.max(total, Math.abs(margin) + 2);
  let home = Math.max(0, Math.round((total + margin) / 2));
  let away = Math.max(0, Math.round((total - margin) / 2));
  if (home === away) {
    // No ties on the h2h board: overtime / super over settles it.
    if (margin >= 0) home++;
    else away++;
  }
  return { home, away };
}

/** Score part-way through a live event (monotone, so polling it looks like a game in progress). */
export function partialScore(final: FinalScore, progress: number): FinalScore {
  const f = Math.min(1, Math.max(0, progress));
  return { home: Math.floor(final.home * f), away: Math.floor(final.away * f) };
}
