import { eq } from 'drizzle-orm';
import { arbitrageHistory } from '../../db/schema/index';
import { buildInjectedApp } from '../../test-support/injected-app';
import { insertHistoryRow, userIdOf } from './history-rows';

export type Persona = 'member' | 'other' | 'free' | 'sports';

/**
 * Test data only: the app on a fixed clock, with three subscribers (member, other, sports) and
 * a free member signed in, and helpers to call it as any of them or as a visitor.
 */
export async function openHistoryHarness(now: number) {
  const harness = await buildInjectedApp({}, { clock: () => new Date(now) });
  const headers: Partial<Record<Persona, Record<string, string>>> = {};
  const ids: Partial<Record<Persona, string>> = {};
  for (const who of ['member', 'other', 'free', 'sports'] as const) {
    const email = `${who}@arbiter.test`;
    headers[who] = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie(email, { subscriber: who !== 'free' }),
    };
    ids[who] = await userIdOf(harness.database.db, email);
  }
  const db = harness.database.db;
  return {
    harness,
    call: (
      who: Persona | 'visitor',
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      payload?: object,
    ) =>
      harness.app.inject({
        method,
        url,
        headers: who === 'visitor' ? harness.sameOrigin : headers[who],
        ...(payload === undefined ? {} : { payload }),
      }),
    row: (who: Persona, overrides: Parameters<typeof insertHistoryRow>[2]) =>
      insertHistoryRow(db, ids[who]!, overrides),
    stored: async (id: string) =>
      (await db.select().from(arbitrageHistory).where(eq(arbitrageHistory.id, id)))[0],
    close: () => harness.close(),
  };
}

export type HistoryHarness = Awaited<ReturnType<typeof openHistoryHarness>>;
