import type { WireEventOdds } from '../src/server/odds/wire-format';
import { seeded, type Random } from './fair-event';

/**
 * Event markets on top of a featured board (dispersedMarket), for the props-scale goal: per event
 * 20 event markets — 12 player props (3 players each), alternate spreads and totals ladders (5
 * steps each), team totals per team and 5 period markets. A book lists each market with
 * probability BOOK_LISTS (books offer different prop sets), at its own margin and noise around a
 * fair line shared by all books, so arbitrage and value appear where books disagree.
 */
const PROPS = [
  'player_points',
  'player_rebounds',
  'player_assists',
  'player_threes',
  'player_blocks',
  'player_steals',
  'player_turnovers',
  'player_points_rebounds',
  'player_points_assists',
  'player_rebounds_assists',
  'player_points_rebounds_assists',
  'player_double_double',
];
const PERIODS = ['h2h_q1', 'h2h_h1', 'spreads_h1', 'totals_h1', 'totals_q1'];
const BOOK_LISTS = 0.5;
const LADDER_STEPS = 5;

type Market = WireEventOdds['bookmakers'][number]['markets'][number];
type Outcome = Market['outcomes'][number];

function price(p: number, margin: number, noise: number, random: Random): number {
  const clamped = Math.min(0.95, Math.max(0.05, p));
  const value = (1 / (clamped * (1 + margin))) * (1 + (random() - 0.5) * noise);
  return Math.max(1.01, Math.round(value * 100) / 100);
}

function overUnder(
  line: number,
  p: number,
  margin: number,
  noise: number,
  random: Random,
  description?: string,
): Outcome[] {
  const about = description === undefined ? {} : { description };
  return [
    { name: 'Over', price: price(p, margin, noise, random), point: line, ...about },
    { name: 'Under', price: price(1 - p, margin, noise, random), point: line, ...about },
  ];
}

export function withEventMarkets(events: WireEventOdds[], seed: number): WireEventOdds[] {
  const random = seeded(seed);
  for (const event of events) {
    const players = Array.from({ length: 3 }, (_, i) => `${event.home_team} Player ${i}`);
    const lines = PROPS.map(() => players.map(() => 5 + Math.floor(random() * 25) + 0.5));
    const total = 200 + Math.floor(random() * 30) + 0.5;
    const spread = -6.5 + Math.floor(random() * 12);
    for (const book of event.bookmakers) {
      const margin = 0.04 + random() * 0.04;
      const noise = 0.04;
      const stamp = book.last_update;
      const lists = () => random() < BOOK_LISTS;
      PROPS.forEach((key, k) => {
        if (!lists()) return;
        const outcomes = players.flatMap((player, i) =>
          overUnder(lines[k]![i]!, 0.5, margin, noise, random, player),
        );
        book.markets.push({ key, last_update: stamp, outcomes });
      });
      if (lists()) {
        const outcomes: Outcome[] = [];
        for (let s = -2; s < LADDER_STEPS - 2; s++)
          outcomes.push(...overUnder(total + s * 3, 0.5 - s * 0.08, margin, noise, random));
        book.markets.push({ key: 'alternate_totals', last_update: stamp, outcomes });
      }
      if (lists()) {
        const outcomes: Outcome[] = [];
        for (let s = -2; s < LADDER_STEPS - 2; s++) {
          const line = spread + s * 1.5;
          const p = 0.5 + s * 0.06;
          outcomes.push(
            { name: event.home_team!, price: price(p, margin, noise, random), point: line },
            {
              name: event.away_team!,
              price: price(1 - p, margin, noise, random),
              point: line === 0 ? 0 : -line,
            },
          );
        }
        book.markets.push({ key: 'alternate_spreads', last_update: stamp, outcomes });
      }
      if (lists())
        book.markets.push({
          key: 'team_totals',
          last_update: stamp,
          outcomes: [event.home_team!, event.away_team!].flatMap((team) =>
            overUnder(Math.round(total / 2) + 0.5, 0.5, margin, noise, random, team),
          ),
        });
      for (const key of PERIODS) {
        if (!lists()) continue;
        const outcomes = key.startsWith('h2h')
          ? [
              { name: event.home_team!, price: price(0.5, margin, noise, random) },
              { name: event.away_team!, price: price(0.5, margin, noise, random) },
            ]
          : key.startsWith('spreads')
            ? [
                { name: event.home_team!, price: price(0.5, margin, noise, random), point: -2.5 },
                { name: event.away_team!, price: price(0.5, margin, noise, random), point: 2.5 },
              ]
            : overUnder(Math.round(total / 4) + 0.5, 0.5, margin, noise, random);
        book.markets.push({ key, last_update: stamp, outcomes });
      }
    }
  }
  return events;
}
