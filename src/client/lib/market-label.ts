import { periodOfKey, type MarketType } from '../../core/market-type';

const MARKETS: Record<string, string> = {
  h2h: 'Moneyline',
  h2h_lay: 'Moneyline (lay)',
  spreads: 'Spread',
  totals: 'Total',
};

/** "Moneyline", "Spread ±3.5", "Total 212.5": the market an opportunity is in. */
export function marketLabel(betType: string, line: number | null): string {
  const name = MARKETS[betType] ?? betType;
  if (line === null) return name;
  return betType === 'spreads' ? `${name} ±${Math.abs(line)}` : `${name} ${line}`;
}

const PERIODS: Record<string, string> = {
  q1: '1st quarter',
  q2: '2nd quarter',
  q3: '3rd quarter',
  q4: '4th quarter',
  h1: '1st half',
  h2: '2nd half',
  p1: '1st period',
  p2: '2nd period',
  p3: '3rd period',
  '1st_5_innings': 'First 5 innings',
};

const LINE_MARKETS: Record<string, string> = {
  alternate_spreads: 'Alternate spread',
  alternate_totals: 'Alternate total',
  team_totals: 'Team total',
  alternate_team_totals: 'Alternate team total',
};

/** Prop stats whose key does not read well once its prefix is taken off. */
const PROP_STATS: Record<string, string> = {
  pass_yds: 'Passing yards',
  rush_yds: 'Rushing yards',
  reception_yds: 'Receiving yards',
  anytime_td: 'Anytime touchdown',
  goal_scorer_anytime: 'Anytime goalscorer',
};

const words = (key: string) => {
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * A market key as a person reads it: "Spread", "Alternate total", "1st half spread", "Points",
 * "Passing yards"; a key Arbiter does not know, in words.
 */
export function marketKeyLabel(key: string): string {
  if (MARKETS[key] !== undefined) return MARKETS[key];
  if (LINE_MARKETS[key] !== undefined) return LINE_MARKETS[key];
  const period = periodOfKey(key);
  if (period !== null) {
    const name = PERIODS[period.period] ?? words(period.period);
    return `${name} ${marketKeyLabel(period.base).toLowerCase()}`;
  }
  const prop = /^(player|batter|pitcher)_(.+)$/.exec(key);
  if (prop) return PROP_STATS[prop[2]!] ?? words(prop[2]!);
  return words(key);
}

export const MARKET_TYPE_LABELS: Record<MarketType, string> = {
  main: 'Main markets',
  alternate: 'Alternate lines',
  period: 'Periods',
  player_prop: 'Player props',
  unknown: 'Other markets',
};
