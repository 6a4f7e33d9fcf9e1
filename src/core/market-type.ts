import type { MarketKind } from './market';

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
  /_(q[1-4]|h[12]|p[1-3]|(1st|2nd)_half|\d+(st|nd|rd|th)_\d+_innings|\d+(st|nd|rd|th)_inning|set_\d)$/;
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
 * The outcome layout detection reads a market key with: one winner (`h2h`), a handicap per side
 * (`spreads`) or Over/Under a line (`totals`, which props and team totals also are, per player or
 * team). Null for keys whose outcomes are not back prices over a complete set Arbiter can build:
 * outrights, lay prices, yes/no and other unknown shapes. A prop's Yes/No outcomes never fill an
 * Over/Under set, so they are never paired.
 */
export function marketShapeOf(key: string): MarketKind | null {
  if (key.includes('_lay')) return null;
  if (key === 'h2h' || key.startsWith('h2h_')) return 'h2h';
  if (key.startsWith('spreads') || key.startsWith('alternate_spreads')) return 'spreads';
  if (
    key.startsWith('totals') ||
    key.startsWith('alternate_totals') ||
    key.startsWith('team_totals') ||
    key.startsWith('alternate_team_totals')
  )
    return 'totals';
  if (marketTypeOf(key) === 'player_prop') return 'totals';
  return null;
}

/**
 * Middles need a model of the game's result (home margin, total score: core/middle-model.ts).
 * Only full-game spreads and totals, main or alternate, settle on that result; a player's stat, a
 * team's own score or a period's would need figures Arbiter does not have, and an invented spread
 * would invent probabilities. Their cross-line arbitrage needs no model and is still found.
 */
export function hasResultModel(key: string): boolean {
  return (
    key === 'spreads' ||
    key === 'totals' ||
    key === 'alternate_spreads' ||
    key === 'alternate_totals'
  );
}

/** What identifies a market of an event to detection: its key and, for props and team totals, whom it is about. */
export interface MarketIdentity {
  readonly key: string;
  readonly type: MarketType;
  /** The outcomes' `description`: a prop's player, a team total's team; null for the rest. */
  readonly description: string | null;
  /** The player, for props only. */
  readonly player: string | null;
}

export function marketIdentity(key: string, description: string | null): MarketIdentity {
  const type = marketTypeOf(key);
  return { key, type, description, player: type === 'player_prop' ? description : null };
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
