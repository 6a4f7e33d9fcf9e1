import { Link } from 'wouter';
import type { Opportunity } from '../../../contracts/opportunities';
import { countdownLabel } from '../../../core/countdown';
import { sportGroupOf, sportIcon } from '../../../core/catalog/sports';
import { ToneBadge } from '../../components/tone-badge';
import { formatPercent } from '../../lib/format-figures';
import { marketLabel } from '../../lib/market-label';
import { isUrgent } from './dashboard-lists';

/** One opportunity in a dashboard list; opens its detail dialog on the opportunities page. */
export function OpportunityRow({ opportunity, now }: { opportunity: Opportunity; now: number }) {
  return (
    <li>
      <Link
        to={`/opportunities?open=${encodeURIComponent(opportunity.id)}`}
        className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-raised"
      >
        <span aria-hidden className="text-lg">
          {sportIcon(sportGroupOf(opportunity.sport))}
        </span>
        <span className="min-w-0 flex-1">
          {/* Names wrap instead of truncating: a cut-off name can hide which team it is. */}
          <span className="block text-sm font-medium break-words">
            {opportunity.homeTeam} vs {opportunity.awayTeam}
          </span>
          <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
            <span>
              {opportunity.sportTitle} · {marketLabel(opportunity.betType, opportunity.line)}
            </span>
            <span className="tabular-nums">
              · {countdownLabel(now, Date.parse(opportunity.commenceTime))}
            </span>
            {isUrgent(opportunity, now) && <ToneBadge tone="warn">urgent</ToneBadge>}
          </span>
        </span>
        <span className="text-sm font-semibold text-profit tabular-nums">
          {formatPercent(opportunity.arbitragePercentage)}
        </span>
      </Link>
    </li>
  );
}
