import { fromCents, toCents } from '../stakes';
import type { PortfolioBet } from './portfolio-bet';
import { isSettled, profitCents } from './portfolio-bet';

/**
 * Running sums for one set of bets, so the whole portfolio and each of its groups are counted in
 * the same single pass. Money in integer cents.
 */
export interface StatsTally {
  bets: number;
  open: number;
  settled: number;
  stakedCents: number;
  profitCents: number;
  wins: number;
  losses: number;
  clvSum: number;
  clvCount: number;
}

export function emptyTally(): StatsTally {
  return {
    bets: 0,
    open: 0,
    settled: 0,
    stakedCents: 0,
    profitCents: 0,
    wins: 0,
    losses: 0,
    clvSum: 0,
    clvCount: 0,
  };
}

/**
 * A void bet was cancelled: nothing was risked, so it adds to neither the amount staked nor the
 * win rate. A push did risk its stake and counts as staked, but decided nothing. Half results
 * count as a win or a loss, as the side the money went.
 */
export function tallyBet(tally: StatsTally, bet: PortfolioBet): void {
  tally.bets += 1;
  if (bet.clv !== null && Number.isFinite(bet.clv)) {
    tally.clvSum += bet.clv;
    tally.clvCount += 1;
  }
  if (!isSettled(bet.status)) {
    tally.open += 1;
    return;
  }
  tally.settled += 1;
  tally.profitCents += profitCents(bet);
  if (bet.status !== 'void') tally.stakedCents += toCents(bet.stake);
  if (bet.status === 'won' || bet.status === 'half-won') tally.wins += 1;
  if (bet.status === 'lost' || bet.status === 'half-lost') tally.losses += 1;
}

export interface TallyFigures {
  readonly staked: number;
  readonly profit: number;
  readonly yield: number | null;
  readonly winRate: number | null;
  readonly averageClv: number | null;
}

export function figuresOf(tally: StatsTally): TallyFigures {
  return {
    staked: fromCents(tally.stakedCents),
    profit: fromCents(tally.profitCents),
    yield: ratio(tally.profitCents, tally.stakedCents),
    winRate: ratio(tally.wins, tally.wins + tally.losses),
    averageClv: ratio(tally.clvSum, tally.clvCount),
  };
}

/** A share of nothing is unknown, not zero: the screen shows "—" rather than a made-up 0 %. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
