import type { Opportunity } from '../../../../contracts/opportunities';
import { countdownLabel } from '../../../../core/countdown';
import { sportIcon } from '../../../../core/catalog/sports';
import { sportGroupOf } from '../../../../core/catalog/sports';
import { DialogFrame } from '../../../components/dialog-frame';
import { formatDateTime } from '../../../lib/format-time';
import { opportunityMarketLabel } from '../../../../core/market-label';
import { ArbitrageDetails } from './arbitrage-details';
import { MiddleDetails } from './middle-details';
import { Notice } from './notice';
import { ValueDetails } from './value-details';
import { useDefaultStake } from '../../../lib/use-default-stake';
import { trustNow } from '../../../lib/trust-now';
import { TrustNotice } from '../trust/trust-notice';

/**
 * The detail dialog of one opportunity: the calculator for arbitrage, Kelly for a value bet, the
 * window and its model for a middle.
 */
export function OpportunityDialog({
  opportunity,
  stillLive,
  now,
  onClose,
}: {
  opportunity: Opportunity | null;
  stillLive: boolean;
  now: number;
  onClose: () => void;
}) {
  // The member's own default stake opens every calculator (remounted once it has loaded).
  const stake = useDefaultStake();
  return (
    <DialogFrame
      open={opportunity !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={opportunity === null ? '' : `${opportunity.homeTeam} vs ${opportunity.awayTeam}`}
      description={
        opportunity === null
          ? ''
          : `${sportIcon(sportGroupOf(opportunity.sport))} ${opportunity.sportTitle} · ${opportunityMarketLabel(opportunity)} · ${formatDateTime(opportunity.commenceTime)} (${countdownLabel(now, Date.parse(opportunity.commenceTime))})`
      }
    >
      {opportunity !== null && (
        <div className="space-y-4">
          {!stillLive && (
            <Notice tone="loss">
              This opportunity is no longer live: the prices moved, or the event started. The
              figures below are the last ones seen; do not bet on them.
            </Notice>
          )}
          {opportunity.type === 'arbitrage' && (
            <ArbitrageDetails
              key={`${opportunity.id}:${stake}`}
              opportunity={opportunity}
              initialStake={stake}
              onClose={onClose}
            />
          )}
          {opportunity.type === 'value' && (
            <>
              <TrustNotice trust={trustNow(opportunity, now)} opportunityId={opportunity.id} />
              <ValueDetails key={opportunity.id} opportunity={opportunity} onClose={onClose} />
            </>
          )}
          {opportunity.type === 'middle' && (
            <>
              <TrustNotice trust={trustNow(opportunity, now)} opportunityId={opportunity.id} />
              <MiddleDetails
                key={`${opportunity.id}:${stake}`}
                opportunity={opportunity}
                initialStake={stake}
                onClose={onClose}
              />
            </>
          )}
        </div>
      )}
    </DialogFrame>
  );
}
