import { inArray } from 'drizzle-orm';
import type { AdminSport } from '../../contracts/admin-analytics';
import { sportGroupOf } from '../../core/catalog/sports';
import type { Database } from '../db/database';
import { events, sports } from '../db/schema/index';

/**
 * The sport keys of a sport group among the events the store has seen (every logged opportunity
 * has one); null for "all". The group rule is core's, so nfl matches americanfootball_nfl and its
 * variants and nothing else.
 */
export async function sportKeysOf(db: Database, sport: AdminSport): Promise<string[] | null> {
  if (sport === 'all') return null;
  const rows = await db.selectDistinct({ key: events.sportKey }).from(events);
  return rows.map((row) => row.key).filter((key) => sportGroupOf(key) === sport);
}

/** The odds source's titles of these sport keys ("NBA", "EPL"); the key where none is stored. */
export async function sportTitles(db: Database, keys: readonly string[]) {
  const unique = [...new Set(keys)];
  const rows = unique.length
    ? await db
        .select({ key: sports.key, title: sports.title })
        .from(sports)
        .where(inArray(sports.key, unique))
    : [];
  const titles = new Map(rows.map((row) => [row.key, row.title]));
  return (key: string) => titles.get(key) || key;
}
