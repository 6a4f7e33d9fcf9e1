import { useId, useState } from 'react';
import type { Opportunity } from '../../../../contracts/opportunities';
import { sportsbookLink } from '../../../../core/catalog/links';
import type { KellyVariant } from '../../../../core/kelly';
import { buttonClass } from '../../../components/button-styles';
import { PlaceBetLink } from '../../../components/place-bet-link';
import { selectionLabel } from '../../../../core/market-label';
import {
  formatAmericanOdds,
  formatDecimalOdds,
  formatMoney,
  formatPercent,
  profitTone,
} from '../../../lib/format-figures';
import {
  DEVIG_METHOD_LABELS,
  evNote,
  fairPriceNote,
  kellyNote,
} from '../../../../core/how-computed';
import { InfoTip } from '../../../components/info-tip';
import { EvByMethodList } from './ev-by-method-list';
import { Figure } from './figure';
import { useKellyBankroll } from './kelly-bankroll';
import { Notice } from './notice';
import { PlaceBetsButton } from './place-bets-button';
import { RecordHistoryButton } from './record-history-button';
import { ResponsibleBetting } from './responsible-betting';
import { bookTitle, cappedKellyStakes, describeFairPrice, KELLY_VARIANTS } from './value-bet';

export function ValueDetails({
  opportunity,
  onClose,
}: {
  opportunity: Opportunity;
  onClose: () => void;
}) {
  const { bankroll, source } = useKellyBankroll();
  const [variant, setVariant] = useState<KellyVariant>('quarter');
  const radioName = useId();
  const leg = opportunity.legs[0];
  const fair = opportunity.fair;
  if (leg === undefined || fair === null) {
    return <Notice tone="info">This value bet arrived without its price or fair reference.</Notice>;
  }
  const stakes =
    bankroll === null
      ? []
      : cappedKellyStakes(fair.probability, leg.effectivePrice, bankroll, leg.limit);
  const chosen = stakes.find((s) => s.variant === variant);
  const link = sportsbookLink(leg.book, {
    sport: opportunity.sport,
    homeTeam: opportunity.homeTeam,
    awayTeam: opportunity.awayTeam,
  });
  const referenceBooks = fair.referenceBooks.map(bookTitle);
  const method = fair.method;
  const fairParameters = {
    method,
    reference: fair.reference,
    referenceBookTitles: referenceBooks,
    probability: fair.probability,
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-surface p-3">
        <span className="font-medium">{leg.bookTitle}</span>
        <span className="text-muted">·</span>
        <span>{selectionLabel(leg)}</span>
        <span className="text-muted">at</span>
        <span className="font-medium tabular-nums">
          {formatDecimalOdds(leg.price)} ({formatAmericanOdds(leg.price)})
        </span>
        <PlaceBetLink href={link} variant="primary" />
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label="Expected value"
          value={formatPercent(opportunity.expectedValue * 100)}
          tone={profitTone(opportunity.expectedValue)}
          hint={`per unit staked, an estimate (${DEVIG_METHOD_LABELS[method]})`}
          how={evNote({
            ...fairParameters,
            price: leg.effectivePrice,
            ev: opportunity.expectedValue,
            range: opportunity.evRange,
          })}
        />
        <Figure
          label="Fair probability"
          value={formatPercent(fair.probability * 100)}
          how={fairPriceNote(fairParameters)}
        />
        <Figure
          label="Fair odds"
          value={formatDecimalOdds(fair.odds)}
          hint={formatAmericanOdds(fair.odds)}
          how={fairPriceNote(fairParameters)}
        />
        <Figure
          label="Price implies"
          value={formatPercent(100 / leg.effectivePrice)}
          hint={leg.commission > 0 ? 'net of commission' : 'probability'}
        />
      </dl>

      <p className="text-sm text-muted">
        Fair price: <span className="text-fg">{describeFairPrice(fair)}</span>
        {referenceBooks.length > 0 && <> · from {referenceBooks.join(', ')}</>}. The fair price is
        an estimate: a value bet can lose, and only pays off over many bets.
      </p>

      {opportunity.evByMethod && opportunity.evRange && (
        <EvByMethodList
          evByMethod={opportunity.evByMethod}
          evRange={opportunity.evRange}
          chosen={fair.method}
        />
      )}

      {opportunity.possiblyStale && (
        <Notice tone="warn">This price may be stale. Check it at the book before betting.</Notice>
      )}

      <section aria-label="Kelly stakes" className="space-y-2">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="flex items-center gap-1 text-sm font-medium">
            Kelly stakes
            <InfoTip label="How the Kelly stake is computed">
              {kellyNote({
                variant,
                probability: fair.probability,
                price: leg.effectivePrice,
                bankroll,
                method,
              })}
            </InfoTip>
          </h3>
          {source}
        </div>
        <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <legend className="sr-only">Stake to record</legend>
          {KELLY_VARIANTS.map(({ variant: v, label }) => {
            const stake = stakes.find((s) => s.variant === v);
            return (
              <label
                key={v}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-line bg-surface p-3 has-checked:border-fg"
              >
                <input
                  type="radio"
                  name={radioName}
                  checked={variant === v}
                  onChange={() => setVariant(v)}
                  className="mt-1"
                />
                <span>
                  <span className="block text-xs text-muted">{label}</span>
                  <span className="block text-lg font-semibold tabular-nums">
                    {stake === undefined ? '—' : formatMoney(stake.stake)}
                  </span>
                  <span className="block text-xs text-muted tabular-nums">
                    {stake === undefined || bankroll === null || bankroll === 0
                      ? ''
                      : `${formatPercent((stake.stake / bankroll) * 100)} of bankroll`}
                  </span>
                  {stake?.capped === true && (
                    <span className="block text-xs text-warn">capped at the book&apos;s limit</span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
        {chosen?.capped === true && leg.limit !== null && (
          <Notice tone="warn">
            Stake capped at {formatMoney(leg.limit)} (Kelly asks for{' '}
            {formatMoney(chosen.kellyStake)}): {leg.bookTitle} accepts at most{' '}
            {formatMoney(leg.limit)} on this bet.
          </Notice>
        )}
        {bankroll === 0 && (
          <Notice tone="warn">
            Your balance is {formatMoney(0)} or less, so Kelly stakes nothing. Set your Portfolio
            Starting Value in Settings.
          </Notice>
        )}
        <p className="text-xs text-muted">
          Full Kelly assumes the fair probability is exact; half or quarter Kelly limits the damage
          when it is overestimated.
        </p>
      </section>

      <ResponsibleBetting />

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <PlaceBetsButton
            opportunityId={opportunity.id}
            legs={[{ stake: chosen?.stake ?? 0, odds: leg.effectivePrice }]}
          />
          <RecordHistoryButton opportunityId={opportunity.id} stakeAmount={chosen?.stake ?? 0} />
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
