import type { MarketViewDto } from '../../../contracts/market-intelligence';
import { sportKeyLabel } from '../../lib/sport-key-label';

const gameDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export const rowClass = 'rounded-lg border border-line bg-surface p-3';

/** Full team names wrap rather than truncate: a cut-off name could be the other team. */
export function GameTitle({ view }: { view: MarketViewDto }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">
        {view.teams.away} @ {view.teams.home}
      </p>
      <p className="text-xs text-muted">
        {sportKeyLabel(view.sport)} · {gameDate.format(view.commenceTime)}
      </p>
    </div>
  );
}
