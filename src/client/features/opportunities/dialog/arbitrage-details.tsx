import { ExternalLink } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Opportunity } from '../../../../contracts/opportunities';
import { sportsbookLink } from '../../../../core/catalog/links';
import { selectionLabel } from '../../../../core/market-label';
import { buttonClass } from '../../../components/button-styles';
import { formatPercent, parseAmount } from '../../../lib/format-figures';
import { useNow } from '../../../lib/use-now';
import { trustNow } from '../../../lib/trust-now';
import { TrustNotice } from '../trust/trust-notice';
import { calculateArbitragePlan, manualStartingStakes } from './arbitrage-plan';
import type { RoundingChoice, StakeMode } from './arbitrage-plan';
import { Figure } from './figure';
import { Notice } from './notice';
import { openSportsbooks } from './open-sportsbooks';
import { PlaceBetsButton } from './place-bets-button';
import { RecordHistoryButton } from './record-history-button';
import { ResponsibleBetting } from './responsible-betting';
import { StakeCalculator } from './stake-calculator';
import { StakeInstructions } from './stake-instructions';

function safePlan(...args: Parameters<typeof calculateArbitragePlan>) {
  try {
    return calculateArbitragePlan(...args);
  } catch {
    // A price at or below 1.0 cannot be staked; the calculator says so instead of crashing.
    return null;
  }
}

export function ArbitrageDetails({
  opportunity,
  initialStake,
  onClose,
}: {
  opportunity: Opportunity;
  /** The member's default total stake: the calculator opens at it. */
  initialStake: number;
  onClose: () => void;
}) {
  const { legs } = opportunity;
  const trust = trustNow(opportunity, useNow(5_000));
  const [mode, setMode] = useState<StakeMode>('optimal');
  const [totalText, setTotalText] = useState(String(initialStake));
  const [rounding, setRounding] = useState<RoundingChoice>('none');
  const [manualTexts, setManualTexts] = useState<string[]>([]);

  const totalStake = parseAmount(totalText);
  const manualStakes = useMemo(() => manualTexts.map(parseAmount), [manualTexts]);
  const result = useMemo(
    () => safePlan(legs, { mode, totalStake, rounding, manualStakes }),
    [legs, mode, totalStake, rounding, manualStakes],
  );
  const links = legs.map((leg) =>
    sportsbookLink(leg.book, {
      sport: opportunity.sport,
      homeTeam: opportunity.homeTeam,
      awayTeam: opportunity.awayTeam,
    }),
  );

  const changeMode = (next: StakeMode) => {
    if (next === 'manual' && mode !== 'manual') {
      setManualTexts(manualStartingStakes(totalStake, legs.length).map((s) => s.toFixed(2)));
    }
    setMode(next);
  };

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure
          label={trust.bettable ? 'Guaranteed profit' : 'Return if the prices hold'}
          value={formatPercent(opportunity.arbitragePercentage)}
          tone={
            trust.bettable ? 'text-profit' : trust.level === 'suspect' ? 'text-loss' : 'text-warn'
          }
          hint="return on the total at optimal stakes"
        />
        <Figure
          label="Market margin"
          value={formatPercent(opportunity.profitMargin * 100)}
          hint="1 − Σ 1/odds"
        />
        <Figure
          label="Peak return seen"
          value={formatPercent(opportunity.peakReturn * 100)}
          hint="since first detected"
        />
      </dl>

      <TrustNotice trust={trust} opportunityId={opportunity.id} />

      {opportunity.possiblyStale && (
        <Notice tone="warn">
          At least one price may be stale: the book has not confirmed it recently. Check it before
          betting.
        </Notice>
      )}
      {opportunity.pushPossible && <PushNotice opportunity={opportunity} />}

      {result === null ? (
        <Notice tone="info">
          The stake calculator needs at least two books with valid prices for this market.
        </Notice>
      ) : (
        <>
          <StakeCalculator
            legs={legs}
            mode={mode}
            onModeChange={changeMode}
            totalText={totalText}
            onTotalChange={setTotalText}
            rounding={rounding}
            onRoundingChange={setRounding}
            result={result}
            bettable={trust.bettable}
          />
          <section aria-label="Betting instructions" className="space-y-2">
            <h3 className="text-sm font-medium">Betting instructions</h3>
            <StakeInstructions
              legs={legs}
              plan={result.plan}
              bestLeg={result.bestLeg}
              overLimit={result.overLimit}
              links={links}
              manualTexts={mode === 'manual' ? manualTexts : null}
              onManualChange={(index, text) =>
                setManualTexts((texts) => texts.map((t, i) => (i === index ? text : t)))
              }
            />
          </section>
        </>
      )}

      <ResponsibleBetting />

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <PlaceBetsButton
            opportunityId={opportunity.id}
            legs={legs.map((leg, index) => ({
              stake: result?.plan.stakes[index] ?? 0,
              odds: leg.effectivePrice,
            }))}
          />
          <RecordHistoryButton
            opportunityId={opportunity.id}
            stakeAmount={result?.plan.totalStaked ?? 0}
          />
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => openSportsbooks(links)}
            title="Opens each book in a new tab, 500 ms apart. Allow pop-ups for Arbiter if only one opens."
          >
            <ExternalLink className="size-4" aria-hidden />
            Open All Sportsbooks
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * A whole-number line refunds on the number. Bets at different lines (a prop's Over 27 and
 * Under 27.5) refund only the bet whose line it is; the other still settles.
 */
function PushNotice({ opportunity }: { opportunity: Opportunity }) {
  if (opportunity.line !== null) {
    return (
      <Notice tone="warn">
        Whole-number line: a result exactly on {opportunity.line} refunds every stake (no profit, no
        loss).
      </Notice>
    );
  }
  const whole = opportunity.legs.filter((leg) => leg.point !== null && Number.isInteger(leg.point));
  const refunds = whole.map(
    (leg) => `exactly ${leg.point} refunds the ${leg.bookTitle} bet (${selectionLabel(leg)})`,
  );
  return (
    <Notice tone="warn">
      Whole-number line: a result of {refunds.join('; ')}. Every other bet settles as usual.
    </Notice>
  );
}
