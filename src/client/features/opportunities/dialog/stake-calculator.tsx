import type { OpportunityLeg } from '../../../../contracts/opportunities';
import { SegmentedControl } from '../../../components/segmented-control';
import { selectionLabel } from '../../../../core/market-label';
import {
  formatMoney,
  formatPercent,
  formatSignedMoney,
  profitTone,
} from '../../../lib/format-figures';
import { AmountField } from './amount-field';
import { ROUNDING_OPTIONS } from './arbitrage-plan';
import type { CalculatedPlan, RoundingChoice, StakeMode } from './arbitrage-plan';
import { Figure } from './figure';
import { Notice } from './notice';

const MODES = [
  { value: 'optimal', label: 'Optimal Arbitrage' },
  { value: 'manual', label: 'Manual Entry' },
] as const;

function isRoundingChoice(value: string): value is RoundingChoice {
  return ROUNDING_OPTIONS.some((option) => option.value === value);
}

/** Mode, total, rounding, and the figures the displayed stakes actually return. */
export function StakeCalculator({
  legs,
  mode,
  onModeChange,
  totalText,
  onTotalChange,
  rounding,
  onRoundingChange,
  result,
  bettable,
}: {
  legs: readonly OpportunityLeg[];
  mode: StakeMode;
  onModeChange: (mode: StakeMode) => void;
  totalText: string;
  onTotalChange: (text: string) => void;
  rounding: RoundingChoice;
  onRoundingChange: (rounding: RoundingChoice) => void;
  result: CalculatedPlan;
  /** Confirmed or fresh prices: only then is a non-negative result called guaranteed. */
  bettable: boolean;
}) {
  const { plan, cap } = result;
  const worstLeg = plan.profits.indexOf(plan.minProfit);
  const worst = legs[worstLeg];
  return (
    <section aria-label="Stake calculator" className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedControl label="Stake mode" value={mode} options={MODES} onChange={onModeChange} />
        {mode === 'optimal' && (
          <>
            <AmountField label="Total stake ($)" value={totalText} onChange={onTotalChange} />
            <label className="flex flex-col gap-1 text-xs text-muted">
              Round stakes to
              <select
                value={rounding}
                onChange={(event) => {
                  if (isRoundingChoice(event.target.value)) onRoundingChange(event.target.value);
                }}
                className="h-9 rounded-md border border-line bg-surface px-2 text-sm text-fg"
              >
                {ROUNDING_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label={
            plan.minProfit < 0
              ? 'Worst-case result'
              : bettable
                ? 'Expected profit (guaranteed)'
                : 'Profit if the prices hold'
          }
          value={formatSignedMoney(plan.minProfit)}
          tone={bettable || plan.minProfit < 0 ? profitTone(plan.minProfit) : 'text-warn'}
        />
        <Figure
          label="ROI"
          value={formatPercent(plan.roi * 100)}
          tone={profitTone(plan.roi)}
          hint="worst outcome ÷ total staked"
        />
        <Figure label="Total staked" value={formatMoney(plan.totalStaked)} />
        <Figure
          label="Profit range"
          value={
            <span className="text-base">
              <span className={profitTone(plan.minProfit)}>
                {formatSignedMoney(plan.minProfit)}
              </span>
              {' – '}
              <span className={profitTone(plan.maxProfit)}>
                {formatSignedMoney(plan.maxProfit)}
              </span>
            </span>
          }
          hint="across the outcomes"
        />
      </dl>

      {result.roundingCost !== null && rounding !== 'none' && (
        <p className="text-xs text-muted">
          Rounding to {formatMoney(Number(rounding))} costs{' '}
          <span className="tabular-nums">{formatMoney(result.roundingCost)}</span> on the worst
          outcome compared with exact stakes.
        </p>
      )}
      {cap?.capped === true && cap.bindingLeg !== null && (
        <Notice tone="warn">
          Total capped at {formatMoney(cap.totalStake)} (you asked for{' '}
          {formatMoney(cap.requestedTotal)}): {legs[cap.bindingLeg]?.bookTitle} accepts at most{' '}
          {formatMoney(legs[cap.bindingLeg]?.limit ?? 0)} on this bet.
        </Notice>
      )}
      {result.roundedIntoLoss && (
        <Notice tone="loss">
          Rounding to {formatMoney(Number(rounding))} turns this into a loss on some outcome. Choose
          a smaller rounding unit.
        </Notice>
      )}
      {plan.totalStaked > 0 && plan.minProfit < 0 && worst !== undefined && (
        <Notice tone="loss">
          These stakes lose {formatMoney(-plan.minProfit)} if {selectionLabel(worst)} wins.
        </Notice>
      )}
      {result.overLimit.length > 0 && (
        <Notice tone="warn">
          Some stakes are above the book&apos;s known limit; the book may refuse or cut them.
        </Notice>
      )}
    </section>
  );
}
