import { SPORTS } from './catalog-sports';
import { partialScore } from './final-scores';
import type { Market } from './market';
import type { SimEvent } from './model-types';
import type { DateFormat, WireEvent, WireScoreEvent, WireSport } from './wire-types';
import { formatTime } from './wire-types';

/** Bodies of the endpoints that carry no prices: /sports, /events and /scores. */

/** The competitions the market simulates (all of them unless it was built for a few), in season. */
export function buildSports(market?: Market): WireSport[] {
  return [...SPORTS]
    .filter((s) => !market || market.board(s.key) || market.outright(s.key))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((s) => ({
      key: s.key,
      group: s.group,
      title: s.title,
      description: s.description,
      active: true,
      has_outrights: s.outright !== null,
    }));
}

export function buildEvents(
  market: Market,
  sportKey: string,
  dateFormat: DateFormat,
  eventIds: ReadonlySet<string> | null,
): WireEvent[] {
  const outright = market.outright(sportKey);
  if (outright) {
    if (eventIds && !eventIds.has(outright.id)) return [];
    const { id, sport, commence } = outright;
    return [
      {
        id,
        sport_key: sport.key,
        sport_title: sport.title,
        commence_time: formatTime(commence, dateFormat),
        home_team: null,
        away_team: null,
      },
    ];
  }
  const board = market.board(sportKey);
  if (!board) return [];
  return [...board.live, ...board.upcoming]
    .filter((e) => !eventIds || eventIds.has(e.id))
    .map((e) => header(e, dateFormat));
}

export interface ScoresQuery {
  /** Include results of events that started up to this many days ago (1–3); null for none. */
  readonly daysFrom: number | null;
  readonly dateFormat: DateFormat;
  readonly eventIds: ReadonlySet<string> | null;
}

/** Upcoming and live events, plus recent results when daysFrom is given. Outrights have no scores. */
export function buildScores(market: Market, sportKey: string, q: ScoresQuery): WireScoreEvent[] {
  const board = market.board(sportKey);
  if (!board) return [];
  const now = market.now();
  const events: SimEvent[] = [];
  if (q.daysFrom !== null) {
    const since = now - q.daysFrom * 86_400_000;
    events.push(...board.completed.filter((e) => e.commence >= since));
  }
  events.push(...board.live, ...board.upcoming);
  events.sort((a, b) => a.commence - b.commence || (a.id < b.id ? -1 : 1));
  return events
    .filter((e) => !q.eventIds || q.eventIds.has(e.id))
    .map((e) => scoreToWire(e, now, q.dateFormat));
}

function header(e: SimEvent, dateFormat: DateFormat): WireEvent {
  return {
    id: e.id,
    sport_key: e.sport.key,
    sport_title: e.sport.title,
    commence_time: formatTime(e.commence, dateFormat),
    home_team: e.home,
    away_team: e.away,
  };
}

function scoreToWire(e: SimEvent, now: number, dateFormat: DateFormat): WireScoreEvent {
  const completed = e.status === 'completed';
  let scores: WireScoreEvent['scores'] = null;
  let lastUpdate: WireScoreEvent['last_update'] = null;
  if (e.score && e.status !== 'upcoming') {
    const progress = completed ? 1 : (now - e.commence) / (e.finish - e.commence);
    const s = completed ? e.score : partialScore(e.score, progress);
    scores = [
      { name: e.home, score: String(s.home) },
      { name: e.away, score: String(s.away) },
    ];
    // Live scores are refreshed about once a minute.
    lastUpdate = formatTime(completed ? e.finish : Math.floor(now / 60_000) * 60_000, dateFormat);
  }
  return {
    id: e.id,
    sport_key: e.sport.key,
    sport_title: e.sport.title,
    commence_time: formatTime(e.commence, dateFormat),
    completed,
    home_team: e.home,
    away_team: e.away,
    scores,
    last_update: lastUpdate,
  };
}
