import { useState } from 'react';
import type { Opportunity } from '../../../../contracts/opportunities';
import { sportsbookLink } from '../../../../core/catalog/links';
import { buttonClass } from '../../../components/button-styles';
import { PlaceBetLink } from '../../../components/place-bet-link';
import { selectionLabel } from '../../../../core/market-label';
import {
  formatDecimalOdds,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatSignedPercent,
  parseAmount,
  profitTone,
} from '../../../lib/format-figures';
import { AmountField } from './amount-field';
import { middleChanceNote } from '../../../../core/how-computed';
import { Figure } from './figure';
import { Notice } from './notice';
import { middlePlan, middlePushes } from './middle-plan';
import { PlaceBetsButton } from './place-bets-button';
import { RecordHistoryButton } from './record-history-button';
import { ResponsibleBetting } from './responsible-betting';

/** A middle: the window, the model behind its odds, and what each result pays at equal payouts. */
export function MiddleDetails({
  opportunity,
  initialStake,
  onClose,
}: {
  opportunity: Opportunity;
  /** The member's default total stake: the plan opens at it. */
  initialStake: number;
  onClose: () => void;
}) {
  const [totalText, setTotalText] = useState(String(initialStake));
  const middle = opportunity.middle;
  const plan = middlePlan(opportunity.legs, parseAmount(totalText));
  if (middle === null) {
    return <Notice tone="info">This middle arrived without its window or model.</Notice>;
  }
  const subject = opportunity.betType === 'spreads' ? 'home margin' : 'total score';
  const hits = middle.hitResults.join(', ');
  const pushes = middlePushes(middle.window, opportunity.legs, plan);

  return (
    <div className="space-y-4">
      <p className="text-sm">
        Both bets win when the {subject} is <span className="font-medium">{hits}</span> (strictly
        between {middle.window.low} and {middle.window.high}). Any other result wins one bet and
        loses a little{pushes.length > 0 && ', except a result exactly on a whole-number line'}.
      </p>
      {pushes.length > 0 && (
        <section aria-label="Pushes" className="space-y-1 text-sm">
          <h3 className="font-medium">On the line: a push</h3>
          <ul className="space-y-1">
            {pushes.map((push) => {
              const refunded = opportunity.legs[push.refundedLeg]!;
              const won = opportunity.legs[push.refundedLeg === 0 ? 1 : 0]!;
              return (
                <li key={push.result}>
                  If the {subject} is exactly <span className="font-medium">{push.result}</span>,
                  the {refunded.bookTitle} bet ({selectionLabel(refunded)}) is refunded and the{' '}
                  {won.bookTitle} bet ({selectionLabel(won)}) wins: the position returns{' '}
                  <span className={`tabular-nums ${profitTone(push.returnOnStake)}`}>
                    {push.profit === null
                      ? formatSignedPercent(push.returnOnStake * 100)
                      : `${formatSignedMoney(push.profit)} (${formatSignedPercent(push.returnOnStake * 100)})`}
                  </span>{' '}
                  on the total stake.
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label="Expected return"
          value={formatPercent(opportunity.expectedValue * 100)}
          tone={profitTone(opportunity.expectedValue)}
          hint="estimate, on total stake"
        />
        <Figure
          label="Chance of the middle"
          value={formatPercent(middle.hitProbability * 100)}
          hint="estimate"
          how={middleChanceNote(middle)}
        />
        <Figure
          label="One side wins"
          value={formatPercent(middle.oneSideReturn * 100)}
          tone={profitTone(middle.oneSideReturn)}
        />
        <Figure
          label="Both win"
          value={formatPercent(middle.bestCaseReturn * 100)}
          tone="text-profit"
        />
      </dl>
      <p className="text-xs text-muted">{middle.model.basis}</p>

      {opportunity.possiblyStale && (
        <Notice tone="warn">A price may be stale. Check both at the books before betting.</Notice>
      )}

      <section aria-label="Stakes" className="space-y-2">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-sm font-medium">Stakes for equal payouts</h3>
          <AmountField label="Total stake ($)" value={totalText} onChange={setTotalText} />
        </div>
        <ul className="space-y-2">
          {opportunity.legs.map((leg, index) => (
            <li
              key={`${leg.book}-${index}`}
              className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-surface p-3 text-sm"
            >
              <span className="font-medium">{leg.bookTitle}</span>
              <span>{selectionLabel(leg)}</span>
              <span className="text-muted">at {formatDecimalOdds(leg.price)}</span>
              <span className="font-semibold tabular-nums">
                {plan ? formatMoney(plan.stakes[index]!) : '—'}
              </span>
              <PlaceBetLink
                variant="secondary"
                href={sportsbookLink(leg.book, {
                  sport: opportunity.sport,
                  homeTeam: opportunity.homeTeam,
                  awayTeam: opportunity.awayTeam,
                })}
              />
            </li>
          ))}
        </ul>
        {plan ? (
          <p className="text-sm tabular-nums">
            Only one bet wins:{' '}
            <span className={profitTone(Math.min(...plan.oneSideProfits))}>
              {plan.oneSideProfits.map(formatSignedMoney).join(' / ')}
            </span>{' '}
            · both win: <span className="text-profit">{formatSignedMoney(plan.bothWinProfit)}</span>
          </p>
        ) : (
          <Notice tone="warn">Enter a total stake above zero.</Notice>
        )}
      </section>

      <ResponsibleBetting />

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <PlaceBetsButton
            opportunityId={opportunity.id}
            legs={opportunity.legs.map((leg, index) => ({
              stake: plan?.stakes[index] ?? 0,
              odds: leg.effectivePrice,
            }))}
          />
          <RecordHistoryButton opportunityId={opportunity.id} stakeAmount={plan?.totalStake ?? 0} />
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
