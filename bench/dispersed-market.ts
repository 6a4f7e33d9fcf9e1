import type { WireEventOdds } from '../src/server/odds/wire-format';
import {
  beforeMove,
  coverProbability,
  fairEvent,
  pickSport,
  seeded,
  type Fair,
  type Random,
} from './fair-event';

/**
 * A benchmark board shaped like a real market rather than like the engine's best case: books off
 * the main line (most repriced for the shift, some not), books listing a second line, 3-way
 * soccer, exchanges charging commission, stale quotes, events already started and, on a few
 * events, one book still pricing a line the market has left.
 *
 * Tuning, and its limits: the recorded responses (4 events, 3 books, 8 markets) hold no arbitrage,
 * middle or value bet, which bounds a real share only below ~32 %. What they do pin down is what
 * books charge (overround ≈ 4–5 %), and the generator matches that. The hit rates it lands on —
 * about 2 % of markets with an arbitrage, 0.5 % with a middle, 3.5 % with a value bet — are a
 * judgement for a 40-book board, to be checked against a large recorded board (--board FILE).
 */
const SHARES = {
  /** A book's spread or total one step either side of the main line. */
  offLine: 0.3,
  /** Of those, the book moved its price for the shift; the others kept the main line's price. */
  repriced: 0.998,
  /** A book listing a second line (one step away, repriced) in the same spreads or totals market. */
  secondLine: 0.1,
  /**
   * Retail books lag the sharp price: per event and market they share a lean of up to this much
   * probability on the first outcome, against Pinnacle's and the exchanges' fair line.
   */
  retailLean: 0.015,
  /** An event where one book still prices the line as it was before a move. */
  mispricedEvent: 0.03,
  /** A book's market last updated 11–14 minutes ago (flagged possibly stale, still read). */
  stale: 0.05,
  /** A book's market last updated 16–40 minutes ago (too old: detection skips it). */
  expired: 0.02,
  /** An event already under way, still listed with its pre-match prices. */
  started: 0.02,
  /** A book that does not quote a given event at all. */
  absent: 0.05,
};

/** Exchanges first (back prices near fair, commission on winnings), then the sharp book, then retail. */
const EXCHANGES = ['betfair_ex_uk', 'betfair_ex_eu', 'matchbook', 'smarkets'];
/** Retail books of every region, as the source keys them. */
const RETAIL = (
  'draftkings fanduel betmgm williamhill_us betrivers fanatics bovada betonlineag lowvig ' +
  'mybookieag betus superbook unibet_us espnbet hardrockbet ballybet williamhill paddypower ' +
  'skybet ladbrokes_uk coral betvictor betway boylesports unibet_uk onexbet sport888 betsson ' +
  'nordicbet marathonbet tipico_de betclic sportsbet tab neds'
).split(' ');
const BOOK_KEYS = [...EXCHANGES, 'pinnacle', ...RETAIL];

type Bookmaker = WireEventOdds['bookmakers'][number];

interface Book {
  key: string;
  margin: number;
  noise: number;
  leans: boolean;
  exchange: boolean;
}

function booksFor(count: number, random: Random): Book[] {
  return BOOK_KEYS.slice(0, count).map((key) => {
    if (EXCHANGES.includes(key))
      return { key, margin: 0.01 + random() * 0.015, noise: 0.01, leans: false, exchange: true };
    if (key === 'pinnacle')
      return { key, margin: 0.025, noise: 0.01, leans: false, exchange: false };
    return { key, margin: 0.03 + random() * 0.045, noise: 0.03, leans: true, exchange: false };
  });
}

type Market = Bookmaker['markets'][number];

function priceOf(probability: number, book: Book, random: Random): number {
  const p = Math.min(0.97, Math.max(0.03, probability));
  const price = (1 / (p * (1 + book.margin))) * (1 + (random() - 0.5) * book.noise);
  return Math.max(1.01, Math.round(price * 100) / 100);
}

/** A spreads or totals market: the main line, or one step off it; repriced for the shift or not. */
function lineMarket(
  kind: 'spreads' | 'totals',
  fair: Fair,
  book: Book,
  stamp: string,
  names: [string, string],
  random: Random,
): Market {
  const { sport } = fair;
  const main = kind === 'spreads' ? fair.spread : fair.total;
  const step = kind === 'spreads' ? sport.spreadStep : sport.totalStep;
  const sd = kind === 'spreads' ? sport.spreadSd : sport.totalSd;
  const lean = book.leans ? fair.lean[kind] : 0;
  const sideOf = (shift: number, reprice: boolean) => {
    const line = main + shift * step;
    // Home at line L covers when the margin beats −L: a higher L is kinder to home.
    const fairP = reprice
      ? kind === 'spreads'
        ? coverProbability(-line, -main, sd, true)
        : coverProbability(line, main, sd, true)
      : 0.5;
    const p = fairP + lean;
    return kind === 'spreads'
      ? [
          { name: names[0], price: priceOf(p, book, random), point: line },
          { name: names[1], price: priceOf(1 - p, book, random), point: line === 0 ? 0 : -line },
        ]
      : [
          { name: 'Over', price: priceOf(p, book, random), point: line },
          { name: 'Under', price: priceOf(1 - p, book, random), point: line },
        ];
  };
  let shift = 0;
  let reprice = true;
  if (random() < SHARES.offLine) {
    shift = random() < 0.5 ? -1 : 1;
    reprice = random() < SHARES.repriced;
  }
  const outcomes = sideOf(shift, reprice);
  if (random() < SHARES.secondLine)
    outcomes.push(...sideOf(shift === 0 ? (random() < 0.5 ? -1 : 1) : 0, true));
  return { key: kind, last_update: stamp, outcomes };
}

function stampFor(now: number, random: Random): string {
  const roll = random();
  let age = random() * 90_000;
  if (roll < SHARES.expired) age = 960_000 + random() * 1_440_000;
  else if (roll < SHARES.expired + SHARES.stale) age = 660_000 + random() * 180_000;
  return new Date(now - age).toISOString();
}

/** One book's answer for an event: exchanges list spreads and totals for soccer only. */
function bookmakerOf(
  book: Book,
  fair: Fair,
  names: [string, string],
  now: number,
  random: Random,
): Bookmaker {
  const stamp = stampFor(now, random);
  const h2hNames = fair.sport.draw ? [names[0], 'Draw', names[1]] : names;
  const last = fair.h2h.length - 1;
  const lean = book.leans ? fair.lean.h2h : 0;
  const h2h = fair.h2h.map((p, i) => (i === 0 ? p + lean : i === last ? p - lean : p));
  const markets: Market[] = [
    {
      key: 'h2h',
      last_update: stamp,
      outcomes: h2h.map((p, i) => ({ name: h2hNames[i]!, price: priceOf(p, book, random) })),
    },
  ];
  if (!book.exchange || fair.sport.draw) {
    markets.push(lineMarket('spreads', fair, book, stamp, names, random));
    markets.push(lineMarket('totals', fair, book, stamp, names, random));
  }
  return { key: book.key, title: book.key, last_update: stamp, markets };
}

export function dispersedMarket(options: {
  events: number;
  books: number;
  seed: number;
  now: number;
}): WireEventOdds[] {
  const random = seeded(options.seed);
  const books = booksFor(options.books, random);
  return Array.from({ length: options.events }, (_, e) => {
    const sport = pickSport(random);
    const fair = fairEvent(sport, random, SHARES.retailLean);
    const home = `${sport.title} Home ${e}`;
    const away = `${sport.title} Away ${e}`;
    const started = random() < SHARES.started;
    const commence = started
      ? options.now - random() * 5_400_000
      : options.now + 3_600_000 + e * 60_000;
    const mispriced = random() < SHARES.mispricedEvent ? Math.floor(random() * books.length) : -1;
    const stale = beforeMove(fair, random);
    const bookmakers = books.flatMap((book, b) => {
      if (random() < SHARES.absent) return [];
      return [bookmakerOf(book, b === mispriced ? stale : fair, [home, away], options.now, random)];
    });
    return {
      id: `dispersed-${e}`,
      sport_key: sport.key,
      sport_title: sport.title,
      commence_time: new Date(commence).toISOString(),
      home_team: home,
      away_team: away,
      bookmakers,
    };
  });
}
