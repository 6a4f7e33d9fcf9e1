import { BOOKS, coverageOf } from './catalog-books';
import type { SportDef } from './catalog-sports';
import { createLine, totalUnit } from './book-line';
import { drawFinalScore } from './final-scores';
import { nextJumpTick, xScale } from './market-dynamics';
import type { SimEvent } from './model-types';
import { HISTORY_TICKS } from './model-types';
import { SOCCER_TEAMS } from './names-soccer';
import { TEAMS } from './names-teams';
import { peoplePool } from './names-people';
import { hashUnit, Rng } from './prng';

/** Who plays in a competition and how strong each competitor is (fixed for a run). */
export interface Roster {
  readonly names: readonly string[];
  readonly ratings: ReadonlyMap<string, number>;
}

export function makeRoster(sport: SportDef, seed: number): Roster {
  const rng = new Rng(seed, `roster:${sport.key}`);
  const listKey = sport.outright?.teamsOf ?? sport.key;
  const teams = TEAMS[listKey] ?? SOCCER_TEAMS[listKey];
  const size = sport.people?.size ?? sport.outright?.fieldSize ?? 40;
  const names = teams ?? peoplePool(rng.fork('people'), size, sport.people?.pool ?? 'golfers');
  const ratings = new Map<string, number>();
  // Ratings' differences have the sport's spread of strengths.
  for (const name of names) ratings.set(name, (rng.normal() * sport.strengthSd) / Math.SQRT2);
  return { names, ratings };
}

/** A book lists a competition at all (stable per seed), and then most of its events. */
export function booksFor(sport: SportDef, eventId: string, seed: number): typeof BOOKS {
  return BOOKS.filter((book) => {
    if (book.sharp) return true;
    if (hashUnit(seed, 'covers', book.key, sport.key) >= coverageOf(book, sport.coverage))
      return false;
    return hashUnit(seed, 'lists', book.key, eventId) < 0.93;
  });
}

export interface NewEvent {
  readonly sport: SportDef;
  readonly roster: Roster;
  /** The competition's schedule stream: picks match-ups and ids in creation order. */
  readonly rng: Rng;
  readonly seed: number;
  readonly tick: number;
  readonly now: number;
  readonly commence: number;
  /** Competitors already in an upcoming or live event. */
  readonly busy: ReadonlySet<string>;
}

export function createEvent(spec: NewEvent): SimEvent | null {
  const { sport, roster, rng, seed, tick, now, commence, busy } = spec;
  const free = roster.names.filter((n) => !busy.has(n));
  if (free.length < 2) return null;
  const home = rng.pick(free);
  const away = rng.pick(free.filter((n) => n !== home));
  const id = rng.hex32();
  const eventRng = new Rng(seed, `event:${id}`);
  const rating = (n: string): number => roster.ratings.get(n) ?? 0;
  const x =
    rating(home) - rating(away) + sport.homeAdv + eventRng.normal() * 0.15 * sport.strengthSd;
  const tot = Math.max(0.5 * sport.totalMean, sport.totalMean + eventRng.normal() * sport.totalVar);
  const finish = commence + Math.round(sport.durationMin * (0.9 + 0.3 * eventRng.float())) * 60_000;
  const status = commence > now ? 'upcoming' : finish > now ? 'live' : 'completed';
  // Only events still to start move, so only they need a history of fair values.
  const history = status === 'upcoming' ? HISTORY_TICKS : 0;
  const event: SimEvent = {
    id,
    sport,
    home,
    away,
    commence,
    finish,
    status,
    x,
    tot,
    anchorX: x,
    anchorTot: tot,
    histX: new Float64Array(history).fill(x),
    histTot: new Float64Array(history).fill(tot),
    createdTick: tick,
    rng: eventRng,
    xScale: xScale(sport),
    totUnit: totalUnit(sport),
    nextJumpTick: 0,
    lines: [],
    score: null,
  };
  if (event.status === 'upcoming') {
    event.nextJumpTick = nextJumpTick(event, tick, now);
    event.lines = booksFor(sport, id, seed).map((book) => createLine(book, event, tick, now));
  } else {
    event.score = drawFinalScore(sport, x, tot, eventRng);
  }
  return event;
}
