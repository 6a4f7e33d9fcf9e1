import { uniformMethod } from '../../core/calibration/default-method';
import { eq, sql } from 'drizzle-orm';
import type {
  AnalyticsRange,
  BankrollSummary,
  PortfolioAnalytics,
  PortfolioStatsResponse,
} from '../../contracts/portfolio';
import { bankrollFromSums } from '../../core/portfolio/bankroll';
import { bankrollSeries } from '../../core/portfolio/bankroll-series';
import { clvNote } from '../../core/how-computed';
import { clvBreakdown, type ClvBet } from '../../core/portfolio/clv-breakdown';
import { clvDistribution } from '../../core/portfolio/clv-distribution';
import { closingLineValue, leadTimeMs } from '../../core/portfolio/closing-line-value';
import type { FairMethod } from '../../core/devig';
import {
  groupsOfTallies,
  statsOfTally,
  type GroupStats,
} from '../../core/portfolio/portfolio-stats';
import { emptyTally, type StatsTally } from '../../core/portfolio/stats-tally';
import type { Database } from '../db/database';
import { arbitrageHistory, bets, events, userSettings, users } from '../db/schema/index';
import { mergeStored } from './settings-service';

const RANGE_DAYS: Record<AnalyticsRange, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  all: null,
};

/** Shown beside each figure on the analytics page; CLV names the member's devig method. */
export const analyticsMethods = (method: FairMethod): Record<string, string> => ({
  balance: 'Starting value + profit of every settled bet.',
  roi: 'Profit ÷ portfolio starting value.',
  yield: 'Profit ÷ stakes of settled bets (void bets risked nothing and are left out).',
  winRate: 'Won and half-won bets ÷ decided bets; pushes and voids are left out.',
  clv: `${clvNote({ method })} Bets closed before every method was kept use the power method.`,
  clvEvidence:
    'Each CLV figure comes with its sample size, a 95 % confidence interval (Student’s t) and its t-statistic (mean ÷ standard error). Under 30 bets the figure is marked as too small a sample to prove an edge.',
  edgeDecay:
    'Edge decay: the EV a value bet was detected with minus its CLV, over value bets taken from an opportunity. Positive means the market moved toward the bet before the start, but by less than the edge shown.',
  leadTime: 'Lead time: from placing the bet to the start of its event.',
  series: 'Balance at the end of each day in your time zone, from bets settled that day.',
  range: 'Figures over bets settled in the range; open bets count in exposure and bet counts.',
});

interface Owner {
  startingValue: number;
  timezone: string;
  /** The member's devig method: their CLV is measured against the close devigged with it. */
  method: FairMethod;
}

/**
 * A bet's fair closing odds under the method: 1 ÷ its fair close probability, kept per method
 * since closes were captured with every method; older bets have the power method's only.
 */
const fairClose = (method: FairMethod, alias = '') =>
  sql`coalesce(1 / nullif((${sql.raw(alias)}fair_close_by_method ->> ${method})::float8, 0), ${sql.raw(alias)}fair_closing_odds)`;

async function ownerOf(db: Database, userId: string): Promise<Owner | null> {
  const [row] = await db
    .select({ start: users.portfolioStartCents, settings: userSettings.settings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const settings = mergeStored(row.settings);
  return {
    startingValue: row.start / 100,
    timezone: settings.timezone,
    method: uniformMethod(settings.devigMethod),
  };
}

type GroupName = 'sport' | 'book' | 'market' | 'kind' | 'marketType';

interface Tallies {
  total: StatsTally;
  exposureCents: number;
  groups: Record<GroupName, Map<string, StatsTally>>;
}

/**
 * core's tallyBet, summed by the database in one pass: every figure is then made by core from
 * these sums. A settled bet always carries its profit (a table constraint), and CLV counts where
 * a fair close above 1.0 was recorded, as closingLineValue does.
 */
async function tallies(
  db: Database,
  userId: string,
  from: Date | null,
  grouped: boolean,
  method: FairMethod,
): Promise<Tallies> {
  const close = fairClose(method);
  const inRange =
    from === null ? sql`true` : sql`(${bets.status} = 'open' or ${bets.settledAt} >= ${from})`;
  const result = await db.execute(sql`
    select ${
      grouped
        ? sql`grouping(sport_key) as gs, grouping(book) as gb, grouping(market_key) as gm,
            grouping(kind) as gk, grouping(market_type) as gt, sport_key, book, market_key, kind,
            market_type,`
        : sql`1 as gs, 1 as gb, 1 as gm, 1 as gk, 1 as gt,`
    }
      count(*)::int as bets,
      (count(*) filter (where status = 'open'))::int as open,
      (count(*) filter (where status <> 'open'))::int as settled,
      coalesce(sum(stake_cents) filter (where status not in ('open', 'void')), 0)::float8 as staked,
      coalesce(sum(profit_cents) filter (where status <> 'open'), 0)::float8 as profit,
      coalesce(sum(stake_cents) filter (where status = 'open'), 0)::float8 as exposure,
      (count(*) filter (where status in ('won', 'half-won')))::int as wins,
      (count(*) filter (where status in ('lost', 'half-lost')))::int as losses,
      coalesce(sum(odds / ${close} - 1) filter (where ${close} > 1), 0)::float8 as clv_sum,
      (count(*) filter (where ${close} > 1))::int as clv_count
    from ${bets}
    where ${bets.userId} = ${userId} and ${inRange}
    ${grouped ? sql`group by grouping sets ((), (sport_key), (book), (market_key), (kind), (market_type))` : sql``}`);
  const rows = (result as unknown as { rows: TallyRow[] }).rows;
  const out: Tallies = {
    total: emptyTally(),
    exposureCents: 0,
    groups: {
      sport: new Map(),
      book: new Map(),
      market: new Map(),
      kind: new Map(),
      marketType: new Map(),
    },
  };
  for (const row of rows) {
    const tally: StatsTally = {
      bets: row.bets,
      open: row.open,
      settled: row.settled,
      stakedCents: row.staked,
      profitCents: row.profit,
      wins: row.wins,
      losses: row.losses,
      clvSum: row.clv_sum,
      clvCount: row.clv_count,
    };
    if (!row.gs) out.groups.sport.set(row.sport_key!, tally);
    else if (!row.gb) out.groups.book.set(row.book!, tally);
    else if (!row.gm) out.groups.market.set(row.market_key!, tally);
    else if (!row.gk) out.groups.kind.set(row.kind!, tally);
    else if (!row.gt) out.groups.marketType.set(row.market_type!, tally);
    else {
      out.total = tally;
      out.exposureCents = row.exposure;
    }
  }
  return out;
}

interface TallyRow {
  gs: number;
  gb: number;
  gm: number;
  gk: number;
  gt: number;
  sport_key: string | null;
  book: string | null;
  market_key: string | null;
  kind: string | null;
  market_type: string | null;
  bets: number;
  open: number;
  settled: number;
  staked: number;
  profit: number;
  exposure: number;
  wins: number;
  losses: number;
  clv_sum: number;
  clv_count: number;
}

/**
 * Profit per local day of settlement, as one stand-in bet per day (settled at that day's first
 * settlement, so core files it under the same day): core's bankrollSeries then draws the chart.
 */
async function dailyProfit(db: Database, userId: string, timezone: string) {
  const result = await db.execute(sql`
    select min(settled_at) as first, sum(profit_cents)::float8 as profit
    from ${bets}
    where ${bets.userId} = ${userId} and status <> 'open'
    group by (settled_at at time zone ${timezone})::date`);
  const rows = (result as unknown as { rows: { first: string | Date | null; profit: number }[] })
    .rows;
  return rows.map((row) => ({
    stake: 0,
    odds: 2,
    status: 'won' as const,
    profit: row.profit / 100,
    settledAt: row.first === null ? null : new Date(row.first),
  }));
}

async function closingValues(db: Database, userId: string, from: Date | null, method: FairMethod) {
  const close = fairClose(method);
  const inRange =
    from === null ? sql`true` : sql`(${bets.status} = 'open' or ${bets.settledAt} >= ${from})`;
  const result = await db.execute(sql`
    select coalesce(array_agg(odds / ${close} - 1), '{}')::float8[] as clv
    from ${bets}
    where ${bets.userId} = ${userId} and ${close} > 1 and ${inRange}`);
  const [row] = (result as unknown as { rows: { clv: number[] | string }[] }).rows;
  const values = typeof row?.clv === 'string' ? parsePgArray(row.clv) : (row?.clv ?? []);
  return values.map((clv) => ({ clv }));
}

/**
 * Each bet with a fair close in the range, as the CLV breakdown reads it: its lead time from the
 * start its event (or the bet) names, and for a value bet taken from an opportunity, the EV the
 * opportunity was detected with (kept on the member's history record, in percent).
 */
async function clvBets(
  db: Database,
  userId: string,
  from: Date | null,
  method: FairMethod,
): Promise<ClvBet[]> {
  const close = fairClose(method, 'b.');
  const inRange = from === null ? sql`true` : sql`(b.status = 'open' or b.settled_at >= ${from})`;
  const result = await db.execute(sql`
    select b.book, b.sport_key, b.market_key as market, b.market_type, b.kind, b.odds, ${close} as fair_closing_odds, b.placed_at,
      coalesce(e.commence_time, b.commence_time) as start,
      case when b.kind = 'value' and h.kind = 'value' then h.arbitrage_percentage end as ev_pct
    from ${bets} b
    left join ${events} e on e.id = b.event_id
    left join ${arbitrageHistory} h on h.id = b.history_id
    where b.user_id = ${userId} and ${close} > 1 and ${inRange}`);
  const rows = (
    result as unknown as {
      rows: {
        book: string;
        sport_key: string;
        market: ClvBet['market'];
        market_type: ClvBet['marketType'];
        kind: ClvBet['kind'];
        odds: number;
        fair_closing_odds: number;
        placed_at: string | Date;
        start: string | Date | null;
        ev_pct: number | string | null;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    book: row.book,
    sport: row.sport_key,
    market: row.market,
    marketType: row.market_type,
    kind: row.kind,
    clv: closingLineValue(row.odds, row.fair_closing_odds),
    leadMs: leadTimeMs(
      new Date(row.placed_at).getTime(),
      row.start === null ? null : new Date(row.start).getTime(),
    ),
    evAtDetection: row.ev_pct === null ? null : Number(row.ev_pct) / 100,
  }));
}

/** node-postgres hands float arrays over parsed; some drivers send the text form '{1,2}'. */
function parsePgArray(text: string): number[] {
  const inner = text.slice(1, -1);
  return inner === '' ? [] : inner.split(',').map(Number);
}

export async function bankrollFor(db: Database, userId: string): Promise<BankrollSummary | null> {
  const owner = await ownerOf(db, userId);
  if (!owner) return null;
  const { total, exposureCents } = await tallies(db, userId, null, false, owner.method);
  return bankrollFromSums(owner.startingValue, total.profitCents, exposureCents);
}

export async function statsFor(
  db: Database,
  userId: string,
): Promise<PortfolioStatsResponse | null> {
  const owner = await ownerOf(db, userId);
  if (!owner) return null;
  const { total } = await tallies(db, userId, null, false, owner.method);
  return statsOfTally(owner.startingValue, total);
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
  const owner = await ownerOf(db, userId);
  if (!owner) return null;
  const { startingValue, timezone, method } = owner;
  const days = RANGE_DAYS[range];
  const from = days === null ? null : new Date(now.getTime() - days * 86_400_000);
  const [sums, perDay, clv, closed] = await Promise.all([
    tallies(db, userId, from, true, method),
    dailyProfit(db, userId, timezone),
    closingValues(db, userId, from, method),
    clvBets(db, userId, from, method),
  ]);
  const groups = (name: GroupName) => withRoi(groupsOfTallies(sums.groups[name], startingValue));
  return {
    range,
    timezone,
    stats: statsOfTally(startingValue, sums.total),
    series: bankrollSeries(startingValue, perDay, {
      bucket: 'day',
      timeZone: timezone,
      to: now,
      ...(from === null ? {} : { from }),
    }),
    bySport: groups('sport'),
    byBook: groups('book'),
    byMarket: groups('market'),
    byKind: groups('kind'),
    byMarketType: groups('marketType'),
    clvDistribution: clvDistribution(clv),
    clvBreakdown: clvBreakdown(closed),
    methods: analyticsMethods(method),
  };
}
