import type { Database } from '../db/database';
import { events, opportunityLog, priceChanges, sports, type LoggedLeg } from '../db/schema/index';

/**
 * A platform history to test the admin console against, every figure countable by hand: three
 * games (an NBA game won 110–104 by the home side, an EPL draw, an NFL game not yet played), the
 * value bets the platform published on them, arbitrages and a middle, and the NBA moneyline's
 * closing prices at Pinnacle. Times are relative to `now`.
 *
 * By hand, at $100 a pick: Lakers ML 2.10 won +110; Celtics +6 landed on the line, a push (its
 * later republication at +6.5 is the same pick); Over 213.5 (214) won +91; Lakers −6.5 lost by
 * half a point −100; Arsenal lost to the draw (soccer is 3-way) −100; the Draw at 3.40 won +240;
 * the Chiefs have not played. 7 picks, 6 graded, 1 pending, 3 wins, 2 losses, 1 push, P/L +241.
 */
export const TRACK_RECORD = {
  totalPicks: 7,
  totalGraded: 6,
  pending: 1,
  wins: 3,
  losses: 2,
  pushes: 1,
  voids: 0,
  totalPL: 241,
  /** Opportunities first seen in the last 24 hours (10) and 7 days (11). */
  last24h: 10,
  last7d: 11,
} as const;

const HOUR = 3_600_000;

const leg = (book: string, outcome: string, point: number | null, price: number): LoggedLeg => ({
  book,
  outcome,
  point,
  price,
  effectivePrice: price,
  stakeRatio: 1,
});

export const GAMES = {
  nba: { id: 'ev-lal-bos', sportKey: 'basketball_nba', home: 'Lakers', away: 'Celtics' },
  epl: { id: 'ev-ars-che', sportKey: 'soccer_epl', home: 'Arsenal', away: 'Chelsea' },
  nfl: { id: 'ev-kc-buf', sportKey: 'americanfootball_nfl', home: 'Chiefs', away: 'Bills' },
} as const;

type Game = (typeof GAMES)[keyof typeof GAMES];

function logged(
  at: (offsetMs: number) => Date,
  id: string,
  game: Game,
  kind: 'arbitrage' | 'value' | 'middle',
  market: string,
  legs: LoggedLeg[],
  life: { firstSeen: number; lastSeen: number; ended: 'edge_gone' | 'event_started' | null },
  returns: { peak: number; last: number },
  commence = -5 * HOUR,
) {
  return {
    id,
    kind,
    eventId: game.id,
    sportKey: game.sportKey,
    homeTeam: game.home,
    awayTeam: game.away,
    commenceTime: at(commence),
    market,
    line: legs[0]?.point ?? null,
    firstSeen: at(life.firstSeen),
    lastSeen: at(life.lastSeen),
    endedAt: life.ended ? at(life.lastSeen) : null,
    endReason: life.ended,
    peakReturn: returns.peak,
    lastReturn: returns.last,
    legs,
  };
}

const before = { firstSeen: -9 * HOUR, lastSeen: -8 * HOUR, ended: 'edge_gone' as const };
const ev = { peak: 0.04, last: 0.03 };

/** Writes the history into `db` (a fresh test database). */
export async function seedTrackRecord(db: Database, now: number) {
  const at = (offsetMs: number) => new Date(now + offsetMs);
  await db.insert(sports).values([
    {
      key: 'basketball_nba',
      groupName: 'Basketball',
      title: 'NBA',
      active: true,
      hasOutrights: false,
    },
    { key: 'soccer_epl', groupName: 'Soccer', title: 'EPL', active: true, hasOutrights: false },
    {
      key: 'americanfootball_nfl',
      groupName: 'American Football',
      title: 'NFL',
      active: true,
      hasOutrights: false,
    },
  ]);
  const scored = (home: number, away: number, game: Game) => [
    { name: game.home, score: String(home) },
    { name: game.away, score: String(away) },
  ];
  await db.insert(events).values([
    {
      id: GAMES.nba.id,
      sportKey: GAMES.nba.sportKey,
      commenceTime: at(-5 * HOUR),
      homeTeam: 'Lakers',
      awayTeam: 'Celtics',
      completed: true,
      scores: scored(110, 104, GAMES.nba),
      scoresUpdatedAt: at(-HOUR),
    },
    {
      id: GAMES.epl.id,
      sportKey: GAMES.epl.sportKey,
      commenceTime: at(-5 * HOUR),
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      completed: true,
      scores: scored(1, 1, GAMES.epl),
      scoresUpdatedAt: at(-2 * HOUR),
    },
    {
      id: GAMES.nfl.id,
      sportKey: GAMES.nfl.sportKey,
      commenceTime: at(2 * HOUR),
      homeTeam: 'Chiefs',
      awayTeam: 'Bills',
    },
  ]);
  const later = { firstSeen: -7 * HOUR, lastSeen: -6 * HOUR, ended: 'event_started' as const };
  await db.insert(opportunityLog).values([
    // Value bets: the graded picks.
    logged(
      at,
      'v-lakers',
      GAMES.nba,
      'value',
      'h2h',
      [leg('draftkings', 'Lakers', null, 2.1)],
      before,
      ev,
    ),
    logged(
      at,
      'v-celtics+6',
      GAMES.nba,
      'value',
      'spreads',
      [leg('fanduel', 'Celtics', 6, 1.95)],
      before,
      ev,
    ),
    // The same pick again at a moved line: not a second pick.
    logged(
      at,
      'v-celtics+6.5',
      GAMES.nba,
      'value',
      'spreads',
      [leg('fanduel', 'Celtics', 6.5, 1.9)],
      later,
      ev,
    ),
    logged(
      at,
      'v-over',
      GAMES.nba,
      'value',
      'totals',
      [leg('betmgm', 'Over', 213.5, 1.91)],
      before,
      ev,
    ),
    logged(
      at,
      'v-lakers-6.5',
      GAMES.nba,
      'value',
      'spreads',
      [leg('caesars', 'Lakers', -6.5, 2)],
      before,
      ev,
    ),
    logged(
      at,
      'v-arsenal',
      GAMES.epl,
      'value',
      'h2h',
      [leg('bet365', 'Arsenal', null, 2.5)],
      before,
      ev,
    ),
    logged(at, 'v-draw', GAMES.epl, 'value', 'h2h', [leg('bet365', 'Draw', null, 3.4)], before, ev),
    logged(
      at,
      'v-chiefs',
      GAMES.nfl,
      'value',
      'h2h',
      [leg('draftkings', 'Chiefs', null, 1.8)],
      { firstSeen: -HOUR / 2, lastSeen: -HOUR / 4, ended: null },
      { peak: 0.05, last: 0.05 },
      2 * HOUR,
    ),
    // Arbitrage and a middle: counted in analytics, never graded as picks.
    logged(
      at,
      'a-nba',
      GAMES.nba,
      'arbitrage',
      'h2h',
      [leg('draftkings', 'Lakers', null, 2.1), leg('fanduel', 'Celtics', null, 2.1)],
      before,
      { peak: 0.02, last: 0.01 },
    ),
    logged(
      at,
      'a-nba-old',
      GAMES.nba,
      'arbitrage',
      'totals',
      [leg('betmgm', 'Over', 214.5, 2.1), leg('caesars', 'Under', 214.5, 2.1)],
      { firstSeen: -72 * HOUR, lastSeen: -71 * HOUR, ended: 'edge_gone' },
      { peak: 0.04, last: 0.01 },
    ),
    logged(
      at,
      'm-epl',
      GAMES.epl,
      'middle',
      'spreads',
      [leg('bet365', 'Arsenal', -0.5, 2), leg('pinnacle', 'Chelsea', 1.5, 2)],
      before,
      { peak: 0.03, last: 0.02 },
    ),
  ]);
  // The close of the Lakers moneyline: Pinnacle's last prices before the start, and a price
  // after the start that must not count.
  await db.insert(priceChanges).values([
    {
      eventId: GAMES.nba.id,
      market: 'h2h',
      outcome: 'Lakers',
      point: null,
      book: 'pinnacle',
      price: 1.95,
      changedAt: at(-7 * HOUR),
    },
    {
      eventId: GAMES.nba.id,
      market: 'h2h',
      outcome: 'Celtics',
      point: null,
      book: 'pinnacle',
      price: 1.95,
      changedAt: at(-7 * HOUR),
    },
    {
      eventId: GAMES.nba.id,
      market: 'h2h',
      outcome: 'Lakers',
      point: null,
      book: 'pinnacle',
      price: 1.8,
      changedAt: at(-5.5 * HOUR),
    },
    {
      eventId: GAMES.nba.id,
      market: 'h2h',
      outcome: 'Celtics',
      point: null,
      book: 'pinnacle',
      price: 2.1,
      changedAt: at(-5.5 * HOUR),
    },
    {
      eventId: GAMES.nba.id,
      market: 'h2h',
      outcome: 'Lakers',
      point: null,
      book: 'pinnacle',
      price: 1.2,
      changedAt: at(-4 * HOUR),
    },
    {
      eventId: GAMES.nba.id,
      market: 'h2h',
      outcome: 'Celtics',
      point: null,
      book: 'pinnacle',
      price: 4.5,
      changedAt: at(-4 * HOUR),
    },
  ]);
}
