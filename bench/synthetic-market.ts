import type { WireEventOdds } from '../src/server/odds/wire-format';

/** A seeded, realistic-looking board for benchmarks: per-book margins and noise around a fair line. */
export function syntheticMarket(options: {
  events: number;
  books: number;
  seed?: number;
  start?: number;
  /** Spread of each book's price around its own line (0.04 = ±2 %). */
  noise?: number;
}): WireEventOdds[] {
  const noise = options.noise ?? 0.04;
  let state = options.seed ?? 12_345;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  const start = options.start ?? Date.now() + 3_600_000;
  const stamp = new Date(Date.now() - 5_000).toISOString();
  const price = (p: number, margin: number) =>
    Math.max(
      1.01,
      Math.round((1 / (p * (1 + margin))) * (1 + (random() - 0.5) * noise) * 100) / 100,
    );
  return Array.from({ length: options.events }, (_, e) => {
    const home = `Home ${e}`;
    const away = `Away ${e}`;
    const pHome = 0.3 + random() * 0.4;
    const spread = -Math.round(random() * 10) - 0.5;
    const total = 200 + Math.round(random() * 40) + 0.5;
    return {
      id: `bench-${e}`,
      sport_key: 'basketball_nba',
      sport_title: 'NBA',
      commence_time: new Date(start + e * 60_000).toISOString(),
      home_team: home,
      away_team: away,
      bookmakers: Array.from({ length: options.books }, (_, b) => {
        // Book 0 is Pinnacle, the sharp reference every real board has; the rest are retail books.
        const margin = b === 0 ? 0.025 : 0.02 + random() * 0.05;
        return {
          key: b === 0 ? 'pinnacle' : `book${b}`,
          title: `Book ${b}`,
          last_update: stamp,
          markets: [
            {
              key: 'h2h',
              last_update: stamp,
              outcomes: [
                { name: home, price: price(pHome, margin) },
                { name: away, price: price(1 - pHome, margin) },
              ],
            },
            {
              key: 'spreads',
              last_update: stamp,
              outcomes: [
                { name: home, price: price(0.5, margin), point: spread },
                { name: away, price: price(0.5, margin), point: -spread },
              ],
            },
            {
              key: 'totals',
              last_update: stamp,
              outcomes: [
                { name: 'Over', price: price(0.5, margin), point: total },
                { name: 'Under', price: price(0.5, margin), point: total },
              ],
            },
          ],
        };
      }),
    };
  });
}
