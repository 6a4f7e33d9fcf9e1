import { PriceBoard } from '../odds/price-board';

/**
 * A board with one NBA game whose moneyline is a 10 % arbitrage across two books (2.20 / 1.70 at
 * one, 1.70 / 2.20 at the other), quoted five seconds before `now`: tests that need a live
 * opportunity without a feed.
 */
export function boardWithOneArbitrage(now: number): PriceBoard {
  const stamp = new Date(now - 5_000).toISOString();
  const board = new PriceBoard();
  board.applySnapshot(
    'basketball_nba',
    [
      {
        id: 'g1',
        sport_key: 'basketball_nba',
        sport_title: 'NBA',
        commence_time: new Date(now + 3_600_000).toISOString(),
        home_team: 'Lakers',
        away_team: 'Celtics',
        bookmakers: (
          [
            ['draftkings', 2.2, 1.7],
            ['fanduel', 1.7, 2.2],
          ] as const
        ).map(([key, home, away]) => ({
          key,
          title: key,
          last_update: stamp,
          markets: [
            {
              key: 'h2h',
              last_update: stamp,
              outcomes: [
                { name: 'Lakers', price: home },
                { name: 'Celtics', price: away },
              ],
            },
          ],
        })),
      },
    ],
    now,
  );
  return board;
}
