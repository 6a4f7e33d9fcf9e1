import type { Opportunity } from '../../../../contracts/opportunities';
import { findSportsbookByKey } from '../../../../core/catalog/sportsbooks';
import { kellyStake } from '../../../../core/kelly';
import type { KellyStake, KellyVariant } from '../../../../core/kelly';
import { isValidDecimal } from '../../../../core/odds-format';

export const KELLY_VARIANTS: readonly { variant: KellyVariant; label: string }[] = [
  { variant: 'full', label: 'Full Kelly' },
  { variant: 'half', label: 'Half Kelly' },
  { variant: 'quarter', label: 'Quarter Kelly' },
];

export const DEFAULT_BANKROLL = 1000;

/** Kelly stakes at the price the member is paid (net of commission); empty when not computable. */
export function kellyStakes(probability: number, price: number, bankroll: number): KellyStake[] {
  if (!isValidDecimal(price) || !(probability >= 0 && probability <= 1)) return [];
  return KELLY_VARIANTS.map(({ variant }) => kellyStake(probability, price, bankroll, variant));
}

const METHOD_NAMES: Record<string, string> = {
  multiplicative: 'multiplicative devig',
  additive: 'additive devig',
  power: 'power devig',
  shin: 'Shin devig',
  'odds-ratio': 'odds-ratio devig',
  'worst-case': 'worst case of five devig methods',
};

const bookTitle = (key: string) => findSportsbookByKey(key)?.title ?? key;

/** Where the fair price came from, e.g. "Pinnacle, power devig". */
export function describeFairPrice(fair: NonNullable<Opportunity['fair']>): string {
  const method = METHOD_NAMES[fair.method] ?? `${fair.method} devig`;
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
    default:
      return `${fair.reference}, ${method}`;
  }
}
