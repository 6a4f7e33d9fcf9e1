import { Link } from 'wouter';
import type { Opportunity } from '../../../contracts/opportunities';
import { countdownLabel } from '../../../core/countdown';
import { sportGroupOf, sportIcon } from '../../../core/catalog/sports';
import { ToneBadge } from '../../components/tone-badge';
import { formatMoney, formatPercent } from '../../lib/format-figures';
import { profitAtStake } from '../../lib/profit-at-stake';
import { useDefaultStake } from '../../lib/use-default-stake';
import { trustNow } from '../../lib/trust-now';
import { opportunityMarketLabel } from '../../../core/market-label';
import { isUrgent } from './dashboard-lists';

/** One opportunity in a dashboard list; opens its detail dialog on the opportunities page. */
export function OpportunityRow({ opportunity, now }: { opportunity: Opportunity; now: number }) {
  const stake = useDefaultStake();
  const trust = trustNow(opportunity, now);
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
              {opportunity.sportTitle} · {opportunityMarketLabel(opportunity)}
            </span>
            <span className="tabular-nums">
              · {countdownLabel(now, Date.parse(opportunity.commenceTime))}
            </span>
            {isUrgent(opportunity, now) && <ToneBadge tone="warn">urgent</ToneBadge>}
          </span>
        </span>
        <span className="shrink-0 text-right tabular-nums">
          <span
            className={`block text-sm font-semibold ${trust.bettable ? 'text-profit' : 'text-warn'}`}
          >
            {formatMoney(profitAtStake(opportunity, stake))}
          </span>
          <span className="block text-[11px] text-muted">
            {formatPercent(opportunity.arbitragePercentage)}
            {trust.bettable ? '' : ` · ${trust.level}`}
          </span>
        </span>
      </Link>
    </li>
  );
}
