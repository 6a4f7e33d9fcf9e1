import type { DevigMethod } from './devig';
import { KELLY_MULTIPLIERS, type KellyVariant } from './kelly';

/**
 * "How is this computed": the note beside every derived figure a member is shown, written from the
 * parameters the figure was computed with (the devig method and reference actually used, the Kelly
 * fraction chosen, the middle model's mean and spread, the trust thresholds in force), so the
 * words cannot drift from the code. One builder per figure; the screens and the server's method
 * texts all call these.
 */

export const DEVIG_METHOD_LABELS: Record<DevigMethod, string> = {
  multiplicative: 'multiplicative devig',
  additive: 'additive devig',
  power: 'power devig',
  shin: 'Shin devig',
  'odds-ratio': 'odds-ratio devig',
  logit: 'logit devig (the odds-ratio model in log-odds)',
  'worst-case': 'worst case of six devig methods',
};

/** What each method assumes about the margin, in one sentence (core/devig.ts's solvers). */
export const DEVIG_METHOD_ASSUMPTIONS: Record<DevigMethod, string> = {
  multiplicative: 'the margin is spread in proportion to each implied probability',
  additive: 'every outcome carries the same absolute share of the margin',
  power:
    'each fair probability is the implied one raised to one common exponent, so long shots carry more of the margin',
  shin: 'the margin protects the book from a share of insider money (Shin 1993)',
  'odds-ratio': 'the odds ratio between implied and fair probability is the same for every outcome',
  logit: 'the margin lowers every outcome’s log-odds by the same amount',
  'worst-case': 'nothing: each outcome takes the lowest probability any of the six methods gives',
};

export type ReferenceKindName = 'pinnacle' | 'exchange' | 'consensus';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;
const signedPercent = (fraction: number) =>
  `${fraction >= 0 ? '+' : '−'}${Math.abs(fraction * 100).toFixed(2)} %`;
const odds = (price: number) => price.toFixed(2);
const probability = (p: number) => p.toFixed(4);
const money = (amount: number) => `$${amount.toFixed(2)}`;

/** "Pinnacle", "the Betfair exchange (net of its commission)", "the consensus of 4 books". */
export function describeReference(kind: ReferenceKindName, bookTitles: readonly string[]): string {
  if (kind === 'pinnacle') return 'Pinnacle, the sharp book';
  if (kind === 'exchange') {
    const names = bookTitles.join(', ');
    return `${names === '' ? 'the' : `the ${names}`} exchange (net of its commission)`;
  }
  const count = bookTitles.length;
  return `the consensus of ${count} book${count === 1 ? '' : 's'} pricing every outcome (their implied probabilities averaged)`;
}

export interface FairPriceParameters {
  readonly method: DevigMethod;
  readonly reference: ReferenceKindName;
  readonly referenceBookTitles: readonly string[];
  readonly probability: number;
}

export function fairPriceNote(p: FairPriceParameters): string {
  return (
    `Fair probability ${probability(p.probability)}, fair odds 1 ÷ ${probability(p.probability)} = ` +
    `${odds(1 / p.probability)}: the prices of ${describeReference(p.reference, p.referenceBookTitles)} ` +
    `with the margin removed by ${DEVIG_METHOD_LABELS[p.method]}, which assumes ` +
    `${DEVIG_METHOD_ASSUMPTIONS[p.method]}. An estimate of the true chance, not a certainty.`
  );
}

export interface EvParameters extends FairPriceParameters {
  /** The price the bet pays, net of commission. */
  readonly price: number;
  readonly ev: number;
  /** The range of the EV over the six methods, when known. */
  readonly range?: { readonly min: number; readonly max: number } | null;
}

export function evNote(p: EvParameters): string {
  const range = p.range
    ? ` Under the six devig methods it ranges from ${signedPercent(p.range.min)} to ${signedPercent(p.range.max)}.`
    : '';
  return (
    `EV = fair probability × price − 1 = ${probability(p.probability)} × ${odds(p.price)} − 1 = ` +
    `${signedPercent(p.ev)} per unit staked, with the fair probability from ` +
    `${describeReference(p.reference, p.referenceBookTitles)} by ${DEVIG_METHOD_LABELS[p.method]}.` +
    `${range} An estimate: it pays off only on average, over many bets.`
  );
}

export interface KellyParameters {
  readonly variant: KellyVariant;
  readonly probability: number;
  readonly price: number;
  readonly bankroll: number | null;
  readonly method: DevigMethod;
}

export function kellyNote(p: KellyParameters): string {
  const multiplier = KELLY_MULTIPLIERS[p.variant];
  const full = Math.max(0, (p.probability * p.price - 1) / (p.price - 1));
  const fraction = full * multiplier;
  const stake =
    p.bankroll === null
      ? 'of your bankroll'
      : `of your ${money(p.bankroll)} bankroll = ${money(Math.floor(p.bankroll * fraction * 100 + 1e-6) / 100)}`;
  return (
    `Full Kelly f* = (p·d − 1) ÷ (d − 1) = (${probability(p.probability)} × ${odds(p.price)} − 1) ÷ ` +
    `${odds(p.price - 1)} = ${percent(full)}; the chosen stake is ${multiplier} × f* = ` +
    `${percent(fraction)} ${stake}, rounded down to the cent and cut to the book's limit. ` +
    `p is the fair probability by ${DEVIG_METHOD_LABELS[p.method]}; below full Kelly limits the ` +
    `damage when it is overestimated.`
  );
}

export interface ClvParameters {
  readonly method: DevigMethod;
  readonly odds?: number;
  readonly fairClosingOdds?: number;
}

export function clvNote(p: ClvParameters): string {
  const figures =
    p.odds !== undefined && p.fairClosingOdds !== undefined
      ? ` = ${odds(p.odds)} ÷ ${odds(p.fairClosingOdds)} − 1 = ${signedPercent(p.odds / p.fairClosingOdds - 1)}`
      : '';
  return (
    `Closing-line value = your decimal odds ÷ the fair closing odds − 1${figures}. The fair close ` +
    `is the sharp reference (Pinnacle, else an exchange, else the consensus of books) with its ` +
    `margin removed by ${DEVIG_METHOD_LABELS[p.method]}, as each book last set it before the start. Beating ` +
    `it is the best early sign of an edge, long before results are.`
  );
}

/** A middle's figures as served (the contract's middle detail has them). */
export interface MiddleChanceParameters {
  readonly hitProbability: number;
  /** The whole-number results on which both bets win. */
  readonly hitResults: readonly number[];
  readonly window: { readonly low: number; readonly high: number };
  readonly model: {
    readonly mean: number;
    readonly standardDeviation: number;
    readonly basis: string;
  };
}

export function middleChanceNote(p: MiddleChanceParameters): string {
  return (
    `Chance both bets win: results between ${p.window.low} and ${p.window.high} win both, that ` +
    `is ${p.hitResults.join(', ')}. Each whole result n counts the probability of a normal ` +
    `distribution with mean ${p.model.mean} and standard deviation ${p.model.standardDeviation} ` +
    `between n − ½ and n + ½; summed, ${percent(p.hitProbability)}. An estimate from a model. ` +
    `${p.model.basis}`
  );
}

export interface CapacityParameters {
  readonly kind: 'arbitrage' | 'value' | 'middle';
  readonly legs: readonly {
    readonly bookTitle: string;
    readonly limit: number | null;
    readonly stakeRatio: number;
  }[];
  readonly maxStake: number | null;
  readonly profitAtMaxStake: number | null;
}

export function capacityNote(p: CapacityParameters): string {
  const stated = p.legs.filter((leg) => leg.limit !== null && leg.stakeRatio > 0);
  if (p.maxStake === null || stated.length === 0) {
    return 'No book in this opportunity states a stake limit, so how much fits is unknown (not unlimited).';
  }
  const terms = stated
    .map(
      (leg) =>
        `${leg.bookTitle} ${money(leg.limit ?? 0)} ÷ ${percent(leg.stakeRatio)} of the stake = ${money((leg.limit ?? 0) / leg.stakeRatio)}`,
    )
    .join('; ');
  const profit = p.kind === 'arbitrage' ? 'guaranteed profit' : 'expected profit (an estimate)';
  return (
    `Largest total stake with every bet inside its book's limit: the smallest of ${terms}, ` +
    `rounded down to the cent = ${money(p.maxStake)}. At that stake the ${profit} is ` +
    `${p.profitAtMaxStake === null ? 'unknown' : money(p.profitAtMaxStake)}.`
  );
}

export interface TrustParameters {
  readonly freshWithinSeconds: number;
  readonly confirmedForSeconds: number;
  readonly outlierShare: number;
  readonly minBooks: number;
}

export function trustNote(p: TrustParameters): string {
  return (
    `Confirmed: a re-check at the source found the same prices within the last ` +
    `${p.confirmedForSeconds} s. Fresh: every price was quoted within ${p.freshWithinSeconds} s. ` +
    `Stale: a price is older than that. Suspect: a price's implied probability is more than ` +
    `${percent(p.outlierShare)} below the other books' median for the same outcome (a likely ` +
    `void), or fewer than ${p.minBooks} books quote the market, or every bet is at one book. ` +
    `Only confirmed and fresh are called guaranteed.`
  );
}
