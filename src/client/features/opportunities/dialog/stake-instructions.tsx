import type { ReactNode } from 'react';
import type { OpportunityLeg } from '../../../../contracts/opportunities';
import type { StakePlan } from '../../../../core/stakes';
import { OddsPair } from '../../../components/odds-pair';
import { PlaceBetLink } from '../../../components/place-bet-link';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDateTime, quotedAgoLabel } from '../../../lib/format-time';
import { useNow } from '../../../lib/use-now';
import { selectionLabel } from '../../../../core/market-label';
import {
  formatDecimalOdds,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  profitTone,
} from '../../../lib/format-figures';

function LegFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** Per-book instructions: what to bet where, what it pays, and a link to the book. */
export function StakeInstructions({
  legs,
  plan,
  bestLeg,
  overLimit,
  links,
  manualTexts,
  onManualChange,
}: {
  legs: readonly OpportunityLeg[];
  plan: StakePlan;
  bestLeg: number | null;
  overLimit: readonly number[];
  links: readonly string[];
  /** Present in manual mode: the stake inputs' text. */
  manualTexts: readonly string[] | null;
  onManualChange: (index: number, text: string) => void;
}) {
  // Each price's age moves while the member reads: it is shown beside its book.
  const now = useNow(5_000);
  return (
    <ol className="space-y-2">
      {legs.map((leg, index) => {
        const stake = plan.stakes[index] ?? 0;
        const payout = plan.payouts[index] ?? 0;
        const ifWins = plan.profits[index] ?? 0;
        return (
          <li
            key={`${leg.book}-${leg.outcome}-${index}`}
            className="rounded-md border border-line bg-surface p-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-muted tabular-nums">{index + 1}.</span>
              <span className="font-medium">{leg.bookTitle}</span>
              <span className="text-sm text-muted">·</span>
              <span className="text-sm">{selectionLabel(leg)}</span>
              <span
                className="text-xs text-muted tabular-nums"
                title={`${leg.bookTitle} quoted this price at ${formatDateTime(leg.quotedAt)}`}
              >
                {quotedAgoLabel(Math.max(0, (now - Date.parse(leg.quotedAt)) / 1000))}
              </span>
              {bestLeg === index && <ToneBadge tone="profit">Best</ToneBadge>}
              {leg.possiblyStale && <ToneBadge tone="warn">possibly stale</ToneBadge>}
              <PlaceBetLink href={links[index]} variant="secondary" />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
              <LegFigure label="Odds">
                <OddsPair price={leg.price} />
                {leg.commission > 0 && (
                  <span className="block text-[11px] font-normal text-muted">
                    net {formatDecimalOdds(leg.effectivePrice)} after{' '}
                    {formatPercent(leg.commission * 100, 0)} commission
                  </span>
                )}
              </LegFigure>
              <LegFigure label="Stake">
                {manualTexts === null ? (
                  formatMoney(stake)
                ) : (
                  <input
                    inputMode="decimal"
                    aria-label={`Stake at ${leg.bookTitle}`}
                    value={manualTexts[index] ?? ''}
                    onChange={(event) => onManualChange(index, event.target.value)}
                    className="h-8 w-28 rounded border border-line bg-bg px-2 text-sm tabular-nums"
                  />
                )}
                {overLimit.includes(index) && leg.limit !== null && (
                  <span className="block text-[11px] font-normal text-warn">
                    above the {formatMoney(leg.limit)} limit
                  </span>
                )}
              </LegFigure>
              <LegFigure label="Payout">{formatMoney(payout)}</LegFigure>
              <LegFigure label="Bet profit">{formatSignedMoney(payout - stake)}</LegFigure>
              <LegFigure label="Total if this wins">
                <span className={profitTone(ifWins)}>{formatSignedMoney(ifWins)}</span>
              </LegFigure>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
