import { REGIONS, SPORTSBOOKS } from '../../../core/catalog/sportsbooks';
import type { Region } from '../../../core/catalog/sportsbooks';
import { COMMON_SPORT_KEYS } from '../../lib/sport-key-label';
import type { ChoiceGroup } from './form-fields';

const REGION_NAMES: Record<Region, string> = {
  us: 'United States',
  us2: 'United States (more)',
  uk: 'United Kingdom',
  eu: 'Europe',
  au: 'Australia',
};

/** Every book Arbiter knows, by region, keyed as the odds source keys them. */
export const BOOK_CHOICES: readonly ChoiceGroup[] = REGIONS.map((region) => ({
  label: REGION_NAMES[region],
  options: SPORTSBOOKS.filter((book) => book.region === region).map((book) => ({
    value: book.key,
    label: book.title,
  })),
})).filter((group) => group.options.length > 0);

export const SPORT_CHOICES: readonly ChoiceGroup[] = [
  {
    label: 'Sports',
    options: COMMON_SPORT_KEYS.map(({ key, label }) => ({ value: key, label })),
  },
];
