import { ARB_EPSILON } from '../src/core/arbitrage';
import { effectivePrice } from '../src/core/quote-selection';
import { bookByKey } from '../src/server/odds/book-directory';
import type { PriceBoard } from '../src/server/odds/price-board';

/**
 * The floor a sweep could reach: the arbitrage rules alone (fresh enough, best effective price
 * per outcome slot, Σ 1/d < 1) over flat typed arrays, one outcome set (event × market × line)
 * after another. No middles, no value bets, no cross-line pairs, no objects: what is left when
 * everything but the arithmetic is taken away.
 */
export interface ArbitrageArrays {
  /** Rows of set i are setStart[i] … setStart[i + 1] − 1. */
  setStart: Int32Array;
  setWidth: Uint8Array;
  setCommence: Float64Array;
  slot: Uint8Array;
  eff: Float64Array;
  lastUpdate: Float64Array;
}

const DETECTED = new Set(['h2h', 'spreads', 'totals']);

/** Set key and slot of a quote, as core's outcome sets place it; null when it names no side. */
function placeOf(
  market: string,
  outcome: string,
  point: number | null,
  home: string,
  away: string,
) {
  const name = outcome.trim().toLowerCase();
  if (market === 'h2h') {
    if (name === home) return { set: 'h2h', slot: 0 };
    if (name === 'draw') return { set: 'h2h', slot: 1 };
    return name === away ? { set: 'h2h', slot: 2 } : null;
  }
  if (point === null) return null;
  if (market === 'spreads') {
    if (name === home) return { set: `s${point}`, slot: 0 };
    return name === away ? { set: `s${point === 0 ? 0 : -point}`, slot: 1 } : null;
  }
  if (name === 'over') return { set: `t${point}`, slot: 0 };
  return name === 'under' ? { set: `t${point}`, slot: 1 } : null;
}

/** Built once from the board, outside the timed pass. */
export function arbitrageArrays(board: PriceBoard): ArbitrageArrays {
  const sets: {
    width: number;
    commence: number;
    rows: { slot: number; eff: number; at: number }[];
  }[] = [];
  for (const event of board.events.values()) {
    const home = event.homeTeam.trim().toLowerCase();
    const away = event.awayTeam.trim().toLowerCase();
    const soccer = event.sportKey.toLowerCase().startsWith('soccer');
    const bySet = new Map<string, (typeof sets)[number]>();
    let drawQuoted = false;
    for (const quote of board.quotesOfEvent(event.id)) {
      if (!DETECTED.has(quote.market)) continue;
      const place = placeOf(quote.market, quote.outcome, quote.point, home, away);
      if (!place) continue;
      let set = bySet.get(place.set);
      if (!set) bySet.set(place.set, (set = { width: 2, commence: event.commenceTime, rows: [] }));
      if (place.set === 'h2h' && place.slot === 1) drawQuoted = true;
      const commission = Math.max(0, bookByKey(quote.book).commission);
      set.rows.push({
        slot: place.slot,
        eff: effectivePrice(quote.price, commission),
        at: quote.lastUpdate,
      });
    }
    const h2h = bySet.get('h2h');
    if (h2h) {
      // Two-way h2h has slots 0 and 1: the away side moves down when no draw is in the set.
      const threeWay = soccer || drawQuoted;
      h2h.width = threeWay ? 3 : 2;
      if (!threeWay) for (const row of h2h.rows) row.slot = row.slot === 2 ? 1 : row.slot;
    }
    sets.push(...bySet.values());
  }
  const rows = sets.reduce((sum, set) => sum + set.rows.length, 0);
  const arrays: ArbitrageArrays = {
    setStart: new Int32Array(sets.length + 1),
    setWidth: new Uint8Array(sets.length),
    setCommence: new Float64Array(sets.length),
    slot: new Uint8Array(rows),
    eff: new Float64Array(rows),
    lastUpdate: new Float64Array(rows),
  };
  let r = 0;
  sets.forEach((set, i) => {
    arrays.setStart[i] = r;
    arrays.setWidth[i] = set.width;
    arrays.setCommence[i] = set.commence;
    for (const row of set.rows) {
      arrays.slot[r] = row.slot;
      arrays.eff[r] = row.eff;
      arrays.lastUpdate[r] = row.at;
      r++;
    }
  });
  arrays.setStart[sets.length] = r;
  return arrays;
}

/** The timed pass: how many outcome sets hold an arbitrage at `now`. */
export function typedArbitragePass(arrays: ArbitrageArrays, now: number, maxAgeMs: number): number {
  const { setStart, setWidth, setCommence, slot, eff, lastUpdate } = arrays;
  const best = new Float64Array(3);
  let found = 0;
  for (let i = 0; i < setWidth.length; i++) {
    if (setCommence[i]! <= now) continue;
    best[0] = 0;
    best[1] = 0;
    best[2] = 0;
    for (let r = setStart[i]!; r < setStart[i + 1]!; r++) {
      if (now - lastUpdate[r]! > maxAgeMs) continue;
      const s = slot[r]!;
      if (eff[r]! > best[s]!) best[s] = eff[r]!;
    }
    let sum = 0;
    for (let s = 0; s < setWidth[i]!; s++) sum += best[s]! > 1 ? 1 / best[s]! : Infinity;
    if (sum < 1 - ARB_EPSILON) found++;
  }
  return found;
}
