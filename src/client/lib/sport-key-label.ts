import { sportGroupOf, sportLabel } from '../../core/catalog/sports';

/** Odds API sport keys a member is most likely to bet, with the names books use for them. */
export const COMMON_SPORT_KEYS: readonly { key: string; label: string }[] = [
  { key: 'americanfootball_nfl', label: 'NFL' },
  { key: 'americanfootball_ncaaf', label: 'NCAAF' },
  { key: 'basketball_nba', label: 'NBA' },
  { key: 'basketball_wnba', label: 'WNBA' },
  { key: 'basketball_ncaab', label: 'NCAAB' },
  { key: 'baseball_mlb', label: 'MLB' },
  { key: 'icehockey_nhl', label: 'NHL' },
  { key: 'soccer_epl', label: 'EPL' },
  { key: 'soccer_uefa_champs_league', label: 'Champions League' },
  { key: 'soccer_spain_la_liga', label: 'La Liga' },
  { key: 'soccer_germany_bundesliga', label: 'Bundesliga' },
  { key: 'soccer_italy_serie_a', label: 'Serie A' },
  { key: 'soccer_france_ligue_one', label: 'Ligue 1' },
  { key: 'soccer_usa_mls', label: 'MLS' },
  { key: 'mma_mixed_martial_arts', label: 'MMA' },
  { key: 'boxing_boxing', label: 'Boxing' },
];

const LABELS: ReadonlyMap<string, string> = new Map(
  COMMON_SPORT_KEYS.map(({ key, label }) => [key, label]),
);

const words = (text: string) =>
  text
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * A sport key as a person reads it: "NBA" for basketball_nba, "Soccer · Germany Bundesliga2" for
 * a league not listed, and a sport typed by hand ("cricket") as typed, capitalised.
 */
export function sportKeyLabel(key: string): string {
  const known = LABELS.get(key);
  if (known !== undefined) return known;
  const group = sportGroupOf(key);
  if (group === 'generic') return words(key);
  const rest = key.toLowerCase().split('_').slice(1).join('_');
  return rest === '' || rest === group
    ? sportLabel(group)
    : `${sportLabel(group)} · ${words(rest)}`;
}
