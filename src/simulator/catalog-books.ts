/**
 * The bookmakers the simulator quotes for: The Odds API keys, titles and regions, plus the
 * behaviour that makes the market believable (margin, how late they follow the sharp line, limits).
 */

export type Region = 'us' | 'us2' | 'uk' | 'eu' | 'au';
export const REGIONS: readonly Region[] = ['us', 'us2', 'uk', 'eu', 'au'];

/** Which kind of competition a sport is, for deciding whether a book offers it. */
export type CoverageClass =
  | 'usMajor'
  | 'usCollege'
  | 'usOther'
  | 'soccerTop'
  | 'soccerOther'
  | 'euroSport'
  | 'asiaBaseball'
  | 'australian'
  | 'cricket'
  | 'rugby'
  | 'tennis'
  | 'combat'
  | 'golf';

export interface BookProfile {
  readonly key: string;
  readonly title: string;
  readonly region: Region;
  /** Overround on a two-way market (0.025 = 102.5 %). */
  readonly margin: number;
  /** Seconds of sharp-market history the book is behind when it re-reads a line. */
  readonly lagS: number;
  /**
   * Mean seconds between re-reads of one event. Sharp books also re-read within their lag plus a
   * second or two of any jump in the fair value, so their polling only has to catch slow drift.
   */
  readonly refreshS: number;
  /** Standard deviation of the book's own opinion, in logit units. */
  readonly noise: number;
  /** Base maximum stake (USD) on a major market. */
  readonly limit: number;
  /** Books that shape the market and cover everything (Pinnacle, exchanges). */
  readonly sharp: boolean;
  /** Exchanges quote back prices on a tick ladder and charge commission on winnings instead. */
  readonly commission: number | null;
}

type Row = [
  key: string,
  title: string,
  region: Region,
  margin: number,
  lagS: number,
  refreshS: number,
  noise: number,
  limit: number,
];

function books(
  rows: readonly Row[],
  sharp: boolean,
  commission: number | null = null,
): BookProfile[] {
  return rows.map(([key, title, region, margin, lagS, refreshS, noise, limit]) => ({
    key,
    title,
    region,
    margin,
    lagS,
    refreshS,
    noise,
    limit,
    sharp,
    commission,
  }));
}

// Sharp books: quick, thin margins, high limits. Exchange margins are the back/lay spread only.
const SHARP: readonly Row[] = [['pinnacle', 'Pinnacle', 'eu', 0.026, 0, 15, 0.004, 25000]];
const EXCHANGES: BookProfile[] = [
  ...books([['betfair_ex_uk', 'Betfair', 'uk', 0.008, 1, 15, 0.006, 10000]], true, 0.02),
  ...books([['betfair_ex_eu', 'Betfair', 'eu', 0.008, 1, 15, 0.006, 8000]], true, 0.02),
  ...books([['betfair_ex_au', 'Betfair', 'au', 0.012, 2, 20, 0.008, 4000]], true, 0.02),
  ...books([['matchbook', 'Matchbook', 'uk', 0.012, 2, 20, 0.007, 5000]], true, 0.015),
  ...books([['smarkets', 'Smarkets', 'uk', 0.014, 2, 20, 0.008, 3000]], true, 0.02),
];

// Sportsbooks: [key, title, region, margin, lag s, refresh s, noise, limit].
// prettier-ignore
const SPORTSBOOKS: readonly Row[] = [
  ['lowvig', 'LowVig.ag', 'us', 0.03, 5, 8, 0.008, 5000],
  ['betonlineag', 'BetOnline.ag', 'us', 0.038, 6, 10, 0.01, 3000],
  ['draftkings', 'DraftKings', 'us', 0.048, 10, 15, 0.012, 2000],
  ['fanduel', 'FanDuel', 'us', 0.046, 9, 14, 0.012, 2000],
  ['betmgm', 'BetMGM', 'us', 0.052, 20, 25, 0.014, 1500],
  ['williamhill_us', 'Caesars', 'us', 0.05, 18, 25, 0.014, 1500],
  ['betrivers', 'BetRivers', 'us', 0.055, 30, 40, 0.016, 1000],
  ['bovada', 'Bovada', 'us', 0.055, 25, 35, 0.016, 1000],
  ['mybookieag', 'MyBookie.ag', 'us', 0.065, 60, 60, 0.02, 500],
  ['betus', 'BetUS', 'us', 0.065, 70, 60, 0.02, 500],
  ['fanatics', 'Fanatics', 'us', 0.055, 25, 30, 0.015, 1000],
  ['superbook', 'SuperBook', 'us', 0.05, 35, 45, 0.015, 2000],
  ['wynnbet', 'WynnBET', 'us', 0.06, 45, 50, 0.018, 1000],
  ['unibet_us', 'Unibet', 'us', 0.055, 40, 45, 0.016, 800],
  ['espnbet', 'ESPN BET', 'us2', 0.052, 20, 30, 0.015, 1000],
  ['hardrockbet', 'Hard Rock Bet', 'us2', 0.055, 30, 40, 0.016, 1000],
  ['ballybet', 'Bally Bet', 'us2', 0.065, 60, 60, 0.02, 500],
  ['betparx', 'betPARX', 'us2', 0.065, 50, 60, 0.02, 500],
  ['fliff', 'Fliff', 'us2', 0.07, 45, 50, 0.022, 300],
  ['williamhill', 'William Hill', 'uk', 0.055, 20, 30, 0.015, 1500],
  ['betfair_sb_uk', 'Betfair Sportsbook', 'uk', 0.05, 15, 25, 0.014, 1500],
  ['paddypower', 'Paddy Power', 'uk', 0.055, 15, 25, 0.015, 1500],
  ['skybet', 'Sky Bet', 'uk', 0.058, 25, 30, 0.016, 1000],
  ['ladbrokes_uk', 'Ladbrokes', 'uk', 0.06, 30, 40, 0.017, 1000],
  ['coral', 'Coral', 'uk', 0.06, 30, 40, 0.017, 1000],
  ['betvictor', 'Bet Victor', 'uk', 0.05, 25, 30, 0.015, 1500],
  ['betway', 'Betway', 'uk', 0.058, 30, 35, 0.016, 1000],
  ['boylesports', 'BoyleSports', 'uk', 0.058, 35, 40, 0.017, 1000],
  ['casumo', 'Casumo', 'uk', 0.065, 50, 60, 0.02, 500],
  ['leovegas', 'LeoVegas', 'uk', 0.065, 50, 60, 0.02, 500],
  ['livescorebet', 'LiveScore Bet', 'uk', 0.062, 40, 50, 0.018, 700],
  ['virginbet', 'Virgin Bet', 'uk', 0.062, 40, 50, 0.018, 700],
  ['grosvenor', 'Grosvenor', 'uk', 0.065, 60, 60, 0.02, 500],
  ['onexbet', '1xBet', 'eu', 0.04, 6, 10, 0.012, 2000],
  ['marathonbet', 'Marathon Bet', 'eu', 0.035, 8, 12, 0.01, 3000],
  ['betsson', 'Betsson', 'eu', 0.055, 30, 35, 0.016, 1000],
  ['nordicbet', 'Nordic Bet', 'eu', 0.055, 30, 35, 0.016, 1000],
  ['sport888', '888sport', 'eu', 0.06, 40, 45, 0.018, 800],
  ['tipico_de', 'Tipico', 'eu', 0.065, 45, 50, 0.018, 800],
  ['unibet_eu', 'Unibet', 'eu', 0.055, 35, 40, 0.016, 1000],
  ['betclic', 'Betclic', 'eu', 0.065, 40, 50, 0.018, 800],
  ['everygame', 'Everygame', 'eu', 0.07, 90, 80, 0.022, 300],
  ['gtbets', 'GTbets', 'eu', 0.075, 120, 90, 0.024, 250],
  ['suprabets', 'Suprabets', 'eu', 0.075, 150, 100, 0.025, 250],
  ['coolbet', 'Coolbet', 'eu', 0.05, 25, 30, 0.015, 1000],
  ['sportsbet', 'SportsBet', 'au', 0.055, 20, 30, 0.015, 1500],
  ['tab', 'TAB', 'au', 0.065, 45, 50, 0.018, 1000],
  ['neds', 'Neds', 'au', 0.06, 30, 40, 0.017, 1000],
  ['ladbrokes_au', 'Ladbrokes', 'au', 0.06, 30, 40, 0.017, 1000],
  ['pointsbetau', 'PointsBet (AU)', 'au', 0.06, 35, 40, 0.017, 800],
  ['unibet', 'Unibet', 'au', 0.06, 40, 45, 0.017, 800],
];

export const BOOKS: readonly BookProfile[] = [
  ...books(SHARP, true),
  ...EXCHANGES,
  ...books(SPORTSBOOKS, false),
];

// Probability that a non-sharp book of a region lists a competition at all.
// prettier-ignore
const COVERAGE: Record<Region, Record<CoverageClass, number>> = {
  us: { usMajor: 1, usCollege: 0.95, usOther: 0.9, soccerTop: 0.9, soccerOther: 0.5, euroSport: 0.35, asiaBaseball: 0.4, australian: 0.35, cricket: 0.35, rugby: 0.4, tennis: 0.9, combat: 1, golf: 0.95 },
  us2: { usMajor: 1, usCollege: 0.9, usOther: 0.85, soccerTop: 0.85, soccerOther: 0.4, euroSport: 0.3, asiaBaseball: 0.3, australian: 0.3, cricket: 0.3, rugby: 0.3, tennis: 0.85, combat: 1, golf: 0.9 },
  uk: { usMajor: 0.9, usCollege: 0.5, usOther: 0.6, soccerTop: 1, soccerOther: 0.8, euroSport: 0.6, asiaBaseball: 0.3, australian: 0.5, cricket: 0.95, rugby: 0.95, tennis: 1, combat: 0.9, golf: 1 },
  eu: { usMajor: 0.9, usCollege: 0.5, usOther: 0.6, soccerTop: 1, soccerOther: 0.9, euroSport: 0.95, asiaBaseball: 0.5, australian: 0.4, cricket: 0.6, rugby: 0.7, tennis: 1, combat: 0.85, golf: 0.8 },
  au: { usMajor: 0.9, usCollege: 0.6, usOther: 0.6, soccerTop: 0.9, soccerOther: 0.5, euroSport: 0.4, asiaBaseball: 0.3, australian: 1, cricket: 1, rugby: 0.9, tennis: 1, combat: 0.95, golf: 0.9 },
};

/** Probability that a book lists a competition; sharp books and exchanges list everything. */
export function coverageOf(book: BookProfile, cls: CoverageClass): number {
  return book.sharp ? 1 : COVERAGE[book.region][cls];
}
