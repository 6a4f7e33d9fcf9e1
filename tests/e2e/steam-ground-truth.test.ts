import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventPriceHistory,
  MarketIntelligence,
  MarketSport,
  MarketViewDto,
  SteamMoveDto,
} from '../../src/contracts/market-intelligence';
import type { DatabaseHandle } from '../../src/server/db/database';
import { marketSignals } from '../../src/server/db/schema/index';
import { startLiveStack } from '../../src/server/test-support/live-stack';
import { openTestDatabase } from '../../src/server/test-support/test-database';
import type { JumpRecord } from '../../src/simulator/index';
import { launchBrowser, newPage, signInAsSubscriber } from './support/browser';
import { clientDir } from './support/e2e-server';

/**
 * Issue 12: the steam the simulator injects is found on the right event with the right leading
 * book, and the page shows it. The simulator's jump log (GET /__sim/jumps) is the ground truth:
 * every jump in an event's fair value, the fair probability of each side before and after, and
 * when each sharp book's quotes first took it in. Everything is compared in the simulator's clock:
 * a quote's `last_update` (and so a steam move's start and end) is simulated time, which runs at
 * SIM_SPEED × wall time; only the analysis's `computedAt` is wall time, converted with the
 * simulator's own `now`.
 */

const SIM_SPEED = 60;
/**
 * One sport per page filter, each with a result model the analysis shares with the simulator
 * (normal margins and totals with the same spreads; NHL goals close to its Poisson model). MLB is
 * left out: the analysis gives MLB totals a 4.4-run spread while the simulator's Poisson runs are
 * narrower, so a total line moving a run reads there as a price move that did not happen.
 */
const SPORTS: Record<string, MarketSport> = {
  basketball_nba: 'nba',
  icehockey_nhl: 'nhl',
  americanfootball_nfl: 'nfl',
};
/** Simulated time watched for injected jumps: with the fixed seed, the same jumps every run. */
const WATCH_MS = 50 * 60_000;
/** Wall-time limit for the analysis to catch up with the watched span (it refreshes every 30 s). */
const COLLECT_MS = 100_000;
/** Fewer big sides than this and the recall figure means nothing: the run itself failed. */
const MIN_BIG_SIDES = 4;
/**
 * Recall bar. A big jump (1.5 × the steam minimum in fair probability) moves nearly every book by
 * at least the minimum: a book's own opinion adds well under a point on match odds and one or two
 * on totals. The sharp books take it in within seconds and most others within two minutes, so
 * three books inside the steam window is certain and the analysis should find every one (it does,
 * fed the same simulated prices with every record in the simulator's clock). 90 % leaves room for
 * the rare honest miss: a second jump on the event undoing the first before slow books re-read.
 */
const RECALL_SHARE = 0.9;
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let browser: Browser;
let database: DatabaseHandle;
let stack: Awaited<ReturnType<typeof startLiveStack>>;
let context: BrowserContext;
let page: Page;

interface Snapshot {
  readonly group: MarketSport;
  readonly data: MarketIntelligence;
  /** Simulated time of the analysis: the prices it read were polled before it. */
  readonly simTime: number;
}

/** One side of one market of one injected jump, as the server's books should show it. */
interface SideTruth {
  readonly jump: JumpRecord;
  readonly market: SteamMoveDto['market'];
  readonly side: string;
  /** Fair probability change of the side. */
  readonly change: number;
  /** First re-read by a sharp book the server polls that re-priced this market; null: none did. */
  readonly readAt: number | null;
  /** The sharp books of that first re-read. */
  readonly leaders: readonly string[];
}

interface Verdict {
  readonly group: MarketSport;
  readonly view: MarketViewDto;
  readonly steam: SteamMoveDto;
  /** The injected jump that explains the move, or why none does. */
  readonly truth: SideTruth | null;
  readonly kind: 'explained' | 'unexplained' | 'against-the-jump';
  /** For moves a jump dominates: did the analysis time it from, and name, the sharp leader? */
  readonly leader: 'right' | 'wrong' | 'unobservable' | null;
  readonly why?: string;
}

let regions: readonly string[];
let minMove: number;
let windowMs: number;
let watchFrom: number;
const jumps = new Map<number, JumpRecord>();
const snapshots = new Map<MarketSport, Snapshot>();
const histories = new Map<string, EventPriceHistory>();
let verdicts: Verdict[] = [];
let bigSides: { truth: SideTruth; found: SteamMoveDto | null }[] = [];

/** The simulator's clock against the wall clock, from the last read of its jump log. */
let simClock = { wall: 0, sim: 0 };
const simAt = (wall: number) => simClock.sim + (wall - simClock.wall) * SIM_SPEED;

let jumpsSeen = 0;
/** Reads new jumps, and again those some sharp book had still to re-read. */
async function readJumps(): Promise<void> {
  const pending = [...jumps.values()].filter((jump) => jump.pendingReads > 0);
  const since = Math.min(jumpsSeen, ...pending.map((jump) => jump.seq - 1));
  const before = Date.now();
  const res = await fetch(`${stack.simulatorUrl}/__sim/jumps?since=${since}`);
  const after = Date.now();
  expect(res.status).toBe(200);
  const body = (await res.json()) as { now: number; recorded: number; jumps: JumpRecord[] };
  const first = body.jumps[0];
  if (body.recorded > since && first?.seq !== since + 1)
    throw new Error(`the jump log dropped jumps after ${since} between reads`);
  for (const jump of body.jumps) if (jump.sport in SPORTS) jumps.set(jump.seq, jump);
  jumpsSeen = body.recorded;
  simClock = { wall: (before + after) / 2, sim: body.now };
}

async function readAnalysis(group: MarketSport): Promise<void> {
  const data = (await page.evaluate(
    async (sport) => (await fetch(`/api/market-intelligence?sport=${sport}&range=48h`)).json(),
    group,
  )) as MarketIntelligence;
  expect(data.views.length, 'no event may be cut by the list size').toBeLessThan(
    data.parameters.listPerSport!,
  );
  snapshots.set(group, { group, data, simTime: simAt(Date.parse(data.computedAt)) });
}

async function historyOf(eventId: string): Promise<EventPriceHistory> {
  let history = histories.get(eventId);
  if (!history) {
    history = (await page.evaluate(
      async (id) => (await fetch(`/api/market-intelligence/events/${id}/history`)).json(),
      eventId,
    )) as EventPriceHistory;
    histories.set(eventId, history);
  }
  return history;
}

function sidesOf(jump: JumpRecord): SideTruth[] {
  return jump.markets.flatMap((market) => {
    const reads = jump.reads.filter(
      (read) => regions.includes(read.region) && read.markets.includes(market.market),
    );
    const readAt = reads[0]?.at ?? null;
    return market.outcomes.map((outcome) => ({
      jump,
      market: market.market,
      side: outcome.name,
      change: outcome.after - outcome.before,
      readAt,
      leaders: reads.filter((read) => read.at === readAt).map((read) => read.book),
    }));
  });
}

/**
 * The injected jumps on the move's event, market and side whose first sharp re-read falls between
 * one steam window before the move's start (a book's move may open with an earlier step of its
 * own) and the move's end.
 */
function truthsNear(eventId: string, steam: SteamMoveDto): SideTruth[] {
  return [...jumps.values()]
    .filter((jump) => jump.eventId === eventId)
    .flatMap(sidesOf)
    .filter(
      (t) =>
        t.market === steam.market &&
        t.side === steam.side &&
        t.readAt !== null &&
        // A jump of under a third of the minimum cannot move three books by the minimum.
        Math.abs(t.change) >= minMove / 3 &&
        steam.startTime - windowMs <= t.readAt &&
        t.readAt <= steam.endTime,
    );
}

async function judge(group: MarketSport, view: MarketViewDto, steam: SteamMoveDto) {
  const sign = steam.impliedChange > 0 ? 1 : -1;
  const near = truthsNear(view.gameId, steam);
  // The jump a move answers is the one whose first re-read its start is nearest to: a second
  // jump minutes later, even a bigger one, has its own steam.
  const agreeing = near
    .filter((t) => Math.sign(t.change) === sign)
    .sort(
      (a, b) =>
        Math.abs(a.readAt! - steam.startTime) - Math.abs(b.readAt! - steam.startTime) ||
        Math.abs(b.change) - Math.abs(a.change),
    );
  const truth = agreeing[0];
  if (!truth) {
    const against = near.find((t) => Math.abs(t.change) >= minMove);
    return {
      group,
      view,
      steam,
      truth: against ?? null,
      kind: against ? 'against-the-jump' : 'unexplained',
      leader: null,
    } satisfies Verdict;
  }
  const base = { group, view, steam, truth, kind: 'explained' } as const;
  // Only a jump of at least the minimum drives the move by itself; smaller ones share it with
  // the books' own noise, and which book crossed the line first is then not the jump's doing.
  if (Math.abs(truth.change) < minMove) return { ...base, leader: null } satisfies Verdict;
  // The server can only know a first re-read that a poll caught before the book re-priced again.
  const history = await historyOf(view.gameId);
  const observed = truth.leaders.filter((book) =>
    history.series.some(
      (series) =>
        series.market === steam.market &&
        series.outcome === steam.side &&
        series.book === book &&
        series.points.some((point) => point.at === truth.readAt),
    ),
  );
  if (observed.length === 0) return { ...base, leader: 'unobservable' } satisfies Verdict;
  const at = truth.readAt!;
  // Begun more than a window before any sharp book could read the jump: an earlier move of the
  // market that the jump's followers then joined, not the jump's steam (seen in CI: a sharp-led
  // 3.9-point move 374 s before a 6.3-point jump on the same side, which had its own steam).
  if (at - steam.startTime > windowMs) return { ...base, leader: null } satisfies Verdict;
  if (steam.bookmakers.some((book) => observed.includes(book))) {
    // The leader's own move counts in the steam: it must open it.
    const onTime = steam.startTime === at;
    const named = observed.includes(steam.leader);
    const problems = [
      onTime ? '' : `starts ${(steam.startTime - at) / 1000} s from the first sharp re-read`,
      named ? '' : `names ${steam.leader}, not ${observed.join(' or ')}`,
    ].filter(Boolean);
    return {
      ...base,
      leader: onTime && named ? 'right' : 'wrong',
      why: problems.length ? problems.join(' and ') : undefined,
    } satisfies Verdict;
  }
  // The leader moved less than the minimum: still, nothing moves on the jump before it.
  const right = steam.startTime >= at;
  return {
    ...base,
    leader: right ? 'right' : 'wrong',
    why: right
      ? undefined
      : `started ${(at - steam.startTime) / 1000} s before ${observed.join(' or ')} re-read the jump`,
  } satisfies Verdict;
}

const describeVerdict = (v: Verdict) =>
  `${v.view.teams.away} @ ${v.view.teams.home} ${v.steam.market} ${v.steam.side} ` +
  `${v.steam.direction} ${(v.steam.impliedChange * 100).toFixed(1)} pts, start ${new Date(v.steam.startTime).toISOString()}, ` +
  `leader ${v.steam.leader}` +
  (v.truth
    ? `; jump #${v.truth.jump.seq} ${(v.truth.change * 100).toFixed(1)} pts, first sharp re-read ${v.truth.readAt === null ? '-' : new Date(v.truth.readAt).toISOString()} by ${v.truth.leaders.join('+')}`
    : '') +
  (v.why ? ` — ${v.why}` : '');

function countBigSides(): { truth: SideTruth; found: SteamMoveDto | null }[] {
  const out: { truth: SideTruth; found: SteamMoveDto | null }[] = [];
  for (const snapshot of snapshots.values()) {
    const views = new Map(snapshot.data.views.map((view) => [view.gameId, view]));
    for (const jump of jumps.values()) {
      const view = views.get(jump.eventId);
      if (
        !view ||
        SPORTS[jump.sport] !== snapshot.group ||
        // The price before the jump must be on record…
        jump.at < watchFrom ||
        jump.at > watchFrom + WATCH_MS ||
        // …and the followers' moves polled before the analysis ran…
        jump.at + windowMs + 2 * MINUTE > snapshot.simTime ||
        // …and the event's prices must stay up long enough for them.
        jump.commence - jump.at < 10 * MINUTE
      )
        continue;
      for (const truth of sidesOf(jump)) {
        if (Math.abs(truth.change) < 1.5 * minMove || truth.readAt === null) continue;
        const found =
          view.steamMoves.find(
            (steam) =>
              steam.market === truth.market &&
              steam.side === truth.side &&
              Math.sign(steam.impliedChange) === Math.sign(truth.change) &&
              steam.startTime - windowMs <= truth.readAt! &&
              truth.readAt! <= steam.endTime,
          ) ?? null;
        out.push({ truth, found });
      }
    }
  }
  return out;
}

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  stack = await startLiveStack(
    database,
    {
      SIM_SEED: '23',
      SIM_SPEED: String(SIM_SPEED),
      ODDS_POLL_INTERVAL_S: '1',
      ODDS_SPORTS: Object.keys(SPORTS).join(','),
    },
    { clientDir },
  );
  expect(stack.simulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
  regions = stack.server.config.odds.regions;
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  const email = 'steam-truth@arbiter.test';
  await signInAsSubscriber(
    page,
    stack.server.url,
    database.db,
    { email, name: 'Steam Member' },
    '/dashboard',
  );

  // Jumps count once every sport has been polled: the prices before them are then on record.
  const polledBy = Date.now() + 30_000;
  while (!stack.feed.status().sports.every((sport) => sport.lastSuccessAt !== null)) {
    if (Date.now() > polledBy) throw new Error('the feed did not poll every sport within 30 s');
    await sleep(250);
  }
  await readJumps();
  watchFrom = simClock.sim + MINUTE;

  // Until the analysis of every sport has read the followers of the last watched jump.
  const deadline = Date.now() + COLLECT_MS;
  for (;;) {
    await readJumps();
    for (const group of new Set(Object.values(SPORTS))) await readAnalysis(group);
    const parameters = snapshots.values().next().value!.data.parameters;
    minMove = parameters.steamMinMove!;
    windowMs = parameters.steamWindowMs!;
    const horizon = watchFrom + WATCH_MS + windowMs + 2 * MINUTE;
    if ([...snapshots.values()].every((snapshot) => snapshot.simTime >= horizon)) break;
    if (Date.now() > deadline)
      throw new Error(`the analysis did not reach ${new Date(horizon).toISOString()} in time`);
    await sleep(3_000);
  }
  await readJumps();

  verdicts = [];
  for (const snapshot of snapshots.values())
    for (const view of snapshot.data.views)
      for (const steam of view.steamMoves) verdicts.push(await judge(snapshot.group, view, steam));
  bigSides = countBigSides();
  // STEAM_TRUTH_DUMP=file.json keeps what was compared, for whoever has to find out why.
  const dump = process.env.STEAM_TRUTH_DUMP;
  if (dump) {
    const events = new Set([
      ...verdicts.filter((v) => v.leader === 'wrong').map((v) => v.view.gameId),
      ...bigSides.filter((big) => !big.found).map((big) => big.truth.jump.eventId),
    ]);
    for (const id of events) await historyOf(id);
    writeFileSync(
      dump,
      JSON.stringify({
        regions,
        watchFrom,
        simClock,
        jumps: [...jumps.values()],
        snapshots: [...snapshots.values()],
        histories: [...histories.values()],
      }),
    );
  }

  const byMarket = Object.fromEntries(
    (['h2h', 'spreads', 'totals'] as const).map((market) => {
      const own = verdicts.filter((v) => v.steam.market === market);
      const count = (test: (v: Verdict) => boolean) => own.filter(test).length;
      return [
        market,
        {
          steam: own.length,
          explained: count((v) => v.kind === 'explained'),
          unexplained: count((v) => v.kind === 'unexplained'),
          againstTheJump: count((v) => v.kind === 'against-the-jump'),
          leaderRight: count((v) => v.leader === 'right'),
          leaderWrong: count((v) => v.leader === 'wrong'),
          leaderUnobservable: count((v) => v.leader === 'unobservable'),
        },
      ];
    }),
  );
  console.info(
    'steam ground truth',
    JSON.stringify(
      {
        watchedSimMinutes: WATCH_MS / MINUTE,
        jumpsWatched: [...jumps.values()].filter(
          (jump) => jump.at >= watchFrom && jump.at <= watchFrom + WATCH_MS,
        ).length,
        bigSides: bigSides.length,
        bigSidesFound: bigSides.filter((big) => big.found).length,
        byMarket,
      },
      null,
      1,
    ),
  );
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
  await database?.close();
});

describe('steam detection against the simulator’s injected jumps', () => {
  it('finds the big jumps on the right event, side and direction', () => {
    const missed = bigSides.filter((big) => !big.found);
    const list = missed.map(
      ({ truth }) =>
        `jump #${truth.jump.seq} ${truth.jump.away} @ ${truth.jump.home} ${truth.market} ${truth.side} ` +
        `${(truth.change * 100).toFixed(1)} pts at ${new Date(truth.readAt!).toISOString()}`,
    );
    expect(bigSides.length, 'big injected sides visible to the analysis').toBeGreaterThanOrEqual(
      MIN_BIG_SIDES,
    );
    expect(
      bigSides.length - missed.length,
      `found ${bigSides.length - missed.length} of ${bigSides.length}; missed:\n${list.join('\n')}`,
    ).toBeGreaterThanOrEqual(Math.ceil(RECALL_SHARE * bigSides.length));
  });

  it('reports no match-odds steam that was not injected, and no match-odds or spread steam against a jump', () => {
    // Match odds only: sharp books move them by a point only on a jump, and the others' own
    // opinions shift them by well under one, so three books moving three points is always a jump.
    // (Spreads and totals also move when recreational books re-centre a line in whole steps; their
    // figures are in the log above.)
    const stray = verdicts.filter((v) => v.steam.market === 'h2h' && v.kind === 'unexplained');
    expect(stray.map(describeVerdict)).toEqual([]);
    // Not on totals: besides their noise, a total line re-centred after a jump is moved onto the
    // reference line with the analysis's result model, which is not the simulator's (seen in CI:
    // recreational books' NHL totals steam against a 3-point jump, led 5 s before it).
    const against = verdicts.filter(
      (v) => v.kind === 'against-the-jump' && v.steam.market !== 'totals',
    );
    expect(against.map(describeVerdict)).toEqual([]);
    expect(verdicts.filter((v) => v.kind === 'explained').length).toBeGreaterThan(0);
  });

  it('times each injected match-odds and spread steam move from the sharp book that re-read first, and names it', () => {
    // Match odds and spreads. On totals the simulator's recreational books revise their own
    // opinion by the steam minimum and more (seen: BetUS Over 48.3 → 53.8 % at one line, 290 s
    // before a jump the sharp books then took in): three books inside one window then meet the
    // definition with a noise move first, which no reading of prices can tell from a lead. Those
    // figures are in the log above.
    const judged = verdicts.filter(
      (v) => v.steam.market !== 'totals' && (v.leader === 'right' || v.leader === 'wrong'),
    );
    expect(judged.length, 'steam moves driven by a jump, leader on record').toBeGreaterThan(0);
    const wrong = judged.filter((v) => v.leader === 'wrong');
    expect(
      wrong.map(describeVerdict),
      `${wrong.length} of ${judged.length} steam moves mistimed or misled`,
    ).toEqual([]);
  });

  it('logs every steam move that shortened a side before its start, for the track record', async () => {
    const followable = verdicts.filter(
      (v) => v.steam.direction === 'down' && v.steam.endTime < v.view.commenceTime,
    );
    expect(followable.length).toBeGreaterThan(0);
    const logged = await database.db
      .select({ id: marketSignals.id, side: marketSignals.side, kind: marketSignals.kind })
      .from(marketSignals);
    const byId = new Map(logged.map((row) => [row.id, row]));
    for (const { steam } of followable) {
      expect(byId.get(steam.id), steam.id).toMatchObject({ kind: 'steam', side: steam.side });
    }
  });

  it('shows a verified steam move on the Steam Detection tab', async () => {
    const horizon = simAt(Date.now()) + 30 * MINUTE;
    const shown = verdicts
      .filter((v) => v.kind === 'explained' && v.view.commenceTime > horizon)
      .sort((a, b) => (a.leader === 'right' ? 0 : 1) - (b.leader === 'right' ? 0 : 1))[0];
    expect(shown, 'a verified steam move on a game that has not started').toBeDefined();
    const { group, view, steam } = shown!;
    // The page names books by their titles, as the analysis lists them.
    const titles = snapshots.get(group)!.data.bookTitles;
    const title = (key: string) => titles[key] ?? key;

    await page.goto(`${stack.server.url}/market-intelligence`);
    await page.getByRole('heading', { name: 'Market Intelligence' }).waitFor();
    await page.getByRole('radio', { name: '48 Hours' }).click();
    await page.getByRole('radio', { name: group.toUpperCase(), exact: true }).click();
    await page.getByRole('tab', { name: 'Steam Detection' }).click();
    const rows = page
      .getByRole('tabpanel')
      .getByTestId('steam-move')
      .filter({ hasText: `${view.teams.away} @ ${view.teams.home}` })
      .filter({ hasText: `${steam.side} · ${steam.market} ·` })
      .filter({
        hasText: `led by ${title(steam.leader)} · order: ${steam.bookmakers.map(title).join(' → ')}`,
      });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  });
});
