import type { MarketEvent, Quote } from '../market';
import { hasStarted } from '../quote-selection';
import { formatAmerican } from '../odds-format';
import { findValueBets } from '../value';
import type { ValueBet } from '../value';
import type { TimingAdvice } from './betting-timing';
import type { AnalysisParameters } from './parameters';
import { bookTraits } from './book-traits';
import type { SideBooks } from './price-series';
import type { SharpAction, SideSharpSignal } from './sharp-action';
import { percentText, pointsText } from './wording';

/**
 * How far the sharp books have moved a side beyond the recreational books since opening, on the
 * side where that gap is widest: a sharp move the market has not yet followed. 0–100.
 */
export function steamPotential(
  signals: readonly SideSharpSignal[],
  parameters: AnalysisParameters,
): number {
  let pending = 0;
  for (const signal of signals) {
    if (signal.sharpChange === null || signal.recreationalChange === null) continue;
    const gap = Math.sign(signal.sharpChange) * (signal.sharpChange - signal.recreationalChange);
    pending = Math.max(pending, gap);
  }
  return Math.round(100 * Math.min(1, pending / parameters.steamMinMove));
}

/** The moneyline quotes standing now, as core's value finder reads a board. */
function currentQuotes(sides: readonly SideBooks[]): Quote[] {
  const quotes: Quote[] = [];
  for (const side of sides) {
    for (const book of side.books) {
      if (!book.quoting) continue;
      const { commission } = bookTraits(book.book);
      const quote = {
        book: book.book,
        outcome: side.outcome,
        price: book.lastPrice,
        lastUpdate: book.lastAt,
      };
      quotes.push(commission > 0 ? { ...quote, commission } : quote);
    }
  }
  return quotes;
}

/**
 * The best moneyline value bet of the event against core's fair reference (Pinnacle, else an
 * exchange, else the consensus), or null when no price beats it. Started events are not rated.
 * Moneyline only: core's value finder over every spread and total line tripled the cost of the
 * whole analysis for this one figure.
 */
export function bestValueBet(
  event: MarketEvent,
  moneyline: readonly SideBooks[] | undefined,
  now: number,
): ValueBet | null {
  if (!moneyline || hasStarted(event, now)) return null;
  const bets = findValueBets(
    { event, kind: 'h2h', quotes: currentQuotes(moneyline) },
    { now, maxAgeMs: Number.POSITIVE_INFINITY, minEv: 0 },
  );
  return bets[0] ?? null;
}

export function valueRating(bet: ValueBet | null, parameters: AnalysisParameters): number {
  if (!bet) return 0;
  return Math.round(100 * Math.min(1, bet.ev / parameters.valueFullScale));
}

export interface RecommendationInputs {
  readonly timing: readonly TimingAdvice[];
  readonly sharpAction: SharpAction;
  readonly steamPotential: number;
  readonly efficiency: number | null;
  readonly value: ValueBet | null;
}

const ACTION_LABEL = { bet_now: 'Bet now', wait_30m: 'Wait 30 min' } as const;

/** Plain sentences, each from a figure computed above; none when nothing stands out. */
export function recommendations(
  inputs: RecommendationInputs,
  parameters: AnalysisParameters,
): string[] {
  const lines = inputs.timing
    .slice(0, 2)
    .map((advice) => `${ACTION_LABEL[advice.action]}: ${advice.reasoning}`);
  const sharp = inputs.sharpAction;
  if (sharp.detected && sharp.side !== null) {
    const reverse = sharp.reverseLineMove
      ? ', against the recreational books (a reverse line move)'
      : '';
    lines.push(
      `Sharp books moved towards ${sharp.side} by ${pointsText(sharp.sharpChange ?? 0)}${reverse}.`,
    );
  }
  if (inputs.steamPotential >= parameters.scoreYellow) {
    lines.push(
      `Steam potential ${inputs.steamPotential}: the recreational books have not followed the sharp move yet.`,
    );
  }
  if (inputs.value) {
    const bet = inputs.value;
    lines.push(
      `Best value: ${bet.outcome}${bet.point === undefined ? '' : ` ${bet.point}`} at ${bookTraits(bet.book).title} ${formatAmerican(bet.price)}, ${percentText(bet.ev)} above the fair price.`,
    );
  }
  if (inputs.efficiency !== null && inputs.efficiency < parameters.scoreYellow) {
    lines.push(`Books disagree (efficiency ${inputs.efficiency}): compare prices before betting.`);
  }
  return lines;
}
