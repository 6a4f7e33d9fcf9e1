import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bet } from '../../src/contracts/portfolio';
import type { DatabaseHandle } from '../../src/server/db/database';
import { events } from '../../src/server/db/schema/index';
import { startLiveStack } from '../../src/server/test-support/live-stack';
import { grantMembership } from '../../src/server/test-support/membership';
import { request, signIn, type CookieJar } from '../../src/server/test-support/scripted-sign-in';
import { openTestDatabase } from '../../src/server/test-support/test-database';

const headers = { 'x-arbiter-csrf': '1', 'content-type': 'application/json' };

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The simulator plays games 600× faster than real time: a game under way when the stack starts
 * ends within seconds, its final score arrives with the scores poll, and the member's bet on it
 * settles without anyone touching it.
 */
describe('bets on simulator games settle by themselves', () => {
  let database: DatabaseHandle;
  let stack: Awaited<ReturnType<typeof startLiveStack>>;
  let member: CookieJar;
  let base: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    stack = await startLiveStack(database, {
      SIM_SEED: '11',
      SIM_SPEED: '600',
      ODDS_POLL_INTERVAL_S: '1',
      ODDS_SCORES_INTERVAL_S: '1',
      ODDS_SPORTS: 'basketball_nba,icehockey_nhl',
    });
    base = stack.server.url;
    member = (await signIn(base, { email: 'bettor@arbiter.test', name: 'Bettor' })).jar;
    await grantMembership(database.db, 'bettor@arbiter.test');
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await database?.close();
  });

  it('settles a bet on a game in play from its final score, and the balance moves by its profit', async () => {
    // The next game to start on the board: at 600× it starts and ends within seconds.
    const game = await until(
      'a game on the board',
      async () => {
        const next = [...stack.feed.board.events.values()]
          .filter((event) => event.commenceTime > Date.now())
          .sort((a, b) => a.commenceTime - b.commenceTime)[0];
        if (!next) return null;
        const [row] = await database.db.select().from(events).where(eq(events.id, next.id));
        return row ?? null;
      },
      30_000,
    );
    const created = await request(member, `${base}/api/user/bets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        eventId: game.id,
        sport: game.sportKey,
        homeTeam: game.homeTeam,
        awayTeam: game.awayTeam,
        market: 'h2h',
        outcome: game.homeTeam,
        odds: 2,
        stake: 100,
        book: 'draftkings',
      }),
    });
    expect(created.status).toBe(201);
    const bet = (await created.json()) as Bet;

    const settled = await until(
      'the bet to settle',
      async () => {
        const list = (await (
          await request(member, `${base}/api/user/bets?status=settled`)
        ).json()) as { data: Bet[] };
        return list.data.find((candidate) => candidate.id === bet.id) ?? null;
      },
      150_000,
    );
    expect(settled.settledBy).toBe('score');
    expect(['won', 'lost', 'push']).toContain(settled.status);
    const [final] = await database.db.select().from(events).where(eq(events.id, game.id));
    expect(final!.completed).toBe(true);
    const home = Number(final!.scores!.find((s) => s.name === game.homeTeam)!.score);
    const away = Number(final!.scores!.find((s) => s.name === game.awayTeam)!.score);
    expect(settled.status).toBe(home > away ? 'won' : home < away ? 'lost' : 'push');

    const bankroll = (await (await request(member, `${base}/api/user/bankroll`)).json()) as {
      balance: number;
    };
    expect(bankroll.balance).toBe(1000 + settled.profit!);
  }, 200_000);
});
