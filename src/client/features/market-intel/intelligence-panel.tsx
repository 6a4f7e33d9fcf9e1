import { Radar } from 'lucide-react';
import type {
  IntelligenceItemDto,
  MarketIntelligence,
} from '../../../contracts/market-intelligence';
import { EmptyState } from '../../components/empty-state';
import { ToneBadge } from '../../components/tone-badge';
import { GameTitle, rowClass } from './game-title';
import { durationLabel, intelligenceCards, scoreTone } from './market-intel-lists';
import { estimateAtCeiling } from './move-labels';

/**
 * The feed has no betting percentages, so the split is a model of price moves: the note says how
 * it is made, in view (not behind a hover), and at the model's ceiling only the sides are shown.
 */
export function SharpVsPublic({ estimate }: { estimate: IntelligenceItemDto['sharpVsPublic'] }) {
  const noSignal = estimate.sharpPercentage === null && estimate.publicPercentage === null;
  return (
    <div className="mt-3 rounded-md border border-dashed border-line p-2 text-sm">
      <p className="flex items-center gap-1 text-xs font-medium text-muted">
        Sharp vs public <ToneBadge tone="warn">Estimate</ToneBadge>
      </p>
      {noSignal ? (
        <p className="mt-1 text-muted">No signal to estimate from.</p>
      ) : estimateAtCeiling(estimate) ? (
        <p className="mt-1">
          Sharp side {estimate.sharpSide ?? '—'} · public side {estimate.publicSide ?? '—'} ·{' '}
          {estimate.consensus}
          <span className="block text-xs text-muted">
            Percentages hidden: the price moves are at the top of the model's scale, where a figure
            near 100 % would read like a count of bettors.
          </span>
        </p>
      ) : (
        <p className="mt-1 tabular-nums">
          Sharp ~{estimate.sharpPercentage ?? '—'}% {estimate.sharpSide ?? ''} · Public ~
          {estimate.publicPercentage ?? '—'}% {estimate.publicSide ?? ''} · {estimate.consensus}
        </p>
      )}
      <details className="mt-1 text-xs text-muted">
        <summary className="cursor-pointer">How it is estimated</summary>
        <p className="mt-1">{estimate.method}</p>
      </details>
    </div>
  );
}

export function IntelligencePanel({ data }: { data: MarketIntelligence }) {
  const cards = intelligenceCards(data);
  if (cards.length === 0)
    return (
      <EmptyState icon={Radar} title="No games to analyse">
        No game in this selection has recorded prices yet.
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {cards.map(({ view, item }) => {
        return (
          <li key={item.gameId} className={rowClass}>
            <GameTitle view={view} />
            <SharpVsPublic estimate={item.sharpVsPublic} />
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">Inefficiency</dt>
                <dd className="tabular-nums">{item.inefficiencyScore ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Efficiency</dt>
                <dd>
                  <ToneBadge tone={scoreTone(view.marketEfficiency)}>
                    {view.marketEfficiency ?? '—'}
                  </ToneBadge>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Steam potential</dt>
                <dd className="tabular-nums">{item.steamPotential}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Value rating</dt>
                <dd className="tabular-nums">{item.valueRating}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-muted">
                  Arbitrage lifespan (
                  {item.arbitrageLifespan.scope === 'event'
                    ? 'this game'
                    : item.arbitrageLifespan.scope === 'sport'
                      ? 'this sport'
                      : 'no record'}
                  )
                </dt>
                <dd className="tabular-nums">
                  median {durationLabel(item.arbitrageLifespan.medianMs)} · p90{' '}
                  {durationLabel(item.arbitrageLifespan.p90Ms)} · {item.arbitrageLifespan.open} open
                </dd>
              </div>
            </dl>
            {item.recommendations.length > 0 && (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
                {item.recommendations.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
