import { PriceBoard } from '../odds/price-board';
import { moneylineGame } from './moneyline-game';

/**
 * A board with one NBA game whose moneyline is a 10 % arbitrage across two books (2.20 / 1.70 at
 * one, 1.70 / 2.20 at the other), quoted five seconds before `now`: tests that need a live
 * opportunity without a feed.
 */
export function boardWithOneArbitrage(now: number): PriceBoard {
  const board = new PriceBoard();
  const prices = { draftkings: [2.2, 1.7], fanduel: [1.7, 2.2] } as const;
  board.applySnapshot(
    'basketball_nba',
    [moneylineGame({ commenceTime: now + 3_600_000, prices, at: now })],
    now,
  );
  return board;
}
