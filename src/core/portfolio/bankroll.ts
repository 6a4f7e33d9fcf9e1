import { fromCents, toCents } from '../stakes';
import type { PortfolioBet } from './portfolio-bet';
import { isSettled, profitCents } from './portfolio-bet';

export interface Bankroll {
  readonly startingValue: number;
  /** Σ profit of settled bets. */
  readonly settledProfit: number;
  /** startingValue + settledProfit: what the member holds once open bets are set aside. */
  readonly balance: number;
  /** Σ stake of open bets: money at the books awaiting a result. */
  readonly exposure: number;
  /** balance − exposure: what is free to stake now. */
  readonly available: number;
}

export type BankrollBet = Pick<PortfolioBet, 'stake' | 'odds' | 'status' | 'profit'>;

/**
 * Sums are taken in integer cents so that a balance after thousands of bets is exact, and a
 * settled bet moves it by exactly its profit.
 */
export function bankrollOf(startingValue: number, bets: readonly BankrollBet[]): Bankroll {
  let profit = 0;
  let exposure = 0;
  for (const bet of bets) {
    if (isSettled(bet.status)) profit += profitCents(bet);
    else exposure += toCents(bet.stake);
  }
  return bankrollFromSums(startingValue, profit, exposure);
}

/** The same bankroll from sums already taken (by a database), in integer cents. */
export function bankrollFromSums(
  startingValue: number,
  profit: number,
  exposure: number,
): Bankroll {
  assertStartingValue(startingValue);
  const balance = toCents(startingValue) + profit;
  return {
    startingValue: fromCents(toCents(startingValue)),
    settledProfit: fromCents(profit),
    balance: fromCents(balance),
    exposure: fromCents(exposure),
    available: fromCents(balance - exposure),
  };
}

export function assertStartingValue(startingValue: number): void {
  if (!Number.isFinite(startingValue) || startingValue < 0) {
    throw new RangeError(
      `a starting value must be a finite amount of at least 0, got ${startingValue}`,
    );
  }
}
