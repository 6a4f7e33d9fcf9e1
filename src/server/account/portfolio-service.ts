import { eq } from 'drizzle-orm';
import type {
  AnalyticsRange,
  BankrollSummary,
  PortfolioAnalytics,
  PortfolioStatsResponse,
} from '../../contracts/portfolio';
import { bankrollOf } from '../../core/portfolio/bankroll';
import { bankrollSeries } from '../../core/portfolio/bankroll-series';
import { closingLineValue } from '../../core/portfolio/closing-line-value';
import { clvDistribution } from '../../core/portfolio/clv-distribution';
import type { PortfolioBet } from '../../core/portfolio/portfolio-bet';
import { timeOf } from '../../core/portfolio/portfolio-bet';
import { portfolioStats, statsBy, type GroupStats } from '../../core/portfolio/portfolio-stats';
import type { Database } from '../db/database';
import { bets, users } from '../db/schema/index';
import { readSettings } from './settings-service';

const RANGE_DAYS: Record<AnalyticsRange, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  all: null,
};

/** Shown beside each figure on the analytics page. */
export const ANALYTICS_METHODS: Record<string, string> = {
  balance: 'Starting value + profit of every settled bet.',
  roi: 'Profit ÷ portfolio starting value.',
  yield: 'Profit ÷ stakes of settled bets (void bets risked nothing and are left out).',
  winRate: 'Won and half-won bets ÷ decided bets; pushes and voids are left out.',
  clv: 'Closing-line value: your decimal odds ÷ the fair closing odds − 1. The fair close is the sharp reference (Pinnacle, an exchange or the consensus) devigged, last seen before the start.',
  series: 'Balance at the end of each day in your time zone, from bets settled that day.',
  range: 'Figures over bets settled in the range; open bets count in exposure and bet counts.',
};

interface Portfolio {
  startingValue: number;
  timezone: string;
  bets: PortfolioBet[];
}

async function loadPortfolio(db: Database, userId: string): Promise<Portfolio | null> {
  const [user] = await db
    .select({ start: users.portfolioStartCents })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const settings = await readSettings(db, userId);
  const rows = await db
    .select({
      stakeCents: bets.stakeCents,
      odds: bets.odds,
      status: bets.status,
      payoutCents: bets.payoutCents,
      profitCents: bets.profitCents,
      settledAt: bets.settledAt,
      placedAt: bets.placedAt,
      sportKey: bets.sportKey,
      book: bets.book,
      market: bets.market,
      kind: bets.kind,
      fairClosingOdds: bets.fairClosingOdds,
    })
    .from(bets)
    .where(eq(bets.userId, userId));
  return {
    startingValue: user.start / 100,
    timezone: settings?.timezone ?? 'UTC',
    bets: rows.map((row) => ({
      stake: row.stakeCents / 100,
      odds: row.odds,
      status: row.status,
      payout: row.payoutCents === null ? null : row.payoutCents / 100,
      profit: row.profitCents === null ? null : row.profitCents / 100,
      settledAt: row.settledAt,
      placedAt: row.placedAt,
      sport: row.sportKey,
      book: row.book,
      market: row.market,
      kind: row.kind,
      clv: closingLineValue(row.odds, row.fairClosingOdds),
    })),
  };
}

export async function bankrollFor(db: Database, userId: string): Promise<BankrollSummary | null> {
  const portfolio = await loadPortfolio(db, userId);
  return portfolio && bankrollOf(portfolio.startingValue, portfolio.bets);
}

export async function statsFor(
  db: Database,
  userId: string,
): Promise<PortfolioStatsResponse | null> {
  const portfolio = await loadPortfolio(db, userId);
  return portfolio && portfolioStats(portfolio.startingValue, portfolio.bets);
}

const withRoi = (groups: GroupStats[]) =>
  groups.map((group) => ({ ...group, roi: group.roi ?? null }));

/**
 * Every figure of the analytics page. Bets settled before the range count into its opening
 * balance, so the series ends at the bankroll's balance whatever the range.
 */
export async function analyticsFor(
  db: Database,
  userId: string,
  range: AnalyticsRange,
  now: Date,
): Promise<PortfolioAnalytics | null> {
  const portfolio = await loadPortfolio(db, userId);
  if (!portfolio) return null;
  const { startingValue, timezone } = portfolio;
  const days = RANGE_DAYS[range];
  const from = days === null ? null : now.getTime() - days * 86_400_000;
  const inRange =
    from === null
      ? portfolio.bets
      : portfolio.bets.filter((bet) => {
          const settled = timeOf(bet.settledAt);
          return bet.status === 'open' || (settled !== null && settled >= from);
        });
  return {
    range,
    timezone,
    stats: portfolioStats(startingValue, inRange),
    series: bankrollSeries(startingValue, portfolio.bets, {
      bucket: 'day',
      timeZone: timezone,
      to: now,
      ...(from === null ? {} : { from: new Date(from) }),
    }),
    bySport: withRoi(statsBy(inRange, 'sport', startingValue)),
    byBook: withRoi(statsBy(inRange, 'book', startingValue)),
    byMarket: withRoi(statsBy(inRange, 'market', startingValue)),
    byKind: withRoi(statsBy(inRange, 'kind', startingValue)),
    clvDistribution: clvDistribution(inRange),
    methods: ANALYTICS_METHODS,
  };
}
