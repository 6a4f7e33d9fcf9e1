import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../billing/test-support/member-session';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import type { DatabaseHandle } from './database';

const MIGRATION = new URL('./migrations/0016_bet_market_keys.sql', import.meta.url);

/**
 * Migration 0016 on a bets table as 0015 left it: the columns are taken off a migrated database,
 * a bet written the old way, and the migration's own statements run again.
 */
describe.each(testDatabaseKinds)('migration 0016: bet market keys (%s)', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives every existing bet its market as its key and main as its type', async () => {
    const { db } = database;
    const userId = (await memberWithSession(db, 'migration@arbiter.test')).user.id;
    await db.execute(sql`alter table bets drop constraint bets_market_type`);
    await db.execute(
      sql`alter table bets drop column market_key, drop column market_type, drop column player, drop column open_reason`,
    );
    await db.execute(sql`
      insert into bets (user_id, kind, sport_key, home_team, away_team, market, outcome, point,
        odds, stake_cents, book, placed_at)
      values (${userId}, 'manual', 'basketball_nba', 'Home', 'Away', 'spreads', 'Home', -2.5,
        1.9, 1000, 'fanduel', now())`);

    const text = await readFile(MIGRATION, 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const { rows } = (await db.execute(
      sql`select market_key, market_type, player, open_reason from bets`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toEqual([
      { market_key: 'spreads', market_type: 'main', player: null, open_reason: null },
    ]);
    await expect(db.execute(sql`update bets set market_type = 'prop'`)).rejects.toThrow();
  });
});
