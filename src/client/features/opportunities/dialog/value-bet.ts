import type { Opportunity } from '../../../../contracts/opportunities';
import { findSportsbookByKey } from '../../../../core/catalog/sportsbooks';
import { kellyStake } from '../../../../core/kelly';
import type { KellyStake, KellyVariant } from '../../../../core/kelly';
import { isValidDecimal } from '../../../../core/odds-format';
import { DEVIG_METHOD_LABELS } from '../../../../core/how-computed';

export const KELLY_VARIANTS: readonly { variant: KellyVariant; label: string }[] = [
  { variant: 'full', label: 'Full Kelly' },
  { variant: 'half', label: 'Half Kelly' },
  { variant: 'quarter', label: 'Quarter Kelly' },
];

/** Kelly stakes at the price the member is paid (net of commission); empty when not computable. */
export function kellyStakes(probability: number, price: number, bankroll: number): KellyStake[] {
  if (!isValidDecimal(price) || !(probability >= 0 && probability <= 1)) return [];
  return KELLY_VARIANTS.map(({ variant }) => kellyStake(probability, price, bankroll, variant));
}

export type CappedKellyStake = KellyStake & {
  /** What Kelly asked for before the book's limit cut it. */
  readonly kellyStake: number;
  readonly capped: boolean;
};

/**
 * Kelly stakes cut to the most the book takes on this bet, as the arbitrage calculator cuts its
 * total: a stake the book refuses is no stake. An unknown limit (null) cuts nothing.
 */
export function cappedKellyStakes(
  probability: number,
  price: number,
  bankroll: number,
  limit: number | null,
): CappedKellyStake[] {
  return kellyStakes(probability, price, bankroll).map((stake) => {
    const capped = limit !== null && stake.stake > limit;
    return { ...stake, kellyStake: stake.stake, capped, stake: capped ? limit : stake.stake };
  });
}

/** A book's name as the catalogue titles it, or its key when the catalogue does not know it. */
export const bookTitle = (key: string) => findSportsbookByKey(key)?.title ?? key;

/** Where the fair price came from, e.g. "Pinnacle, power devig". */
export function describeFairPrice(fair: NonNullable<Opportunity['fair']>): string {
  const method = DEVIG_METHOD_LABELS[fair.method];
  switch (fair.reference) {
    case 'pinnacle':
      return `Pinnacle, ${method}`;
    case 'exchange': {
      const books = fair.referenceBooks.map(bookTitle).join(', ');
      return `${books === '' ? 'exchange' : `${books} exchange`} (net of commission), ${method}`;
    }
    case 'consensus': {
      const count = fair.referenceBooks.length;
      return `consensus of ${count} book${count === 1 ? '' : 's'}, ${method}`;
    }
  }
}
