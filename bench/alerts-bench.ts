import pino from 'pino';
import type { Opportunity } from '../src/contracts/opportunities';
import { DEFAULT_SETTINGS } from '../src/contracts/settings';
import { instantChannels } from '../src/core/alerts/alert-rules';
import { SPORT_GROUPS } from '../src/core/catalog/sports';
import { AlertDispatcher } from '../src/server/alerts/alert-dispatcher';
import { createMailTransport } from '../src/server/alerts/mail-transport';
import { MemberRules } from '../src/server/alerts/member-rules';
import { userSettings, users } from '../src/server/db/schema/index';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { openTestDatabase } from '../src/server/test-support/test-database';
import { withScratchPostgres } from './scratch-postgres';
import { median } from './measure';

const MEMBERS = 2_500;
const RUNS = 30;

/**
 * A new opportunity matched against 2,500 members' alert rules and its alerts queued in the
 * outbox (PGlite): the time from the publisher's event to the rows being written. Goal ≤ 20 ms.
 */
export async function alertsBench() {
  const pglite = await alertsOn(await openTestDatabase('pglite'), 'pglite');
  let postgres: Awaited<ReturnType<typeof alertsOn>> | null = null;
  await withScratchPostgres(async (url) => {
    if (url) postgres = await alertsOn(await openDatabase({ kind: 'postgres', url }), 'postgres');
  });
  return { pglite, postgres, goalMs: 20 };
}

async function alertsOn(database: DatabaseHandle, kind: string) {
  try {
    const db = database.db;
    const now = new Date();
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          oidcIssuer: 'https://alerts.bench',
          oidcSubject: `m${i}`,
          email: `m${i}@alerts.bench`,
          subscriptionStatus: 'active' as const,
          subscriptionTier: 'elite' as const,
          accessEndsAt: new Date(now.getTime() + 86_400_000),
        })),
      )
      .returning({ id: users.id });
    await db.insert(userSettings).values(
      members.map((member, i) => {
        const { portfolioValue: _omit, ...settings } = DEFAULT_SETTINGS;
        return {
          userId: member.id,
          settings: {
            ...settings,
            emailFrequency: i % 3 === 0 ? 'daily' : 'instant',
            minArbitrageProfit: 0.5 + (i % 8) * 0.5,
            preferredSports: SPORT_GROUPS.filter((_, g) => (g + i) % 3 !== 0),
          },
        };
      }),
    );
    const rules = new MemberRules(db, () => new Date());
    const dispatcher = new AlertDispatcher(
      db,
      rules,
      createMailTransport(undefined, 'bench'),
      null,
      { baseUrl: 'http://localhost', batchMs: 60_000, unsubscribeLink: () => 'x' },
      () => new Date(),
      pino({ level: 'silent' }),
    );
    const loaded = await rules.current();
    let id = 0;
    const opportunity = (): Opportunity =>
      ({
        id: `arb_bench_${++id}`,
        type: 'arbitrage',
        sport: 'basketball_nba',
        arbitragePercentage: 2.5,
        expectedValue: 0.025,
        riskLevel: 'low',
        legs: [{ book: 'draftkings' }, { book: 'fanduel' }],
        homeTeam: 'Home',
        awayTeam: 'Away',
      }) as Opportunity;
    const matchOnly: number[] = [];
    const queued: number[] = [];
    let matched = 0;
    for (let run = 0; run < RUNS + 3; run++) {
      const found = opportunity();
      let started = performance.now();
      matched = loaded.filter((rule) => instantChannels(rule, found, Date.now()).length > 0).length;
      const matchMs = performance.now() - started;
      started = performance.now();
      await dispatcher.queue(found);
      const queueMs = performance.now() - started;
      if (run >= 3) {
        matchOnly.push(matchMs);
        queued.push(queueMs);
      }
    }
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      members: MEMBERS,
      matchedPerOpportunity: matched,
      medianMs: { match: round(median(matchOnly)), matchAndQueue: round(median(queued)) },
      database: kind,
    };
  } finally {
    await database.close();
  }
}
