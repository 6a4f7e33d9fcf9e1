import type { WireEventOdds } from '../odds/wire-format';

export interface MoneylineGame {
  id?: string;
  sportKey?: string;
  homeTeam?: string;
  awayTeam?: string;
  commenceTime: number;
  /** Per book: home price, away price, and how many seconds before `at` it quoted them. */
  prices: Record<string, readonly [number, number, number?]>;
  at: number;
}

/** One game's moneyline in the v4 wire format, each book stamped with its own quote time. */
export function moneylineGame(game: MoneylineGame): WireEventOdds {
  const home = game.homeTeam ?? 'Lakers';
  const away = game.awayTeam ?? 'Celtics';
  const sport = game.sportKey ?? 'basketball_nba';
  return {
    id: game.id ?? 'g1',
    sport_key: sport,
    sport_title: sport === 'basketball_nba' ? 'NBA' : sport,
    commence_time: new Date(game.commenceTime).toISOString(),
    home_team: home,
    away_team: away,
    bookmakers: Object.entries(game.prices).map(([key, [homePrice, awayPrice, ageS = 5]]) => {
      const stamp = new Date(game.at - ageS * 1000).toISOString();
      return {
        key,
        title: key,
        last_update: stamp,
        markets: [
          {
            key: 'h2h',
            last_update: stamp,
            outcomes: [
              { name: home, price: homePrice },
              { name: away, price: awayPrice },
            ],
          },
        ],
      };
    }),
  };
}
