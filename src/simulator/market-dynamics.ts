import type { SportDef } from './catalog-sports';
import type { SimEvent } from './model-types';
import { HISTORY_TICKS, TICK_MS } from './model-types';
import { matchModel } from './outcome-model';

/**
 * How the fair value of an event moves: a mean-reverting random walk in logit space (slow drift
 * as opinion settles) plus occasional sharp-led jumps (team news, steam) that the sharp books take
 * within seconds and the rest of the market follows with its own delays.
 */

const SECONDS_PER_TICK = TICK_MS / 1000;
/** Mean reversion towards the anchor: half-life of about eight hours. */
const REVERSION = SECONDS_PER_TICK / (12 * 3600);
/** Random-walk volatility per tick: about 1 % of probability per hour at evens. */
const DRIFT_X = 0.0007 * Math.sqrt(SECONDS_PER_TICK);
const DRIFT_T = 0.0004 * Math.sqrt(SECONDS_PER_TICK);
/** Jumps per event per hour far from the start; news flow picks up as kick-off nears. */
const JUMPS_PER_HOUR = 0.55;
/** Median jump in logit units at evens (≈ 3.2 % of probability), log-normally spread and capped. */
const JUMP_MEDIAN = 0.13;
const JUMP_SPREAD = 0.4;
const JUMP_MAX = 0.4;
/** Share of jumps that hit the total (weather, line-ups) rather than who wins. */
const TOTAL_JUMP_SHARE = 0.25;

const scaleCache = new Map<string, number>();

/**
 * Logit units that move the home win probability as much as one unit does for a plain logistic:
 * goals sports map x to probabilities through a Poisson model, which is flatter.
 */
export function xScale(sport: SportDef): number {
  const cached = scaleCache.get(sport.key);
  if (cached !== undefined) return cached;
  const x0 = sport.homeAdv;
  const tot = sport.totalMean;
  const slope =
    ((matchModel(sport, x0 + 0.01, tot).h2h[0] ?? 0) -
      (matchModel(sport, x0 - 0.01, tot).h2h[0] ?? 0)) /
    0.02;
  const scale = slope > 0 ? Math.min(6, 0.25 / slope) : 1;
  scaleCache.set(sport.key, scale);
  return scale;
}

/** Tick of the next jump: an exponential wait whose rate rises close to the start. */
export function nextJumpTick(event: SimEvent, tick: number, now: number): number {
  const hoursToStart = Math.max(0, (event.commence - now) / 3_600_000);
  const rate = JUMPS_PER_HOUR * (1 + 2 * Math.exp(-hoursToStart / 4));
  const waitS = event.rng.exponential(3600 / rate);
  return tick + 1 + Math.floor(waitS / SECONDS_PER_TICK);
}

/**
 * A jump in an event's fair value: which latent value moved (home strength x, or the expected
 * total), and its value just before and just after (after this tick's drift, clamped).
 */
export interface FairJump {
  readonly kind: 'strength' | 'total';
  readonly before: number;
  readonly after: number;
}

/**
 * Advance one event's fair value by one tick and record it in the history ring.
 * Returns the jump when the fair value jumped (so the sharp books can be told), else null.
 */
export function evolveEvent(event: SimEvent, tick: number, now: number): FairJump | null {
  const { sport, rng, xScale: scale, totUnit: unit } = event;
  event.x += REVERSION * (event.anchorX - event.x) + DRIFT_X * scale * rng.normal();
  event.tot += REVERSION * (event.anchorTot - event.tot) + DRIFT_T * unit * rng.normal();
  let jump: FairJump | null = null;
  if (tick >= event.nextJumpTick) {
    const size = Math.min(JUMP_MAX, JUMP_MEDIAN * Math.exp(JUMP_SPREAD * rng.normal()));
    const sign = rng.chance(0.5) ? 1 : -1;
    if (sport.markets.includes('totals') && rng.chance(TOTAL_JUMP_SHARE)) {
      const dt = sign * size * 0.25 * unit;
      const before = event.tot;
      event.tot = Math.max(0.3 * sport.totalMean, event.tot + dt);
      event.anchorTot += dt;
      jump = { kind: 'total', before, after: event.tot };
    } else {
      // Keep probabilities off the extremes, as real prices stay within ~1.02–50.
      const dx = sign * size * scale;
      const before = event.x;
      event.x = Math.max(-4 * scale, Math.min(4 * scale, event.x + dx));
      event.anchorX += dx;
      jump = { kind: 'strength', before, after: event.x };
    }
    event.nextJumpTick = nextJumpTick(event, tick, now);
  }
  const slot = tick & (HISTORY_TICKS - 1);
  event.histX[slot] = event.x;
  event.histTot[slot] = event.tot;
  return jump;
}
