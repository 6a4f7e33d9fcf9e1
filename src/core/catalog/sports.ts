/**
 * Sport groups: the handful of competitions the product names, icons and deep-links by. Every
 * other Odds API sport key falls into 'generic' so that callers never have to handle an unknown.
 */

export const SPORT_GROUPS = [
  'nfl',
  'nba',
  'mlb',
  'nhl',
  'mma',
  'boxing',
  'soccer',
  'tennis',
  'golf',
  'ncaaf',
  'ncaab',
  'generic',
] as const;

export type SportGroup = (typeof SPORT_GROUPS)[number];

const GROUP_SET: ReadonlySet<string> = new Set(SPORT_GROUPS);

export function isSportGroup(value: string): value is SportGroup {
  return GROUP_SET.has(value);
}

/**
 * One league per group. A league key also owns its suffixed variants (outrights and preseason such
 * as americanfootball_nfl_super_bowl_winner), but only on a whole "_" segment, so that
 * basketball_wnba and basketball_wncaab stay out of nba and ncaab.
 */
const LEAGUE_GROUPS: readonly (readonly [league: string, group: SportGroup])[] = [
  ['americanfootball_nfl', 'nfl'],
  ['americanfootball_ncaaf', 'ncaaf'],
  ['basketball_nba', 'nba'],
  ['basketball_ncaab', 'ncaab'],
  ['baseball_mlb', 'mlb'],
  ['icehockey_nhl', 'nhl'],
];

/** Whole families: every competition under these prefixes shares one group. */
const FAMILY_GROUPS: readonly (readonly [family: string, group: SportGroup])[] = [
  ['soccer', 'soccer'],
  ['tennis', 'tennis'],
  ['golf', 'golf'],
  ['mma', 'mma'],
  ['boxing', 'boxing'],
];

function ownsKey(prefix: string, key: string): boolean {
  return key === prefix || key.startsWith(`${prefix}_`);
}

/**
 * The group of an Odds API sport key ("basketball_nba" → 'nba'). A group name passes through
 * unchanged, so callers holding either a key or a group can use the same call.
 */
export function sportGroupOf(sportKey: string): SportGroup {
  const key = sportKey.trim().toLowerCase();
  if (isSportGroup(key)) return key;
  for (const [league, group] of LEAGUE_GROUPS) if (ownsKey(league, key)) return group;
  for (const [family, group] of FAMILY_GROUPS) if (ownsKey(family, key)) return group;
  return 'generic';
}

const ICONS: Readonly<Record<SportGroup, string>> = {
  nfl: '🏈',
  ncaaf: '🏈',
  nba: '🏀',
  ncaab: '🏀',
  mlb: '⚾',
  nhl: '🏒',
  mma: '🥊',
  boxing: '🥊',
  soccer: '⚽',
  tennis: '🎾',
  golf: '⛳',
  generic: '🏆',
};

const LABELS: Readonly<Record<SportGroup, string>> = {
  nfl: 'NFL',
  nba: 'NBA',
  mlb: 'MLB',
  nhl: 'NHL',
  mma: 'MMA',
  boxing: 'Boxing',
  soccer: 'Soccer',
  tennis: 'Tennis',
  golf: 'Golf',
  ncaaf: 'NCAAF',
  ncaab: 'NCAAB',
  generic: 'Other',
};

export function sportIcon(group: SportGroup): string {
  return ICONS[group];
}

export function sportLabel(group: SportGroup): string {
  return LABELS[group];
}

/**
 * The key prefixes a group owns: each owns itself and its keys that go on after a "_" (the rule
 * sportGroupOf applies), so a database filter can match a group without knowing every key.
 * 'generic' owns no prefix: it is every key no other group owns.
 */
export function sportGroupPrefixes(group: SportGroup): readonly string[] {
  return [...LEAGUE_GROUPS, ...FAMILY_GROUPS]
    .filter(([, owner]) => owner === group)
    .map(([prefix]) => prefix);
}

/**
 * The group a filter text names, by group name or label in any case ("nba", "NBA", "Soccer",
 * "Other"); null when it names none (a full sport key such as basketball_nba, say).
 */
export function sportGroupNamed(text: string): SportGroup | null {
  const name = text.trim().toLowerCase();
  if (isSportGroup(name)) return name;
  return SPORT_GROUPS.find((group) => LABELS[group].toLowerCase() === name) ?? null;
}

/**
 * True when the sport's h2h market carries a Draw outcome. Only soccer is listed: rugby, cricket
 * and Aussie rules can end level too, but whether The Odds API quotes a draw there varies by
 * competition, so those are left to the market itself (isDrawPossible in ../market also treats
 * any book quoting a draw as 3-way). This agrees with that function's soccer rule.
 */
export function isThreeWaySport(sportKey: string): boolean {
  return ownsKey('soccer', sportKey.trim().toLowerCase());
}
