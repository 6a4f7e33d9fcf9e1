import type { SportDef } from './catalog-sports';
import { normCdf, normInv, sigmoid } from './odds-math';

/**
 * Maps an event's latent state (x = home strength in logit units, tot = expected combined score)
 * to outcome probabilities for every market, so h2h, spreads and totals are mutually consistent.
 */
export interface MatchModel {
  /** h2h probabilities in wire order: home, away, then Draw when three-way. */
  readonly h2h: readonly number[];
  /** P(home covers with handicap `point`), point on the sport's half-point grid. */
  cover(point: number): number;
  /** P(combined score over `line`). */
  over(line: number): number;
  /** Mean home margin and mean total, to seed the choice of line. */
  readonly meanMargin: number;
  readonly meanTotal: number;
}

export function matchModel(sport: SportDef, x: number, tot: number): MatchModel {
  if (sport.kind === 'goals') return goalsModel(sport, x, tot);
  const p = sigmoid(x);
  if (sport.kind === 'binary') {
    return { h2h: [p, 1 - p], cover: () => 0.5, over: () => 0.5, meanMargin: 0, meanTotal: 0 };
  }
  const mu = sport.marginSd * normInv(p);
  return {
    h2h: [p, 1 - p],
    cover: (point) => normCdf((mu + point) / sport.marginSd),
    over: (line) => 1 - normCdf((line - tot) / sport.totalSd),
    meanMargin: mu,
    meanTotal: tot,
  };
}

/** The home side's share of the expected goals; exported for the score draw. */
export function goalRates(x: number, tot: number): [home: number, away: number] {
  const share = sigmoid(x);
  return [tot * share, tot * (1 - share)];
}

/** Scratch buffers for the goals grid: a model is used straight away, so they can be reused. */
const SIZE = 160;
const PH = new Float64Array(SIZE);
const PA = new Float64Array(SIZE);
const MARGIN = new Float64Array(SIZE);
const TOTAL = new Float64Array(SIZE);
const COVER_FROM = new Float64Array(SIZE + 1);
const OVER_FROM = new Float64Array(SIZE + 1);

/**
 * Independent Poisson goals per side. Without draws (hockey, baseball) a level score goes to
 * overtime / extra innings: one more goal for the side that wins it (chance = its goal share).
 * The returned model reads shared buffers: use it before building the next one.
 */
function goalsModel(sport: SportDef, x: number, tot: number): MatchModel {
  const [lh, la] = goalRates(x, tot);
  const big = Math.max(lh, la);
  const max = Math.min(Math.ceil(big + 4.5 * Math.sqrt(big) + 3), (SIZE >> 1) - 2);
  poissonInto(lh, max, PH);
  poissonInto(la, max, PA);
  // MARGIN[m + zero] = P(home - away = m); TOTAL[n] = P(home + away = n).
  const zero = max + 1;
  const mLen = 2 * max + 3;
  const tLen = 2 * max + 2;
  MARGIN.fill(0, 0, mLen);
  TOTAL.fill(0, 0, tLen);
  const shareHome = lh / (lh + la);
  for (let h = 0; h <= max; h++) {
    const a0 = PH[h] ?? 0;
    for (let a = 0; a <= max; a++) {
      const pr = a0 * (PA[a] ?? 0);
      if (h === a && !sport.draw) {
        // Split the tie between the two overtime winners; the winning goal adds one to the total.
        MARGIN[zero + 1] = (MARGIN[zero + 1] ?? 0) + pr * shareHome;
        MARGIN[zero - 1] = (MARGIN[zero - 1] ?? 0) + pr * (1 - shareHome);
        TOTAL[h + a + 1] = (TOTAL[h + a + 1] ?? 0) + pr;
      } else {
        MARGIN[h - a + zero] = (MARGIN[h - a + zero] ?? 0) + pr;
        TOTAL[h + a] = (TOTAL[h + a] ?? 0) + pr;
      }
    }
  }
  // Suffix sums: COVER_FROM[i] = P(margin index >= i), OVER_FROM[n] = P(total >= n).
  suffixInto(MARGIN, mLen, COVER_FROM);
  suffixInto(TOTAL, tLen, OVER_FROM);
  const home = COVER_FROM[zero + 1] ?? 0;
  const drawP = MARGIN[zero] ?? 0;
  const away = Math.max(0, 1 - home - drawP);
  return {
    h2h: sport.draw ? [home, away, drawP] : [home, away],
    // Home covers handicap p when margin + p > 0, i.e. margin >= floor(-p) + 1.
    cover: (point) => at(COVER_FROM, Math.floor(-point) + 1 + zero, mLen),
    over: (line) => at(OVER_FROM, Math.floor(line) + 1, tLen),
    meanMargin: lh - la,
    meanTotal: lh + la,
  };
}

function poissonInto(lambda: number, max: number, out: Float64Array): void {
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k <= max; k++) {
    out[k] = p;
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out[max] = (out[max] ?? 0) + Math.max(0, 1 - sum);
}

function suffixInto(arr: Float64Array, len: number, out: Float64Array): void {
  out[len] = 0;
  for (let i = len - 1; i >= 0; i--) out[i] = (out[i + 1] ?? 0) + (arr[i] ?? 0);
}

function at(arr: Float64Array, i: number, len: number): number {
  if (i <= 0) return 1;
  if (i >= len) return 0;
  return arr[i] ?? 0;
}

/**
 * Walks a line along its grid until the probability is as near 50 % as the grid allows. A book only
 * moves off its current line when the next one is clearly better (`stickiness`), so lines move in
 * occasional half-point steps rather than flickering.
 */
export function chooseLine(
  start: number,
  step: number,
  prob: (line: number) => number,
  increasing: boolean,
  stickiness: number,
): number {
  let line = start;
  for (let i = 0; i < 60; i++) {
    const p = prob(line);
    // For spreads P(cover) rises with the line; for totals P(over) falls. Step towards 50 %.
    const up = increasing ? p < 0.5 : p > 0.5;
    const next = up ? line + step : line - step;
    if (Math.abs(prob(next) - 0.5) + stickiness >= Math.abs(p - 0.5)) return line;
    line = next;
  }
  return line;
}

/** Nearest line on the sport's grid (whole halves for goals sports, so no pushes). */
export function snapLine(value: number, step: number): number {
  if (step === 1) return Math.floor(value) + 0.5;
  const snapped = Math.round(value / step) * step;
  return snapped === 0 ? 0 : snapped;
}
