import { eventMarketSet } from './catalog-event-markets';
import type { Roster } from './event-factory';
import type { SimEvent } from './model-types';
import { Rng } from './prng';
import { drawStat, propMean, playerFactor } from './prop-model';
import { teamPlayers } from './team-players';

/**
 * Simulator-only settlement data (the real `/scores` has none of it): each prop player's final
 * stat and each period's score, drawn once per event from its final score, so a player's line
 * settles against a game that agrees with the result (a rout lifts the winners' scorers).
 */

export interface BoxScore {
  readonly id: string;
  readonly sport_key: string;
  readonly home_team: string;
  readonly away_team: string;
  readonly scores: { readonly home: number; readonly away: number };
  /** Period scores by key suffix (q1, h1, p1, 1st_5_innings). */
  readonly periods: { period: string; home: number; away: number }[];
  /** Each prop player's final stat, by prop market key (goals and touchdowns as counts). */
  readonly players: { player: string; team: string; stats: Record<string, number> }[];
}

export function boxScore(seed: number, roster: Roster, event: SimEvent): BoxScore | null {
  if (event.status !== 'completed' || !event.score) return null;
  const rng = new Rng(seed, `box:${event.id}`);
  const { sport } = event;
  const set = eventMarketSet(sport);
  const final = [event.score.home, event.score.away] as const;
  const periods: BoxScore['periods'] = [];
  // Largest period first, each smaller one drawn from it, so a first quarter never beats the half.
  let outer = { fraction: 1, home: final[0], away: final[1] };
  for (const period of [...set.periods].sort((a, b) => b.fraction - a.fraction)) {
    const share = period.fraction / outer.fraction;
    const home = thin(outer.home, share, rng);
    const away = thin(outer.away, share, rng);
    periods.push({ period: period.suffix, home, away });
    outer = { fraction: period.fraction, home, away };
  }
  const players = new Map<
    string,
    { player: string; team: string; stats: Record<string, number> }
  >();
  ([event.home, event.away] as const).forEach((team, side) => {
    const squad = teamPlayers(seed, sport, roster, team);
    for (const spec of set.props) {
      for (const slot of spec.roles) {
        const name = squad[slot];
        if (name === undefined) continue;
        const mean = propMean(
          spec,
          slot,
          { own: final[side] ?? 0, opponent: final[1 - side] ?? 0 },
          sport.totalMean / 2,
          playerFactor(seed, sport.key, name),
        );
        const shape = spec.shape === 'yes-no' ? 'poisson' : spec.shape;
        const entry = players.get(name) ?? { player: name, team, stats: {} };
        entry.stats[spec.key] = drawStat(shape, mean, spec.sdK, rng.float(), rng.normal());
        players.set(name, entry);
      }
    }
  });
  return {
    id: event.id,
    sport_key: sport.key,
    home_team: event.home,
    away_team: event.away,
    scores: { home: final[0], away: final[1] },
    periods,
    players: [...players.values()],
  };
}

/** Each of `n` scores falls in the part with chance `share` (binomial; normal for big n). */
function thin(n: number, share: number, rng: Rng): number {
  if (n > 40) {
    const draw = Math.round(n * share + Math.sqrt(n * share * (1 - share)) * rng.normal());
    return Math.min(n, Math.max(0, draw));
  }
  let k = 0;
  for (let i = 0; i < n; i++) if (rng.chance(share)) k++;
  return k;
}
