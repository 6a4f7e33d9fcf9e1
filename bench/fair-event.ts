import { normalCdf } from '../src/core/normal-distribution';

/**
 * The true state of a synthetic event, before any book prices it: who is likely to win, where
 * the main spread and total sit, and how the result spreads around them.
 */

export type Random = () => number;

export interface Sport {
  key: string;
  title: string;
  weight: number;
  /** One step of the line, and the spread of the result around it (as core's middle model). */
  spreadStep: number;
  totalStep: number;
  spreadSd: number;
  totalSd: number;
  draw: boolean;
}

const SPORTS: readonly Sport[] = [
  {
    key: 'basketball_nba',
    title: 'NBA',
    weight: 0.5,
    spreadStep: 1,
    totalStep: 1,
    spreadSd: 12.5,
    totalSd: 18,
    draw: false,
  },
  {
    key: 'americanfootball_nfl',
    title: 'NFL',
    weight: 0.15,
    spreadStep: 0.5,
    totalStep: 0.5,
    spreadSd: 13.5,
    totalSd: 13.5,
    draw: false,
  },
  {
    key: 'soccer_epl',
    title: 'EPL',
    weight: 0.35,
    spreadStep: 0.25,
    totalStep: 0.25,
    spreadSd: 1.7,
    totalSd: 1.6,
    draw: true,
  },
];

/** mulberry32: a small seeded generator whose every bit is usable (an LCG's low bits are not). */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pickSport(random: Random): Sport {
  let roll = random();
  for (const sport of SPORTS) {
    roll -= sport.weight;
    if (roll < 0) return sport;
  }
  return SPORTS[0]!;
}

/** The fair state of one event: outcome probabilities and the main lines. */
export interface Fair {
  sport: Sport;
  h2h: number[];
  spread: number;
  total: number;
  /** The retail books' lean on the first outcome of each market (up to ± the lean given). */
  lean: { h2h: number; spreads: number; totals: number };
}

const leanOf = (random: Random, lean: number) => ({
  h2h: (random() * 2 - 1) * lean,
  spreads: (random() * 2 - 1) * lean,
  totals: (random() * 2 - 1) * lean,
});

const onStep = (value: number, step: number, offset: number) =>
  Math.round((value - offset) / step) * step + offset;

export function fairEvent(sport: Sport, random: Random, retailLean: number): Fair {
  if (sport.draw) {
    const home = 0.2 + random() * 0.4;
    const draw = 0.22 + random() * 0.08;
    const spread = onStep((0.5 - home) * 4, 0.25, 0);
    return {
      sport,
      h2h: [home, draw, 1 - home - draw],
      spread,
      total: onStep(2.25 + random(), 0.25, 0),
      lean: leanOf(random, retailLean),
    };
  }
  const home = 0.2 + random() * 0.6;
  const scale = sport.key.startsWith('basketball') ? 40 : 35;
  const base = sport.key.startsWith('basketball') ? 205 : 38;
  return {
    sport,
    h2h: [home, 1 - home],
    spread: onStep((0.5 - home) * scale, sport.spreadStep, 0.5),
    total: onStep(base + random() * 30, sport.totalStep, 0.5),
    lean: leanOf(random, retailLean),
  };
}

/** Probability that home covers `line` (or the total goes over it), the fair line being `main`. */
export const coverProbability = (line: number, main: number, sd: number, over: boolean) =>
  over ? 1 - normalCdf(line, main, sd) : normalCdf(line, main, sd);

/** The event's prices as they were before the market moved: the mispriced book still quotes them. */
export function beforeMove(fair: Fair, random: Random): Fair {
  const move = (0.04 + random() * 0.06) * (random() < 0.5 ? -1 : 1);
  const h2h = [...fair.h2h];
  h2h[0] = h2h[0]! + move;
  h2h[h2h.length - 1] = h2h[h2h.length - 1]! - move;
  const lines = Math.round(move * 25);
  return {
    ...fair,
    h2h,
    spread: fair.spread - lines * fair.sport.spreadStep,
    total: fair.total + lines * fair.sport.totalStep,
  };
}
