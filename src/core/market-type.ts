/**
 * What kind of market a The Odds API market key names. Keys differ by sport and new ones appear,
 * so this reads the key's shape rather than a list: an unrecognised key is `unknown`, kept and
 * shown as such, never dropped or guessed into a type whose settlement rules it may not follow.
 */

export const MARKET_TYPES = ['main', 'alternate', 'period', 'player_prop', 'unknown'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

const MAIN = new Set(['h2h', 'h2h_3_way', 'spreads', 'totals', 'outrights']);
/** Part of a game: quarters, halves, periods, innings, sets (`totals_h1`, `h2h_1st_5_innings`). */
const PERIOD =
  /_(q[1-4]|h[12]|p[1-3]|\d+(st|nd|rd|th)_\d+_innings|\d+(st|nd|rd|th)_inning|set_\d)$/;
const PROP = /^(player|batter|pitcher)_/;
const ALTERNATE = /^(alternate_|team_totals$)/;

export function marketTypeOf(key: string): MarketType {
  if (MAIN.has(key)) return 'main';
  // A period's alternate ladder settles on the period: the period decides how it is graded.
  if (PERIOD.test(key)) return 'period';
  if (PROP.test(key)) return 'player_prop';
  if (ALTERNATE.test(key)) return 'alternate';
  return 'unknown';
}

/**
 * The part of the game a period key settles on (`q1`, `h1`, `1st_5_innings`), and the key it
 * narrows (`alternate_totals_h1` → `alternate_totals`); null for a whole-game key.
 */
export function periodOfKey(key: string): { period: string; base: string } | null {
  const match = PERIOD.exec(key);
  if (!match) return null;
  return { period: match[1]!, base: key.slice(0, match.index) };
}
