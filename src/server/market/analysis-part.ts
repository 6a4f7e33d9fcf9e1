import { analyseEvents, keepViews } from '../../core/market-analysis/analyse-market';
import type { AnalysisPart } from '../../core/market-analysis/analyse-market';
import type { ArbitrageRecord } from '../../core/market-analysis/arbitrage-lifespan';
import { listedViews } from '../../core/market-analysis/market-listing';
import { DEFAULT_PARAMETERS } from '../../core/market-analysis/parameters';
import type { EventHistory } from '../../core/market-analysis/price-series';

/** One share of the board to analyse, in a worker thread or inline. */
export interface PartRequest {
  readonly now: number;
  readonly events: readonly EventHistory[];
  readonly arbitrages: readonly ArbitrageRecord[];
  /** The sport filter the result is listed for: 'all' or a sport group. */
  readonly sport: string;
}

/**
 * The share analysed, keeping only the views its share of the list can need: a board is listed
 * from the union of its parts' lists, and the rest (megabytes of views) never leaves the thread.
 */
export function analysePart(request: PartRequest): AnalysisPart {
  const part = analyseEvents({
    now: request.now,
    events: request.events,
    arbitrages: request.arbitrages,
  });
  return keepViews(part, listedViews(part.views, request.sport, DEFAULT_PARAMETERS));
}
