import { sportGroupOf } from '../catalog/sports';
import type { MarketView } from './analyse-market';
import type { AnalysisParameters } from './parameters';

/** How much is going on in a game: steam first, then sharp action, then volatility. */
const busyness = (view: MarketView) =>
  view.steamMoves.length * 1000 + view.sharpAction.strength * 5 + view.volatility.score;

/**
 * Spec §9: which games are listed, the busiest first: at most `listPerSportWhenAll` per sport
 * group when every sport is shown ('all'), else `listPerSport`. Indices into `views`. Listing the
 * union of lists made of parts of the board gives the list of the whole board.
 */
export function listedViews(
  views: readonly MarketView[],
  sport: string,
  parameters: Pick<AnalysisParameters, 'listPerSportWhenAll' | 'listPerSport'>,
): number[] {
  const order = views
    .map((view, index) => ({ view, index, busy: busyness(view) }))
    .sort(
      (a, b) =>
        b.busy - a.busy ||
        a.view.commenceTime - b.view.commenceTime ||
        (a.view.gameId < b.view.gameId ? -1 : a.view.gameId > b.view.gameId ? 1 : 0),
    );
  const perGroup = new Map<string, number>();
  const kept: number[] = [];
  const cap = sport === 'all' ? parameters.listPerSportWhenAll : parameters.listPerSport;
  for (const { view, index } of order) {
    const group = sport === 'all' ? sportGroupOf(view.sport) : sport;
    const seen = perGroup.get(group) ?? 0;
    if (seen >= cap) continue;
    perGroup.set(group, seen + 1);
    kept.push(index);
  }
  return kept;
}
