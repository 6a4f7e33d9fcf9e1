import { periodOfKey, type MarketType } from './market-type';

const MINUS = '\u2212';

const MARKETS: Record<string, string> = {
  h2h: 'Moneyline',
  h2h_lay: 'Moneyline (lay)',
  spreads: 'Spread',
  totals: 'Total',
};

/** A market's name with the line both sides share: a spread's as ± (one side gives it). */
function withLine(name: string, betType: string, line: number | null): string {
  if (line === null) return name;
  return betType === 'spreads' ? `${name} ±${Math.abs(line)}` : `${name} ${line}`;
}

/** "Moneyline", "Spread ±3.5", "Total 212.5": the market an opportunity is in. */
export function marketLabel(betType: string, line: number | null): string {
  return withLine(MARKETS[betType] ?? betType, betType, line);
}

/** "Over 212.5", "Lakers +3.5", "Lakers": an outcome with its line when it has one. */
export function outcomeLabel(outcome: string, point: number | null): string {
  if (point === null) return outcome;
  const isTotal = /^(over|under)$/i.test(outcome);
  const line = isTotal || point <= 0 ? String(point).replace('-', MINUS) : `+${point}`;
  return `${outcome} ${line}`;
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

/** What names a market of an event: its key and type, and whom a prop or team total is about. */
export interface MarketNaming {
  marketKey: string;
  marketType: MarketType;
  /** The outcome layout detection read the key with: `h2h`, `spreads` or `totals`. */
  betType: string;
  /** The line both sides share; null for a moneyline or bets at different lines. */
  line: number | null;
  player: string | null;
  /** A team total's team (a prop's player too). */
  description: string | null;
}

/** Who a market is about, when it is about one player or one team: "LeBron James". */
const subjectOf = (market: Pick<MarketNaming, 'marketType' | 'player' | 'description'>) =>
  market.marketType === 'player_prop' ? market.player : market.description;

/**
 * The market an opportunity is in, so a member can find it at the book: "Spread ±3.5",
 * "1st quarter spread ±3.5", "Alternate total 215.5", "LeBron James — Points 24.5",
 * "Boston Celtics — Team total 110.5". A key Arbiter does not know is shown as the source names
 * it, never dropped or guessed.
 */
export function opportunityMarketLabel(market: MarketNaming): string {
  if (market.marketType === 'main') return marketLabel(market.betType, market.line);
  const key = market.marketType === 'unknown' ? market.marketKey : marketKeyLabel(market.marketKey);
  const name = withLine(key, market.betType, market.line);
  const subject = subjectOf(market);
  return subject === null ? name : `${subject} — ${name}`;
}

/**
 * One bet as a member places it: "LeBron James Over 24.5", "Boston Celtics Over 110.5",
 * "Lakers −3.5"; the player or team of a prop or team total comes first.
 */
export function selectionLabel(
  leg: Pick<MarketNaming, 'marketType' | 'player' | 'description'> & {
    outcome: string;
    point: number | null;
  },
): string {
  const subject = subjectOf(leg);
  const selection = outcomeLabel(leg.outcome, leg.point);
  return subject === null ? selection : `${subject} ${selection}`;
}
