import { AlertTriangle, Clock } from 'lucide-react';
import type { Opportunity, OpportunityType, RiskLevel } from '../../../contracts/opportunities';
import { countdownLabel } from '../../../core/countdown';
import { sportGroupOf, sportIcon } from '../../../core/catalog/sports';
import { capacityNote, evNote, middleChanceNote, trustNote } from '../../../core/how-computed';
import { InfoTip } from '../../components/info-tip';
import { buttonClass } from '../../components/button-styles';
import { ToneBadge } from '../../components/tone-badge';
import type { BadgeTone } from '../../components/tone-badge';
import { OddsPair } from '../../components/odds-pair';
import { formatMoney, formatPercent } from '../../lib/format-figures';
import { formatDateTime, quotedAgoLabel } from '../../lib/format-time';
import { opportunityMarketLabel, outcomeLabel, selectionLabel } from '../../../core/market-label';
import type { MarketType } from '../../../core/market-type';
import { returnPercent } from './opportunity-filters';
import { profitAtStake } from '../../lib/profit-at-stake';
import { RecheckButton } from './trust/recheck-button';
import { TrustBadge } from './trust/trust-badge';
import { bookTitle } from './dialog/value-bet';
import { trustNow, type TrustNow } from '../../lib/trust-now';

const RISK_TONES: Record<RiskLevel, BadgeTone> = { low: 'profit', medium: 'warn', high: 'loss' };
const KIND_BADGES: Record<OpportunityType, { label: string; tone: BadgeTone; figure: string }> = {
  arbitrage: { label: 'Arbitrage', tone: 'profit', figure: 'guaranteed' },
  value: { label: 'Value Bet', tone: 'info', figure: 'expected' },
  middle: { label: 'Middle', tone: 'warn', figure: 'expected (estimate)' },
};

/**
 * The words and colour of the lead figure. "Guaranteed" and profit green only when every price is
 * confirmed or fresh; otherwise the risk, plainly.
 */
function leadFigure(opportunity: Opportunity, trust: TrustNow): { label: string; tone: string } {
  const kind = KIND_BADGES[opportunity.type].figure;
  if (trust.level === 'suspect') return { label: 'suspect: books may void it', tone: 'text-loss' };
  if (trust.level === 'stale')
    return {
      label:
        opportunity.type === 'arbitrage'
          ? 'only if prices hold: re-check'
          : `${kind} if prices hold`,
      tone: 'text-warn',
    };
  return { label: kind, tone: 'text-profit' };
}
const SHOWN_BOOKS = 2;

/** Said on every card outside the main lines, so a filtered list shows what it was filtered to. */
const MARKET_TYPE_BADGES: Record<Exclude<MarketType, 'main'>, string> = {
  alternate: 'Alternate line',
  period: 'Period',
  player_prop: 'Player prop',
  unknown: 'Other market',
};

export function OpportunityCard({
  opportunity,
  alternatives = [],
  now,
  stake,
  onView,
}: {
  opportunity: Opportunity;
  /** Arbitrages of the same market sharing a leg with this one (one bet in practice), best first. */
  alternatives?: readonly Opportunity[];
  now: number;
  /** The member's default total stake: the lead figure is the profit at it, within limits. */
  stake: number;
  onView: (opportunity: Opportunity) => void;
}) {
  const isArbitrage = opportunity.type === 'arbitrage';
  const badge = KIND_BADGES[opportunity.type];
  const trust = trustNow(opportunity, now);
  const lead = leadFigure(opportunity, trust);
  const cap = opportunity.capacity.maxStake;
  const staked = cap === null ? stake : Math.min(stake, cap);
  const hidden = opportunity.legs.length - SHOWN_BOOKS;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex items-center gap-2 text-xs">
        <span aria-hidden className="text-base">
          {sportIcon(sportGroupOf(opportunity.sport))}
        </span>
        {/* Wraps rather than truncates: the player and line are what the member bets on. */}
        <span className="min-w-0 break-words text-muted">
          {opportunity.sportTitle} · {opportunityMarketLabel(opportunity)}
        </span>
        <ToneBadge tone={badge.tone} className="ml-auto">
          {badge.label}
        </ToneBadge>
      </div>

      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium break-words">
            {opportunity.homeTeam} <span className="text-muted">vs</span> {opportunity.awayTeam}
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
            <Clock className="size-3" aria-hidden />
            <span className="tabular-nums">
              {countdownLabel(now, Date.parse(opportunity.commenceTime))}
            </span>
            <span>· {formatDateTime(opportunity.commenceTime)}</span>
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p
            className={`text-xl font-semibold tabular-nums ${lead.tone}`}
            title={`At ${formatMoney(staked)} of your ${formatMoney(stake)} stake, within the books' limits`}
          >
            {formatMoney(profitAtStake(opportunity, stake))}
          </p>
          <p className="flex items-center justify-end gap-0.5 text-[11px] text-muted">
            {lead.label} ·{' '}
            <span className="tabular-nums">{formatPercent(returnPercent(opportunity))}</span>
            {opportunity.fair && (
              <InfoTip label="How the EV is computed">
                {evNote({
                  method: opportunity.fair.method,
                  reference: opportunity.fair.reference,
                  referenceBookTitles: opportunity.fair.referenceBooks.map(bookTitle),
                  probability: opportunity.fair.probability,
                  price: opportunity.legs[0]?.effectivePrice ?? 1 / opportunity.fair.probability,
                  ev: opportunity.expectedValue,
                  range: opportunity.evRange,
                })}
              </InfoTip>
            )}
          </p>
          <p className="text-[11px] text-muted tabular-nums">on {formatMoney(staked)}</p>
        </div>
      </div>

      <ul className="space-y-1 text-sm">
        {opportunity.legs.slice(0, SHOWN_BOOKS).map((leg, index) => (
          <li key={`${leg.book}-${index}`} className="flex items-baseline justify-between gap-2">
            <span className="min-w-0 break-words">
              <span className="font-medium">{leg.bookTitle}</span>{' '}
              <span className="text-muted">{selectionLabel(leg)}</span>
            </span>
            <span className="shrink-0 tabular-nums">
              <OddsPair price={leg.price} />
            </span>
          </li>
        ))}
        {hidden > 0 && <li className="text-xs text-muted">+{hidden} more in the details</li>}
      </ul>

      {opportunity.middle && (
        <p className="text-xs text-muted" title={opportunity.middle.model.basis}>
          Both win on {opportunity.middle.hitResults.join(', ')} · est.{' '}
          {formatPercent(opportunity.middle.hitProbability * 100)} chance · one side wins{' '}
          {formatPercent(opportunity.middle.oneSideReturn * 100)}{' '}
          <InfoTip label="How the middle chance is computed">
            {middleChanceNote(opportunity.middle)}
          </InfoTip>
        </p>
      )}

      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        <span title="Age of the oldest price among the bets, by the books' own update times">
          {quotedAgoLabel(opportunity.oldestQuoteAgeSeconds)}
        </span>
        <CapacityLine opportunity={opportunity} />
      </p>

      {!trust.bettable && trust.reasons.length > 0 && (
        <p className={`text-xs ${trust.level === 'suspect' ? 'text-loss' : 'text-warn'}`}>
          {trust.reasons[0]}
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-0.5">
          <TrustBadge trust={trust} />
          <InfoTip label="How the trust level is computed">{trustNote(opportunity.trust)}</InfoTip>
        </span>
        <ToneBadge tone={RISK_TONES[opportunity.riskLevel]}>{opportunity.riskLevel} risk</ToneBadge>
        {opportunity.marketType !== 'main' && (
          <ToneBadge>{MARKET_TYPE_BADGES[opportunity.marketType]}</ToneBadge>
        )}
        {opportunity.possiblyStale && (
          <ToneBadge tone="warn">
            <AlertTriangle className="size-3" aria-hidden />
            possibly stale
          </ToneBadge>
        )}
        {opportunity.pushPossible && <ToneBadge tone="warn">push possible</ToneBadge>}
        {isArbitrage && opportunity.betType !== 'h2h' && opportunity.line === null && (
          <ToneBadge tone="info">
            <span title="The two bets are at different lines: one wins on every result, both inside the gap">
              cross-line · middle
            </span>
          </ToneBadge>
        )}
        {opportunity.feedFailing && (
          <ToneBadge tone="loss">
            <span title="The last poll of this sport failed: these are the last good prices, not being refreshed">
              prices not refreshing
            </span>
          </ToneBadge>
        )}
        <span className="ml-auto flex gap-2">
          <RecheckButton opportunityId={opportunity.id} />
          <button
            type="button"
            className={buttonClass('secondary', 'h-8 px-3')}
            onClick={() => onView(opportunity)}
          >
            View Opportunity
          </button>
        </span>
      </div>
      {alternatives.length > 0 && (
        <Alternatives alternatives={alternatives} stake={stake} onView={onView} />
      )}
    </article>
  );
}

/** The other arbitrages of this market that share a leg: a tap opens each one's calculator. */
function Alternatives({
  alternatives,
  stake,
  onView,
}: {
  alternatives: readonly Opportunity[];
  stake: number;
  onView: (opportunity: Opportunity) => void;
}) {
  return (
    <details className="border-t border-line pt-2 text-sm">
      <summary className="cursor-pointer text-xs text-muted">
        {alternatives.length} alternative{alternatives.length === 1 ? '' : 's'} sharing a bet
      </summary>
      <ul className="mt-2 space-y-1">
        {alternatives.map((alternative) => (
          <li key={alternative.id}>
            <button
              type="button"
              className="flex w-full items-baseline justify-between gap-2 rounded px-1 py-1 text-left hover:bg-raised"
              onClick={() => onView(alternative)}
            >
              <span className="min-w-0 text-xs">
                {alternative.legs
                  .map((leg) => `${leg.bookTitle} ${outcomeLabel(leg.outcome, leg.point)}`)
                  .join(' + ')}
              </span>
              <span className="shrink-0 text-xs tabular-nums">
                {formatMoney(profitAtStake(alternative, stake))} ·{' '}
                {formatPercent(returnPercent(alternative))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** How much the books' limits let through, so a member sees before opening it what fits. */
function CapacityLine({ opportunity }: { opportunity: Opportunity }) {
  const { maxStake, profitAtMaxStake } = opportunity.capacity;
  if (maxStake === null || profitAtMaxStake === null) {
    return <span title="No book in this opportunity states a stake limit">limits not stated</span>;
  }
  const label = opportunity.type === 'arbitrage' ? 'profit' : 'expected';
  return (
    <span className="inline-flex items-center gap-1">
      fits {formatMoney(maxStake)} · {label} {formatMoney(profitAtMaxStake)}
      <InfoTip label="How the capacity is computed">
        {capacityNote({
          kind: opportunity.type,
          legs: opportunity.legs,
          maxStake,
          profitAtMaxStake,
        })}
      </InfoTip>
    </span>
  );
}
