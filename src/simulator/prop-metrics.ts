import type { WireOddsEvent } from './wire-types';

/**
 * Measures how the simulated player props look to an arbitrage scanner: per prop market (event ×
 * key × player × line) whether the best Over and best Under make a sure bet, the same across two
 * lines of one player's prop, each book's overround, how far books sit from their consensus, and
 * value spots against it. Used by the props realism test; also handy when tuning the prop model.
 */

export interface PropSnapshot {
  /** Prop markets: event × key × player × line, with both sides quoted by some book. */
  readonly markets: number;
  /** Guaranteed return of each market whose best prices make a sure bet (0.01 = 1 %). */
  readonly edges: readonly number[];
  /** Players' props (event × key × player) quoted on at least two lines. */
  readonly multiLine: number;
  /**
   * Players' props with a sure bet across lines only: Over at a lower line with Under at a higher
   * one covers every result, so 1/Over + 1/Under < 1 pays on all of them (as core's cross-line).
   */
  readonly crossLine: number;
  /** Each book's overround on each market it quotes: 1/Over + 1/Under − 1. */
  readonly overrounds: readonly number[];
  /** |book's devigged Over probability − the consensus'| per book and market of ≥ 3 books. */
  readonly deviations: readonly number[];
  /** Markets of ≥ 3 books where some book's price beats the consensus fair price by `VALUE_EV`. */
  readonly consensusMarkets: number;
  readonly valueMarkets: number;
}

/** The EV a consensus-priced value bet must reach, as Arbiter's default VALUE_CONSENSUS_MIN_EV. */
export const VALUE_EV = 0.04;

interface Side {
  book: string;
  over: number;
  under: number;
}

/** One snapshot of the props of some events, as /events/{id}/odds serves them (decimal odds). */
export function propSnapshot(
  events: readonly WireOddsEvent[],
  isProp: (key: string) => boolean,
): PropSnapshot {
  const byLine = new Map<string, Side[]>();
  for (const event of events) {
    for (const book of event.bookmakers) {
      for (const market of book.markets) {
        if (!isProp(market.key)) continue;
        const outcomes = market.outcomes;
        // Outcomes come in pairs per player: Over then Under (or Yes then No).
        for (let i = 0; i + 1 < outcomes.length; i += 2) {
          const over = outcomes[i];
          const under = outcomes[i + 1];
          if (!over || !under || over.description !== under.description) continue;
          const id = `${event.id}|${market.key}|${over.description ?? ''}|${over.point ?? 0.5}`;
          const sides = byLine.get(id) ?? [];
          sides.push({ book: book.key, over: over.price, under: under.price });
          byLine.set(id, sides);
        }
      }
    }
  }
  const edges: number[] = [];
  const overrounds: number[] = [];
  const deviations: number[] = [];
  const best = new Map<string, { line: number; over: number; under: number }[]>();
  let consensusMarkets = 0;
  let valueMarkets = 0;
  for (const [id, sides] of byLine) {
    const over = Math.max(...sides.map((s) => s.over));
    const under = Math.max(...sides.map((s) => s.under));
    const sum = 1 / over + 1 / under;
    if (sum < 1) edges.push(1 / sum - 1);
    for (const s of sides) overrounds.push(1 / s.over + 1 / s.under - 1);
    const cut = id.lastIndexOf('|');
    const prop = id.slice(0, cut);
    const lines = best.get(prop) ?? [];
    lines.push({ line: Number(id.slice(cut + 1)), over, under });
    best.set(prop, lines);
    if (sides.length < 3) continue;
    consensusMarkets++;
    // Multiplicative devig per book, averaged: the consensus fair probability of the Over.
    const probs = sides.map((s) => 1 / s.over / (1 / s.over + 1 / s.under));
    const fair = probs.reduce((a, p) => a + p, 0) / probs.length;
    for (const p of probs) deviations.push(Math.abs(p - fair));
    if (fair * over - 1 >= VALUE_EV || (1 - fair) * under - 1 >= VALUE_EV) valueMarkets++;
  }
  let multiLine = 0;
  let crossLine = 0;
  for (const lines of best.values()) {
    if (lines.length < 2) continue;
    multiLine++;
    const sameLine = lines.some((l) => 1 / l.over + 1 / l.under < 1);
    const across = lines.some((low) =>
      lines.some((high) => high.line > low.line && 1 / low.over + 1 / high.under < 1),
    );
    if (across && !sameLine) crossLine++;
  }
  return {
    markets: byLine.size,
    edges,
    multiLine,
    crossLine,
    overrounds,
    deviations,
    consensusMarkets,
    valueMarkets,
  };
}

/** The value at quantile q (0–1) of some values, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
