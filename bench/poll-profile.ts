import { Session } from 'node:inspector/promises';
import { learnBook } from '../src/server/odds/book-directory';
import { PriceBoard } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { ingestOddsBody } from '../src/server/odds/wire-ingest';
import { dispersedMarket } from './dispersed-market';
import { median, time } from './measure';
import { objectPerPriceFloor } from './poll-floor';
import { profileSummary } from './profile-summary';

/**
 * npx tsx bench/poll-profile.ts [rounds] [--no-profile] [--moving]: the detection bench's
 * 500 × 40 × 3 poll figure taken apart: JSON.parse, the wire ingest (validation) and the board's
 * apply, each timed alone, then a CPU profile of the three together. `--moving` applies the poll
 * to a board that already holds it with every price moved (a poll as it comes every few
 * seconds) instead of to an empty board (the first poll).
 */
const rounds = Number(process.argv[2] ?? 20) || 20;
const profiling = !process.argv.includes('--no-profile');
const moving = process.argv.includes('--moving');
const now = Date.parse('2026-11-22T12:00:00Z');
const body = JSON.stringify(dispersedMarket({ events: 500, books: 40, seed: 5, now }));
const moved = JSON.stringify(
  dispersedMarket({ events: 500, books: 40, seed: 5, now }).map((event) => ({
    ...event,
    bookmakers: event.bookmakers.map((book) => ({
      ...book,
      markets: book.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((o) => ({ ...o, price: Math.round(o.price * 103) / 100 })),
      })),
    })),
  })),
);

function bySport(events: WireEventOdds[]) {
  const sports = new Map<string, WireEventOdds[]>();
  for (const event of events) {
    for (const book of event.bookmakers) learnBook(book.key, book.title);
    const list = sports.get(event.sport_key) ?? [];
    list.push(event);
    sports.set(event.sport_key, list);
  }
  return sports;
}
const boardFor = () => {
  const board = new PriceBoard();
  if (moving)
    for (const [sport, list] of bySport(ingestOddsBody(JSON.parse(body)).events))
      board.applySnapshot(sport, list, now);
  return board;
};
const text = moving ? moved : body;

const parse: number[] = [];
const ingest: number[] = [];
const apply: number[] = [];
for (let i = 0; i < rounds; i++) {
  let raw: unknown;
  parse.push(time(() => (raw = JSON.parse(text))));
  let events: WireEventOdds[] = [];
  ingest.push(time(() => (events = ingestOddsBody(raw).events)));
  const board = boardFor();
  apply.push(
    time(() => {
      for (const [sport, list] of bySport(events)) board.applySnapshot(sport, list, now + 1000);
    }),
  );
}
const floor = Array.from({ length: rounds }, () => time(() => objectPerPriceFloor(text)));
const round = (ms: number) => Math.round(ms * 10) / 10;
const figures = {
  bytes: text.length,
  moving,
  jsonParseMs: round(median(parse)),
  ingestMs: round(median(ingest)),
  applyMs: round(median(apply)),
  ratio: round((median(parse) + median(ingest) + median(apply)) / median(parse)),
  objectPerPriceFloorRatio: round(median(floor) / median(parse)),
};

let profile = {};
if (profiling) {
  const boards = Array.from({ length: rounds }, boardFor);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (const board of boards)
    for (const [sport, list] of bySport(ingestOddsBody(JSON.parse(text)).events))
      board.applySnapshot(sport, list, now + 1000);
  const { profile: cpu } = await session.post('Profiler.stop');
  profile = profileSummary(cpu, 'poll', 25);
}
process.stdout.write(`${JSON.stringify({ ...figures, profile }, null, 2)}\n`);
