import { BOOKS, coverageOf } from './catalog-books';
import type { SportDef } from './catalog-sports';
import type { Roster } from './event-factory';
import type { OutrightEvent } from './model-types';
import { quotePrice } from './odds-math';
import { hashUnit, Rng } from './prng';

/**
 * Futures and tournament winners. These prices barely move pre-tournament, so they are quoted once
 * per tournament (no ticking); a new tournament is listed when the current one starts.
 */

const DAY = 86_400_000;

export function createOutright(
  sport: SportDef,
  roster: Roster,
  seed: number,
  seq: number,
  now: number,
): OutrightEvent {
  const spec = sport.outright;
  if (!spec) throw new Error(`${sport.key} has no outright market`);
  const rng = new Rng(seed, `outright:${sport.key}:${seq}`);
  const field = roster.names.slice(0, spec.fieldSize);
  // Softmax of ratings, sharpened so the favourite sits around 12–20 %.
  const weights = field.map((n) =>
    Math.exp(2.2 * (roster.ratings.get(n) ?? 0) + 0.3 * rng.normal()),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  const fair = weights.map((w) => w / sum);
  const commence =
    Math.ceil((now + spec.closesInDays * DAY * (0.8 + 0.4 * rng.float())) / 3_600_000) * 3_600_000;
  const id = rng.hex32();
  const books = BOOKS.filter((b) => b.commission === null || b.key.startsWith('betfair_ex'))
    .filter(
      (b) => b.sharp || hashUnit(seed, 'covers', b.key, sport.key) < coverageOf(b, sport.coverage),
    )
    .map((book) => {
      // Outright books carry far more overround than match markets; each book disagrees a little.
      const overround = 1 + (book.commission !== null ? 0.03 : 0.1 + 2.5 * book.margin);
      const prices = fair.map((p) =>
        quotePrice(
          p * overround * Math.exp(3 * book.noise * rng.normal()),
          book.commission !== null,
        ),
      );
      return { book, prices };
    });
  return { id, sport, commence, created: now, competitors: field, books };
}
