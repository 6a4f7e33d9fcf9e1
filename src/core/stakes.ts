import { impliedSum } from './arbitrage';
import { isValidDecimal } from './odds-format';

/**
 * Stakes across the outcomes of one market. Prices are effective decimal prices (net of any
 * exchange commission), in the order of the outcomes. Money is in currency units (e.g. dollars)
 * at the edges and in integer cents wherever it has been rounded.
 */
export interface StakePlan {
  readonly stakes: readonly number[];
  readonly totalStaked: number;
  /** What each stake returns, stake included, if its outcome wins. */
  readonly payouts: readonly number[];
  /** payoutᵢ − totalStaked: the result for the whole plan when outcome i wins. */
  readonly profits: readonly number[];
  readonly minProfit: number;
  readonly maxProfit: number;
  /** Guaranteed return on the total: minProfit / totalStaked (0 when nothing is staked). */
  readonly roi: number;
}

export interface LimitCap {
  readonly requestedTotal: number;
  /** The largest total, at most the requested one, for which no leg exceeds its book's limit. */
  readonly totalStake: number;
  readonly capped: boolean;
  /** Index of the leg whose limit set the cap, or null when uncapped. */
  readonly bindingLeg: number | null;
}

/**
 * Binary doubles cannot hold most decimal prices exactly (2.3 × 100 = 229.99999999999997); a
 * millionth of a cent absorbs that before rounding down, and is far below any real amount.
 */
const CENT_TOLERANCE = 1e-6;

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Books pay out in whole cents and round in their own favour. */
export function payoutCents(stakeCents: number, price: number): number {
  return Math.floor(stakeCents * price + CENT_TOLERANCE);
}

function assertPrices(prices: readonly number[]): void {
  if (prices.length === 0 || !prices.every(isValidDecimal)) {
    throw new RangeError('stakes need at least one decimal price above 1');
  }
}

function assertMoney(amount: number): void {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`a stake must be a finite amount of at least 0, got ${amount}`);
  }
}

/** Share of the total on each outcome for equal payout: (1/dᵢ)/Σ. */
export function stakeRatios(prices: readonly number[]): number[] {
  assertPrices(prices);
  const sum = impliedSum(prices);
  return prices.map((price) => 1 / price / sum);
}

/**
 * Equal-payout stakes, unrounded: every outcome returns totalStake/Σ. These are the exact
 * figures an arbitrage's return is stated from; stakes to place come from roundStakes.
 */
export function optimalStakes(prices: readonly number[], totalStake: number): StakePlan {
  assertMoney(totalStake);
  const stakes = stakeRatios(prices).map((ratio) => ratio * totalStake);
  const payouts = stakes.map((stake, index) => stake * (prices[index] ?? 0));
  return summarise(stakes, totalStake, payouts);
}

/** Any stakes (manual entry, rounded plans), settled in cents as a book would pay them. */
export function evaluateStakes(prices: readonly number[], stakes: readonly number[]): StakePlan {
  assertPrices(prices);
  if (stakes.length !== prices.length) {
    throw new RangeError('one stake per price is needed');
  }
  stakes.forEach(assertMoney);
  const stakeCents = stakes.map(toCents);
  const totalCents = stakeCents.reduce((total, cents) => total + cents, 0);
  const payouts = stakeCents.map((cents, index) => payoutCents(cents, prices[index] ?? 0));
  return summarise(stakeCents.map(fromCents), fromCents(totalCents), payouts.map(fromCents));
}

function summarise(
  stakes: readonly number[],
  totalStaked: number,
  payouts: readonly number[],
): StakePlan {
  const profits = payouts.map((payout) => payout - totalStaked);
  const minProfit = Math.min(...profits);
  return {
    stakes,
    totalStaked,
    payouts,
    profits,
    minProfit,
    maxProfit: Math.max(...profits),
    roi: totalStaked > 0 ? minProfit / totalStaked : 0,
  };
}

/** The start of manual entry: the total split equally, leftover cents on the first legs. */
export function equalSplit(totalStake: number, count: number): number[] {
  assertMoney(totalStake);
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`cannot split a stake ${count} ways`);
  }
  const totalCents = toCents(totalStake);
  const base = Math.floor(totalCents / count);
  const leftover = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => fromCents(base + (index < leftover ? 1 : 0)));
}

/**
 * Scales the total down until no equal-payout stake exceeds its book's limit. Scaling keeps the
 * plan's shape, so the return on stake is unchanged; only the absolute profit shrinks. The cap is
 * rounded down to the cent so that the capped stakes stay within their limits.
 */
export function capTotalToLimits(
  prices: readonly number[],
  totalStake: number,
  limits: readonly (number | undefined)[],
): LimitCap {
  assertMoney(totalStake);
  const ratios = stakeRatios(prices);
  let total = totalStake;
  let bindingLeg: number | null = null;
  for (const [index, ratio] of ratios.entries()) {
    const limit = limits[index];
    if (limit === undefined || !(limit >= 0)) continue;
    const largestTotal = limit / ratio;
    if (largestTotal < total) {
      total = largestTotal;
      bindingLeg = index;
    }
  }
  if (bindingLeg === null) {
    return { requestedTotal: totalStake, totalStake, capped: false, bindingLeg };
  }
  return {
    requestedTotal: totalStake,
    totalStake: fromCents(Math.floor(total * 100 + CENT_TOLERANCE)),
    capped: true,
    bindingLeg,
  };
}
