import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { MIN_CHOICE_SAMPLE } from '../../core/calibration/default-method';
import { FAIR_METHODS, type FairMethod } from '../../core/devig';
import { MemberRules, opportunityFor } from '../alerts/member-rules';
import type { DatabaseHandle } from '../db/database';
import { marketCloses, userSettings, users } from '../db/schema/index';
import { alertOpportunity } from '../test-support/alert-opportunity';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { methodChoices } from './calibration-figures';

const NOW = new Date('2026-12-05T12:00:00Z');

/**
 * MIN_CHOICE_SAMPLE NBA moneyline closes the home side won, Shin giving it 0.05 more than every
 * other method each time: Shin's log loss is lower on every close, so its lead is clear.
 */
function closes(source: 'feed' | 'simulator') {
  return Array.from({ length: MIN_CHOICE_SAMPLE }, (_, i) => {
    const home = 0.5 + 0.1 * Math.sin(i);
    const byMethod = Object.fromEntries(
      FAIR_METHODS.map((method) => [method, [home, 1 - home]]),
    ) as Record<FairMethod, number[]>;
    byMethod.shin = [home + 0.05, 0.95 - home];
    return {
      eventId: `${source}-${i}`,
      market: 'h2h',
      line: 0,
      sportKey: 'basketball_nba',
      commenceTime: new Date(NOW.getTime() - 86_400_000),
      source,
      reference: 'pinnacle',
      slots: [{ outcome: 'Home' }, { outcome: 'Away' }],
      fairByMethod: byMethod,
      capturedAt: NOW,
      scoredAt: NOW,
      winner: 0,
    };
  });
}

describe.each(testDatabaseKinds)("the evidence behind 'auto' (%s)", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('stays power on simulated data, however clear its lead', async () => {
    await handle.db.insert(marketCloses).values(closes('simulator'));
    expect(await methodChoices(handle.db)).toEqual([]);
  });

  it('picks Shin from real closes, and an auto member’s alerts use it', async () => {
    await handle.db.insert(marketCloses).values(closes('feed'));
    const [choice] = await methodChoices(handle.db);
    expect(choice).toMatchObject({ sport: 'nba', market: 'h2h', method: 'shin', n: 200 });
    const [member] = await handle.db
      .insert(users)
      .values({
        oidcIssuer: 'test',
        oidcSubject: 'auto-member',
        email: 'auto@arbiter.test',
        subscriptionStatus: 'active',
        subscriptionTier: 'elite',
        accessEndsAt: new Date(NOW.getTime() + 86_400_000),
      })
      .returning({ id: users.id });
    await handle.db
      .insert(userSettings)
      .values({ userId: member!.id, settings: { ...DEFAULT_SETTINGS, devigMethod: 'auto' } });
    const [rule] = await new MemberRules(handle.db, () => NOW).current();
    const value = alertOpportunity({
      type: 'value',
      isArbitrage: false,
      arbitragePercentage: 0,
      expectedValue: 0.05,
      fair: {
        probability: 0.5,
        odds: 2,
        method: 'power',
        reference: 'pinnacle',
        referenceBooks: ['pinnacle'],
        minEv: 0.02,
      },
      evByMethod: {
        multiplicative: 0.05,
        additive: 0.05,
        power: 0.05,
        shin: 0.02,
        'odds-ratio': 0.05,
        logit: 0.05,
      },
      evRange: { min: 0.02, max: 0.05, lowest: 'shin', highest: 'power' },
    });
    expect(opportunityFor(rule!, value, 0.02)?.expectedValue).toBe(0.02);
    expect(opportunityFor(rule!, { ...value, betType: 'totals' }, 0.02)?.expectedValue).toBe(0.05);
  });
});
