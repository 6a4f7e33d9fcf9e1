import { isValidDecimal } from './odds-format';

/**
 * Kelly staking for a value bet. Full Kelly maximises long-run growth only if the probability is
 * exactly right; fair probabilities here are estimates, so the fractional variants exist to cut
 * the damage of overestimating the edge.
 */
export type KellyVariant = 'full' | 'half' | 'quarter';

export const KELLY_MULTIPLIERS: Record<KellyVariant, number> = {
  full: 1,
  half: 0.5,
  quarter: 0.25,
};

/** f* = (p·d − 1)/(d − 1), floored at 0: with no edge, Kelly bets nothing. */
export function kellyFraction(probability: number, price: number): number {
  if (!(probability >= 0 && probability <= 1)) {
    throw new RangeError(`probability must be in [0, 1], got ${probability}`);
  }
  if (!isValidDecimal(price)) {
    throw new RangeError(`decimal odds must be a finite number above 1, got ${price}`);
  }
  return Math.max(0, (probability * price - 1) / (price - 1));
}

export interface KellyStake {
  readonly variant: KellyVariant;
  /** The full Kelly fraction f*. */
  readonly fullFraction: number;
  /** f* × the variant's multiplier. */
  readonly fraction: number;
  /** bankroll × fraction, rounded down to the cent. */
  readonly stake: number;
}

export function kellyStake(
  probability: number,
  price: number,
  bankroll: number,
  variant: KellyVariant,
): KellyStake {
  if (!Number.isFinite(bankroll) || bankroll < 0) {
    throw new RangeError(`bankroll must be a finite amount of at least 0, got ${bankroll}`);
  }
  const fullFraction = kellyFraction(probability, price);
  const fraction = fullFraction * KELLY_MULTIPLIERS[variant];
  // Rounding down keeps the stake within the bankroll; the epsilon absorbs float noise in cents.
  const stakeCents = Math.min(
    Math.round(bankroll * 100),
    Math.floor(bankroll * fraction * 100 + 1e-6),
  );
  return { variant, fullFraction, fraction, stake: stakeCents / 100 };
}
