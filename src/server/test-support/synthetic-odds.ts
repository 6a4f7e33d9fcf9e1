import type { WireEventOdds } from '../odds/wire-format';

/** Deterministic v4-shaped odds for tests and benchmarks (not the simulator: no market model). */
export function syntheticOdds(options: {
  sport?: string;
  events: number;
  books: number;
  start?: number;
  seed?: number;
  /** Share of prices nudged by one tick, to make a second poll differ from the first. */
  moveShare?: number;
}): WireEventOdds[] {
  const sport = options.sport ?? 'basketball_nba';
  const start = options.start ?? Date.parse('2026-11-22T18:00:00Z');
  let state = options.seed ?? 1;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const move = () => (options.moveShare && random() < options.moveShare ? 0.01 : 0);
  const stamp = new Date(start - 3_600_000).toISOString();
  return Array.from({ length: options.events }, (_, e) => {
    const home = `Home ${e}`;
    const away = `Away ${e}`;
    return {
      id: `ev${e.toString().padStart(5, '0')}`,
      sport_key: sport,
      sport_title: 'NBA',
      commence_time: new Date(start + e * 600_000).toISOString(),
      home_team: home,
      away_team: away,
      bookmakers: Array.from({ length: options.books }, (_, b) => ({
        key: `book${b}`,
        title: `Book ${b}`,
        last_update: stamp,
        markets: [
          {
            key: 'h2h',
            last_update: stamp,
            outcomes: [
              { name: home, price: 1.9 + ((e + b) % 7) / 100 + move() },
              { name: away, price: 1.95 + ((e * 3 + b) % 5) / 100 + move() },
            ],
          },
          {
            key: 'spreads',
            last_update: stamp,
            outcomes: [
              { name: home, price: 1.91 + move(), point: -3.5 },
              { name: away, price: 1.91 + move(), point: 3.5 },
            ],
          },
          {
            key: 'totals',
            last_update: stamp,
            outcomes: [
              { name: 'Over', price: 1.87 + (b % 4) / 100 + move(), point: 220.5 },
              { name: 'Under', price: 1.93 + move(), point: 220.5 },
            ],
          },
        ],
      })),
    };
  });
}
