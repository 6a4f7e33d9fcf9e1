import type { SportDef } from './catalog-sports';
import type { Roster } from './event-factory';
import { peoplePool } from './names-people';
import { Rng } from './prng';

/** Squad size per team: enough roster slots for every sport's props (see catalog-event-markets). */
export const SQUAD = 6;

const pools = new Map<string, readonly string[]>();

/**
 * A team's squad, slot 0 first (its star, quarterback or starting pitcher). Drawn once per
 * competition from one pool of distinct names, so no two teams share a player.
 */
export function teamPlayers(
  seed: number,
  sport: SportDef,
  roster: Roster,
  team: string,
): readonly string[] {
  const id = `${seed}:${sport.key}`;
  let pool = pools.get(id);
  if (!pool) {
    pool = peoplePool(
      new Rng(seed, `players:${sport.key}`),
      roster.names.length * SQUAD,
      'athletes',
    );
    pools.set(id, pool);
  }
  const index = roster.names.indexOf(team);
  if (index < 0) return [];
  return pool.slice(index * SQUAD, index * SQUAD + SQUAD);
}
