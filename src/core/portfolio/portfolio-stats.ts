import { fromCents, toCents } from '../stakes';
import { assertStartingValue } from './bankroll';
import type { PortfolioBet } from './portfolio-bet';
import { emptyTally, figuresOf, ratio, tallyBet } from './stats-tally';
import type { StatsTally } from './stats-tally';

/**
 * The member's figures. The spec and decisions.md define none of ROI, yield or win rate; these
 * are the definitions chosen, and the analytics screen states them. ROI and yield answer different
 * questions (what the bankroll earned, what each unit bet earned), so they are kept apart:
 * - profit: Σ profit of settled bets.
 * - totalStaked: Σ stake of settled bets other than void (a void bet risked nothing).
 * - roi: profit ÷ starting value, the return on the bankroll; null when the starting value is 0.
 * - yield: profit ÷ totalStaked, the return per unit bet; null when nothing settled was staked.
 * - winRate: (won + half-won) ÷ (won + half-won + lost + half-lost); pushes and voids decided
 *   nothing. Null before any bet is decided.
 * - averageClv: mean CLV of every bet that has one, open bets included (the close is known
 *   before the result).
 * - portfolioValue: the bankroll balance, starting value + profit.
 * All ratios are fractions (0.05 is 5 %).
 */
export interface PortfolioStats {
  readonly portfolioValue: number;
  readonly profit: number;
  readonly totalStaked: number;
  readonly roi: number | null;
  readonly yield: number | null;
  readonly winRate: number | null;
  readonly betCount: number;
  readonly openCount: number;
  readonly settledCount: number;
  readonly averageClv: number | null;
}

export function portfolioStats(
  startingValue: number,
  bets: readonly PortfolioBet[],
): PortfolioStats {
  const tally = emptyTally();
  for (const bet of bets) tallyBet(tally, bet);
  return statsOfTally(startingValue, tally);
}

/** The statistics from running sums (taken here, or by a database over the same rules). */
export function statsOfTally(startingValue: number, tally: StatsTally): PortfolioStats {
  assertStartingValue(startingValue);
  const figures = figuresOf(tally);
  return {
    portfolioValue: fromCents(toCents(startingValue) + tally.profitCents),
    profit: figures.profit,
    totalStaked: figures.staked,
    roi: ratio(tally.profitCents, toCents(startingValue)),
    yield: figures.yield,
    winRate: figures.winRate,
    betCount: tally.bets,
    openCount: tally.open,
    settledCount: tally.settled,
    averageClv: figures.averageClv,
  };
}

export const statsGroupKeys = ['sport', 'book', 'market', 'kind'] as const;
export type StatsGroupKey = (typeof statsGroupKeys)[number];

/** One group's figures, defined as in PortfolioStats; `bets` counts open bets too. */
export interface GroupStats {
  readonly key: string;
  readonly bets: number;
  readonly staked: number;
  readonly profit: number;
  readonly yield: number | null;
  /** The group's profit ÷ the whole bankroll's starting value, when one is given. */
  readonly roi?: number | null;
  readonly winRate: number | null;
  readonly averageClv: number | null;
}

/** Groups in key order, so a table or chart does not reshuffle as figures move. */
export function statsBy(
  bets: readonly PortfolioBet[],
  key: StatsGroupKey,
  startingValue?: number,
): GroupStats[] {
  if (startingValue !== undefined) assertStartingValue(startingValue);
  const tallies = new Map<string, StatsTally>();
  for (const bet of bets) {
    const group = bet[key];
    let tally = tallies.get(group);
    if (tally === undefined) {
      tally = emptyTally();
      tallies.set(group, tally);
    }
    tallyBet(tally, bet);
  }
  return groupsOfTallies(tallies, startingValue);
}

/** Groups from running sums per key, in key order. */
export function groupsOfTallies(
  tallies: ReadonlyMap<string, StatsTally>,
  startingValue?: number,
): GroupStats[] {
  const sorted = [...tallies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.map(([group, tally]) => {
    const { staked, profit, yield: yieldOnStake, winRate, averageClv } = figuresOf(tally);
    return {
      key: group,
      bets: tally.bets,
      staked,
      profit,
      yield: yieldOnStake,
      ...(startingValue === undefined
        ? {}
        : { roi: ratio(tally.profitCents, toCents(startingValue)) }),
      winRate,
      averageClv,
    };
  });
}
