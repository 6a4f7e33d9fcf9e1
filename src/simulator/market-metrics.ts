import type { WireOddsEvent } from './wire-types';

/**
 * Measures how the simulated market looks to an arbitrage scanner polling h2h decimal odds:
 * arbitrage windows, value spots against Pinnacle's devigged price, and steam moves. Used by the
 * realism test; also handy when tuning the market's parameters.
 */

export interface MetricsSummary {
  /** Distinct windows: consecutive polls of one event with a sure-bet set of best prices. */
  readonly arbWindows: number;
  /** Best edge seen in each window, as profit fraction (0.01 = 1 %). */
  readonly edges: readonly number[];
  /** Polls each window lasted. */
  readonly durations: readonly number[];
  /** Distinct (event, book, outcome) whose price beat Pinnacle's fair price by over 1 %. */
  readonly valueSpots: number;
  /** Pinnacle moves of ≥ 3 points of probability, and how many were followed by ≥ 3 other books. */
  readonly sharpMoves: number;
  readonly steamMoves: number;
}

interface OpenWindow {
  sport: string;
  maxEdge: number;
  polls: number;
  seenAt: number;
}

interface PendingMove {
  readonly eventId: string;
  readonly at: number;
  readonly direction: number;
  readonly before: ReadonlyMap<string, number>;
  readonly followers: Set<string>;
}

const STEAM_MOVE = 0.03;
const FOLLOW_MOVE = 0.01;
const FOLLOW_WINDOW_MS = 5 * 60_000;

export class MarketMetrics {
  private readonly open = new Map<string, OpenWindow>();
  private readonly edges: number[] = [];
  private readonly durations: number[] = [];
  private readonly valueSeen = new Set<string>();
  private readonly lastHome = new Map<string, ReadonlyMap<string, number>>();
  private readonly pending: PendingMove[] = [];
  private sharpMoves = 0;
  private steamMoves = 0;
  private pollNo = 0;

  /** One poll of one sport's /odds (markets=h2h, oddsFormat=decimal, all regions). */
  observe(sport: string, time: number, events: readonly WireOddsEvent[]): void {
    const poll = ++this.pollNo;
    for (const event of events) {
      const prices = h2hPrices(event);
      this.trackArb(sport, event.id, prices, poll);
      const homeProbs = normalisedHome(prices);
      this.trackValue(event.id, prices);
      this.trackSteam(event.id, time, homeProbs);
      this.lastHome.set(event.id, homeProbs);
    }
    for (const [id, w] of this.open) {
      if (w.sport === sport && w.seenAt !== poll) this.close(id, w);
    }
  }

  summary(): MetricsSummary {
    for (const [id, w] of this.open) this.close(id, w);
    return {
      arbWindows: this.edges.length,
      edges: [...this.edges],
      durations: [...this.durations],
      valueSpots: this.valueSeen.size,
      sharpMoves: this.sharpMoves,
      steamMoves: this.steamMoves,
    };
  }

  private trackArb(
    sport: string,
    id: string,
    prices: ReadonlyMap<string, readonly number[]>,
    poll: number,
  ): void {
    let best: number[] | null = null;
    for (const p of prices.values()) {
      if (!best) best = [...p];
      else if (best.length === p.length)
        for (let i = 0; i < p.length; i++) best[i] = Math.max(best[i] ?? 0, p[i] ?? 0);
    }
    if (!best) return;
    const sum = best.reduce((s, d) => s + 1 / d, 0);
    if (sum >= 1) return;
    const edge = 1 / sum - 1;
    const w = this.open.get(id);
    if (w) {
      w.maxEdge = Math.max(w.maxEdge, edge);
      w.polls++;
      w.seenAt = poll;
    } else this.open.set(id, { sport, maxEdge: edge, polls: 1, seenAt: poll });
  }

  private close(id: string, w: OpenWindow): void {
    this.edges.push(w.maxEdge);
    this.durations.push(w.polls);
    this.open.delete(id);
  }

  private trackValue(id: string, prices: ReadonlyMap<string, readonly number[]>): void {
    const pin = prices.get('pinnacle');
    if (!pin) return;
    const overround = pin.reduce((s, d) => s + 1 / d, 0);
    for (const [book, p] of prices) {
      if (book === 'pinnacle' || p.length !== pin.length) continue;
      for (let i = 0; i < p.length; i++) {
        // Fair price = 1 / devigged probability = Pinnacle's price × its overround.
        const fairPrice = (pin[i] ?? 1) * overround;
        if ((p[i] ?? 0) > fairPrice * 1.01) this.valueSeen.add(`${id}|${book}|${i}`);
      }
    }
  }

  private trackSteam(id: string, time: number, home: ReadonlyMap<string, number>): void {
    const before = this.lastHome.get(id);
    const pinNow = home.get('pinnacle');
    const pinBefore = before?.get('pinnacle');
    if (
      before &&
      pinNow !== undefined &&
      pinBefore !== undefined &&
      Math.abs(pinNow - pinBefore) >= STEAM_MOVE
    ) {
      this.sharpMoves++;
      this.pending.push({
        eventId: id,
        at: time,
        direction: Math.sign(pinNow - pinBefore),
        before,
        followers: new Set(),
      });
    }
    for (let i = 0; i < this.pending.length;) {
      const move = this.pending[i];
      if (!move) break;
      if (time - move.at > FOLLOW_WINDOW_MS) {
        this.pending.splice(i, 1);
        continue;
      }
      if (move.eventId === id) {
        for (const [book, p] of home) {
          const was = move.before.get(book);
          if (book === 'pinnacle' || was === undefined) continue;
          if ((p - was) * move.direction >= FOLLOW_MOVE) move.followers.add(book);
        }
        if (move.followers.size >= 3) {
          this.steamMoves++;
          this.pending.splice(i, 1);
          continue;
        }
      }
      i++;
    }
  }
}

function h2hPrices(event: WireOddsEvent): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const b of event.bookmakers) {
    const h2h = b.markets.find((m) => m.key === 'h2h');
    if (h2h)
      out.set(
        b.key,
        h2h.outcomes.map((o) => o.price),
      );
  }
  return out;
}

/** Each book's devigged probability of the first (home) outcome. */
function normalisedHome(prices: ReadonlyMap<string, readonly number[]>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [book, p] of prices) {
    const total = p.reduce((s, d) => s + 1 / d, 0);
    out.set(book, 1 / (p[0] ?? 1) / total);
  }
  return out;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
