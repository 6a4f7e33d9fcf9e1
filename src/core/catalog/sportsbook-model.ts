import type { SportGroup } from './sports';

/** The Odds API v4 regions Arbiter reads. */
export type Region = 'us' | 'us2' | 'uk' | 'eu' | 'au';

export const REGIONS: readonly Region[] = ['us', 'us2', 'uk', 'eu', 'au'];

export interface Sportsbook {
  /** The Odds API v4 bookmaker key, e.g. "williamhill_us". */
  readonly key: string;
  /** Display name, as The Odds API titles the book (so "Caesars" for williamhill_us). */
  readonly title: string;
  /** The region the book is requested under. */
  readonly region: Region;
  /** Further regions The Odds API also lists the same key under (williamhill is uk and eu). */
  readonly alsoListedIn?: readonly Region[];
  /** Public home page (https). */
  readonly homeUrl: string;
  /**
   * Absolute paths on the home page's host for a sport group's landing page. Only listed where
   * the path is stable and public; a wrong path is worse than the home page.
   */
  readonly sportPaths?: Readonly<Partial<Record<SportGroup, string>>>;
  /**
   * Low-margin books whose prices track the true line (Pinnacle, exchanges, Circa, the BetOnline
   * group): fair-value references, and the books that limit winners least.
   */
  readonly sharp: boolean;
  /** A betting exchange: members back at a price and pay commission on net winnings. */
  readonly exchange: boolean;
  /** Commission on net winnings as a fraction (0.02 = 2 %); 0 for sportsbooks. */
  readonly commission: number;
}

/**
 * Betfair's standard commission on net market winnings (its basic UK rate). Members on a
 * discounted or premium rate pay more or less; the standard rate is the safe default.
 */
export const BETFAIR_STANDARD_COMMISSION = 0.05;

type Spec = Omit<Sportsbook, 'sharp' | 'exchange' | 'commission'> & { readonly sharp?: boolean };

/** A fixed-odds sportsbook: no commission, not sharp unless said. */
export function sportsbook(spec: Spec): Sportsbook {
  return { sharp: false, ...spec, exchange: false, commission: 0 };
}

/** An exchange: sharp, since its prices are set by the market's sharpest money. */
export function exchange(spec: Spec & { readonly commission: number }): Sportsbook {
  return { sharp: true, ...spec, exchange: true };
}
