import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { recordApiUsage } from '../odds/odds-store';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { RecheckBudget } from './recheck-budget';

const month = (m: number) => Date.UTC(2026, m, 1);

describe.each(testDatabaseKinds)('the re-check credit budget (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('holds one cap for two processes and a fail-over, from what api_usage already holds', async () => {
    // The month's re-checks before the counter existed (or a scanner of the last version).
    await recordApiUsage(database.db, {
      at: new Date(month(10) + 3_600_000),
      sport: 'basketball_nba',
      endpoint: 'recheck',
      cost: 4,
      used: null,
      remaining: null,
      status: 200,
      errorCode: null,
      ok: true,
    });
    const first = new RecheckBudget(database.db);
    const second = new RecheckBudget(database.db);
    expect(await first.reserve(month(10), 2, 10)).toBe(true);
    expect(await first.spent(month(10))).toBe(6);
    expect(await second.reserve(month(10), 2, 10)).toBe(true);
    // The answer said it cost 1, not 2.
    await second.adjust(month(10), -1);
    expect(await first.reserve(month(10), 2, 10)).toBe(true);
    expect(await second.reserve(month(10), 2, 10)).toBe(false);
    expect(await second.spent(month(10))).toBe(9);
    // A new month starts from its own spend.
    expect(await second.reserve(month(11), 2, 10)).toBe(true);
    expect(await second.spent(month(11))).toBe(2);
  });

  it('never books past the cap, however bookings from two processes interleave', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.array(
          fc.record({
            cost: fc.integer({ min: 1, max: 6 }),
            // What the answer cost (at most the estimate, as the source prices a market), or
            // null for a failed check (its booking is given back).
            answered: fc.option(fc.integer({ min: 0, max: 6 })),
          }),
          { maxLength: 12 },
        ),
        async (cap, checks) => {
          // A month of its own per run: no run sees another's bookings.
          const start = Date.UTC(2100 + run++, 0, 1);
          const budgets = [new RecheckBudget(database.db), new RecheckBudget(database.db)];
          let expected = 0;
          await Promise.all(
            checks.map(async ({ cost, answered: asked }, i) => {
              const answered = asked === null ? null : Math.min(asked, cost);
              const budget = budgets[i % 2]!;
              if (!(await budget.reserve(start, cost, cap))) return;
              await budget.adjust(start, (answered ?? 0) - cost);
              expected += answered ?? 0;
            }),
          );
          const spent = await budgets[0]!.spent(start);
          expect(spent).toBe(expected);
          expect(spent).toBeLessThanOrEqual(cap);
        },
      ),
      { numRuns: 25 },
    );
  });
});
