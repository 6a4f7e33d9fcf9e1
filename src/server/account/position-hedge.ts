import { and, asc, eq } from 'drizzle-orm';
import type { HedgePlanResponse, PositionHedge } from '../../contracts/hedge';
import {
  filtersBooks,
  memberCommission,
  memberLimit,
  usesBook,
  type MemberLedger,
} from '../../core/book-ledger';
import { bestHedge, positionResults, type HedgePlan, type PositionLeg } from '../../core/hedge';
import { DRAW, OVER, samePoint, sameOutcome, type Quote } from '../../core/market';
import { priceQuotes } from '../../core/quote-selection';
import type { Database } from '../db/database';
import { bets } from '../db/schema/index';
import { bookByKey } from '../odds/book-directory';
import type { BoardQuote } from '../odds/price-board';

/** The position cannot be hedged as it stands; the message says why, for the member. */
export class NotHedgeableError extends Error {}

export interface HedgeInputs {
  /** The live board's quotes of one event (the scanner's board, here or asked of it). */
  quotesOfEvent(eventId: string): Promise<readonly BoardQuote[]>;
  maxAgeMs: number;
  /** The member's book ledger: which books they can use, their limits and commissions there. */
  ledger: MemberLedger;
}

type BetRow = typeof bets.$inferSelect;

/**
 * The best hedge now of the caller's position (the bets placed from one arbitrage), or null when
 * no such position is theirs. Only a position still running can be hedged: every leg open, or
 * voided by its book.
 */
export async function positionHedge(
  db: Database,
  userId: string,
  historyId: string,
  inputs: HedgeInputs,
  now: Date,
): Promise<PositionHedge | null> {
  const rows = (
    await db
      .select()
      .from(bets)
      .where(and(eq(bets.historyId, historyId), eq(bets.userId, userId)))
      .orderBy(asc(bets.id))
  ).sort((a, b) => outcomeRank(a) - outcomeRank(b));
  const first = rows[0];
  if (!first) return null;
  const eventId = hedgeableEvent(rows);
  const legs = rows.map<PositionLeg>((row) => ({
    outcome: row.outcome,
    point: row.point,
    stake: row.stakeCents / 100,
    odds: row.odds,
    voided: row.status === 'void',
  }));
  assertCompleteSet(rows, legs);
  const pushPossible = lineKind(first.point) === 'whole';
  const live = priceQuotes(
    (await inputs.quotesOfEvent(eventId))
      .filter((q) => q.market === first.market && canBetAt(inputs.ledger, q.book))
      .map((q) => toCoreQuote(q, inputs.ledger)),
    { now: now.getTime(), maxAgeMs: inputs.maxAgeMs },
  );
  return {
    historyId,
    eventId,
    homeTeam: first.homeTeam,
    awayTeam: first.awayTeam,
    market: first.market,
    legs: rows.map((row) => ({
      betId: row.id,
      outcome: row.outcome,
      point: row.point,
      book: row.book,
      stake: row.stakeCents / 100,
      odds: row.odds,
      status: row.status,
    })),
    pushPossible,
    plan: toResponse(bestHedge(legs, live, { pushPossible })),
    checkedAt: now.toISOString(),
  };
}

/** Legs of one arbitrage share a placing time: they are listed home, draw, away (or over, under). */
function outcomeRank(row: BetRow): number {
  const order = [row.homeTeam, DRAW, row.awayTeam];
  const rank = order.findIndex((name) => sameOutcome(name, row.outcome));
  if (rank >= 0) return rank;
  return sameOutcome(row.outcome, OVER) ? 0 : 1;
}

function hedgeableEvent(rows: readonly BetRow[]): string {
  if (rows.some((row) => row.status !== 'open' && row.status !== 'void')) {
    throw new NotHedgeableError('This position is settled: there is nothing left to hedge.');
  }
  if (rows.every((row) => row.status === 'void')) {
    throw new NotHedgeableError('Every bet of this position was voided: nothing is at stake.');
  }
  const eventId = rows[0]?.eventId ?? null;
  if (eventId === null || rows.some((row) => row.eventId !== eventId)) {
    throw new NotHedgeableError('These bets are not tied to one event Arbiter quotes.');
  }
  return eventId;
}

/**
 * The hedge assumes each result of the market is one leg's outcome: the outcomes of one line
 * (two sides, or home, draw and away). A middle or a cross-line position has results between
 * the lines that no single outcome names, so it is refused rather than hedged wrongly.
 */
function assertCompleteSet(rows: readonly BetRow[], legs: readonly PositionLeg[]): void {
  const results = positionResults(legs);
  const first = rows[0]!;
  const expected = first.market === 'h2h' && first.drawPossible ? 3 : 2;
  const [a, b] = results;
  const oneLine =
    first.market === 'h2h' ||
    (a !== undefined &&
      b !== undefined &&
      (first.market === 'spreads'
        ? samePoint(a.point, b.point === undefined ? undefined : -b.point)
        : samePoint(a.point, b.point)));
  const oneMarket = rows.every((row) => row.market === first.market);
  if (!oneMarket || results.length !== expected || !oneLine || first.kind === 'middle') {
    throw new NotHedgeableError(
      'Only a position whose bets cover each result of one line once can be hedged here.',
    );
  }
  if (lineKind(first.point) === 'quarter') {
    throw new NotHedgeableError(
      'A quarter-point line settles half of each stake on its own: hedge it by hand.',
    );
  }
}

/** Lines are multiples of a quarter point: whole lines can push, quarter lines split stakes. */
function lineKind(point: number | null): 'none' | 'half' | 'whole' | 'quarter' {
  if (point === null) return 'none';
  if (Number.isInteger(point)) return 'whole';
  return Number.isInteger(point * 2) ? 'half' : 'quarter';
}

/**
 * As the live lists decide (core book-ledger), and stricter in one way: a book the member lists
 * as closed or unused is never offered, "only my books" or not. A hedge is a bet to place now,
 * and the member has told us that book will not take it.
 */
function canBetAt(ledger: MemberLedger, book: string): boolean {
  const listed = ledger.books.get(book);
  if (listed && !usesBook(ledger, book)) return false;
  return !filtersBooks(ledger) || usesBook(ledger, book);
}

/** The quote as the member gets it: their own limit and commission at the book, where stated. */
function toCoreQuote(quote: BoardQuote, ledger: MemberLedger): Quote {
  const limit = memberLimit(ledger, quote.book, quote.betLimit);
  return {
    book: quote.book,
    outcome: quote.outcome,
    price: quote.price,
    lastUpdate: quote.lastUpdate,
    ...(quote.point === null ? {} : { point: quote.point }),
    commission: memberCommission(ledger, quote.book) ?? bookByKey(quote.book).commission,
    ...(limit === null ? {} : { limit }),
  };
}

function toResponse(plan: HedgePlan): HedgePlanResponse {
  const slot = (s: { outcome: string; point?: number | null }) => ({
    outcome: s.outcome,
    point: s.point ?? null,
  });
  switch (plan.kind) {
    case 'balanced':
      return plan;
    case 'no-quote':
      return { ...plan, uncovered: plan.uncovered.map(slot) };
    case 'hedge':
      return {
        ...plan,
        results: plan.results.map((r) => ({ ...r })),
        bets: plan.bets.map((bet) => ({
          outcome: bet.outcome,
          point: bet.point,
          book: bet.book,
          bookTitle: bookByKey(bet.book).title,
          price: bet.price,
          effectivePrice: bet.effectivePrice,
          stake: bet.stake,
          limit: bet.limit,
          cappedByLimit: bet.cappedByLimit,
          ageSeconds: Math.round(bet.ageMs / 1000),
        })),
      };
  }
}
