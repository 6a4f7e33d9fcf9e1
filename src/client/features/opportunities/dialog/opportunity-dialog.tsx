import type { Opportunity } from '../../../../contracts/opportunities';
import { countdownLabel } from '../../../../core/countdown';
import { sportIcon } from '../../../../core/catalog/sports';
import { sportGroupOf } from '../../../../core/catalog/sports';
import { DialogFrame } from '../../../components/dialog-frame';
import { formatDateTime } from '../../../lib/format-time';
import { marketLabel } from '../../../lib/market-label';
import { ArbitrageDetails } from './arbitrage-details';
import { MiddleDetails } from './middle-details';
import { Notice } from './notice';
import { ValueDetails } from './value-details';

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
          : `${sportIcon(sportGroupOf(opportunity.sport))} ${opportunity.sportTitle} · ${marketLabel(opportunity.betType, opportunity.line)} · ${formatDateTime(opportunity.commenceTime)} (${countdownLabel(now, Date.parse(opportunity.commenceTime))})`
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
            <ArbitrageDetails key={opportunity.id} opportunity={opportunity} onClose={onClose} />
          )}
          {opportunity.type === 'value' && (
            <ValueDetails key={opportunity.id} opportunity={opportunity} onClose={onClose} />
          )}
          {opportunity.type === 'middle' && (
            <MiddleDetails key={opportunity.id} opportunity={opportunity} onClose={onClose} />
          )}
        </div>
      )}
    </DialogFrame>
  );
}
