import { tallyMoves, tallyOutliers } from './bookmaker-intelligence';
import type { BookmakerTally } from './bookmaker-intelligence';
import { lineMovement } from './line-movement';
import type { SideMovement } from './line-movement';
import type { AnalysisParameters } from './parameters';
import { buildSideSeries } from './price-series';
import type { EventHistory, SideBooks } from './price-series';
import type { SideHistory } from './price-table';
import type { SeriesWorkspace } from './series-workspace';
import { sideSharpSignal } from './sharp-action';
import type { SideSharpSignal } from './sharp-action';
import { clusterMoves, quickMoves, steamMoves } from './steam';
import type { SteamMove } from './steam';
import { recentMovement } from './volatility';
import type { SideActivity } from './volatility';

/** Everything the event-level analysis needs of one side; none of it refers to the workspace. */
export interface SideAnalysis {
  readonly books: SideBooks;
  /** Null when no book quotes the side now. */
  readonly movement: SideMovement | null;
  readonly steam: readonly SteamMove[];
  readonly signal: SideSharpSignal;
  readonly activity: SideActivity;
}

/**
 * Builds the side's series into the workspace and reads all it needs from the columns before the
 * next side overwrites them; adds the side's moves and outliers to the bookmaker tally.
 */
export function analyseSide(
  event: EventHistory,
  history: SideHistory,
  now: number,
  parameters: AnalysisParameters,
  tally: BookmakerTally,
  workspace: SeriesWorkspace,
): SideAnalysis | null {
  const side = buildSideSeries(event, history, parameters.steamWindowMs, workspace);
  if (side.books.length === 0) return null;
  const moves = quickMoves(side, parameters.steamMinMove, parameters.steamWindowMs);
  tallyMoves(tally, clusterMoves(moves, parameters.marketMoveMinBooks, parameters.steamWindowMs));
  const movement = lineMovement(side, now, parameters);
  if (movement) tallyOutliers(tally, side, movement.consensus.impliedProbability, parameters);
  return {
    books: { market: side.market, outcome: side.outcome, books: side.books },
    movement,
    steam: steamMoves(side, moves, parameters),
    signal: sideSharpSignal(side),
    activity: {
      market: side.market,
      outcome: side.outcome,
      movement: recentMovement(side, now, parameters.volatilityWindowMs),
    },
  };
}
