import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { arbitrageHistory, users } from '../../db/schema/index';

type NewRow = typeof arbitrageHistory.$inferInsert;

/** Test data only: the id of the member with this e-mail. */
export async function userIdOf(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no member ${email}`);
  return user.id;
}

let sequence = 0;

/** Test data only: one history record of a member, built by hand; fields overridable. */
export async function insertHistoryRow(
  db: Database,
  userId: string,
  overrides: Partial<NewRow> & { detectedAt: Date },
) {
  sequence += 1;
  const [row] = await db
    .insert(arbitrageHistory)
    .values({
      userId,
      opportunityId: `opp-${sequence}`,
      kind: 'arbitrage',
      sport: 'basketball_nba',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      commenceTime: new Date(overrides.detectedAt.getTime() + 3_600_000),
      arbitragePercentage: 2,
      status: 'active',
      stakeCents: 100_000,
      sportsbooks: ['DraftKings', 'FanDuel'],
      odds: [
        { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.1 },
        { book: 'FanDuel', outcome: 'Miami Heat', point: null, price: 2.05 },
      ],
      confidence: 90,
      executionDifficulty: 'easy',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
