import { eq } from 'drizzle-orm';
import { bets, users } from '../src/server/db/schema/index';
import { buildInjectedApp } from '../src/server/test-support/injected-app';
import { median } from './measure';

const BETS = 10_000;
const RUNS = 15;

/**
 * A member with 10,000 settled bets over a year: server time (in-process inject, PGlite) of the
 * statistics, bankroll and each analytics range. Goal: ≤ 50 ms each.
 */
export async function portfolioBench() {
  const harness = await buildInjectedApp();
  try {
    const cookie = await harness.sessionCookie('bench@arbiter.test', { subscriber: true });
    const [user] = await harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'bench@arbiter.test'));
    const now = Date.now();
    const sports = ['basketball_nba', 'americanfootball_nfl', 'soccer_epl', 'icehockey_nhl'];
    const books = ['draftkings', 'fanduel', 'betmgm', 'pinnacle', 'betfair_ex_uk', 'williamhill'];
    const markets = ['h2h', 'spreads', 'totals'] as const;
    const statuses = ['won', 'lost', 'push', 'half-won', 'half-lost', 'void'] as const;
    const rows = Array.from({ length: BETS }, (_, i) => {
      const status = statuses[i % statuses.length]!;
      const stakeCents = 1_000 + (i % 50) * 100;
      const odds = 1.5 + (i % 30) / 20;
      const payout = {
        won: odds,
        lost: 0,
        push: 1,
        void: 1,
        'half-won': (1 + odds) / 2,
        'half-lost': 0.5,
      }[status];
      const payoutCents = Math.floor(stakeCents * payout);
      const settledAt = new Date(now - (i % 365) * 86_400_000);
      return {
        userId: user!.id,
        kind: i % 3 === 0 ? ('value' as const) : ('arbitrage' as const),
        eventId: `e${i}`,
        sportKey: sports[i % sports.length]!,
        homeTeam: 'Home',
        awayTeam: 'Away',
        market: markets[i % markets.length]!,
        marketKey: markets[i % markets.length]!,
        marketType: 'main' as const,
        outcome: 'Home',
        point: null,
        odds,
        stakeCents,
        book: books[i % books.length]!,
        status,
        placedAt: new Date(settledAt.getTime() - 86_400_000),
        settledAt,
        settledBy: 'score' as const,
        payoutCents,
        profitCents: payoutCents - stakeCents,
        fairClosingOdds: odds * (0.95 + (i % 10) / 100),
      };
    });
    for (let i = 0; i < rows.length; i += 2_000) {
      await harness.database.db.insert(bets).values(rows.slice(i, i + 2_000));
    }
    const headers = { cookie };
    const measure = async (url: string) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 2; run++) {
        const started = performance.now();
        const response = await harness.app.inject({ url, headers });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        if (run >= 2) times.push(ms);
      }
      return Math.round(median(times) * 10) / 10;
    };
    return {
      bets: BETS,
      database: 'pglite',
      medianMs: {
        stats: await measure('/api/user/stats'),
        bankroll: await measure('/api/user/bankroll'),
        analytics7d: await measure('/api/user/analytics?range=7d'),
        analytics90d: await measure('/api/user/analytics?range=90d'),
        analyticsAll: await measure('/api/user/analytics?range=all'),
      },
      goalMs: 50,
    };
  } finally {
    await harness.close();
  }
}
