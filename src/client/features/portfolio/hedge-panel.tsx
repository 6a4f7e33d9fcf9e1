import { ShieldAlert } from 'lucide-react';
import type { HedgeBet, PositionHedge } from '../../../contracts/hedge';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { ToneBadge } from '../../components/tone-badge';
import { outcomeLabel } from '../../../core/market-label';
import { formatMoney, formatOdds, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { quotedAgoLabel } from '../../lib/format-time';
import { useLiveStreamEvents } from '../../lib/live-stream/use-live-stream';
import { useOddsFormat } from '../../lib/use-user-settings';
import { usePositionHedge } from './api/get-position-hedge';
import { movesHedge, type HedgeablePosition } from './positions-to-hedge';

type Range = { worst: number; best: number };

function RangeText({ range }: { range: Range }) {
  const figure = (value: number) => (
    <span className={`tabular-nums ${profitTone(value)}`}>{formatSignedMoney(value)}</span>
  );
  if (range.worst === range.best) return figure(range.worst);
  return (
    <>
      {figure(range.worst)} to {figure(range.best)}
    </>
  );
}

function HedgeBetRow({ bet }: { bet: HedgeBet }) {
  const oddsFormat = useOddsFormat();
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span className="font-medium">{outcomeLabel(bet.outcome, bet.point)}</span>
      <span>{bet.bookTitle}</span>
      <span className="tabular-nums">@ {formatOdds(bet.price, oddsFormat)}</span>
      <span className="font-medium tabular-nums">stake {formatMoney(bet.stake)}</span>
      {bet.cappedByLimit && <ToneBadge tone="warn">book limit</ToneBadge>}
      <span className="text-xs text-muted">{quotedAgoLabel(bet.ageSeconds)}</span>
    </li>
  );
}

export function HedgePlanView({ hedge }: { hedge: PositionHedge }) {
  const { plan } = hedge;
  const unhedged = (
    <p className="text-sm text-muted">
      As it stands: <RangeText range={plan.unhedged} />
    </p>
  );
  if (plan.kind === 'no-quote') {
    const names = plan.uncovered.map((slot) => outcomeLabel(slot.outcome, slot.point)).join(', ');
    return (
      <>
        <p className="text-sm">No book quotes the uncovered outcome ({names}) now.</p>
        {unhedged}
      </>
    );
  }
  if (plan.kind === 'balanced') {
    return (
      <>
        <p className="text-sm">No bet on offer now improves the worst case of this position.</p>
        {unhedged}
      </>
    );
  }
  return (
    <>
      <ul className="space-y-1">
        {plan.bets.map((bet) => (
          <HedgeBetRow key={`${bet.outcome}:${bet.point}`} bet={bet} />
        ))}
      </ul>
      <p className="text-sm">
        Locks in <RangeText range={plan.hedged} />
        <span className="text-muted"> (as it stands: </span>
        <RangeText range={plan.unhedged} />
        <span className="text-muted">)</span>
      </p>
      {hedge.pushPossible && (
        <p className="text-xs text-muted">A result on the line refunds every bet: a profit of 0.</p>
      )}
    </>
  );
}

/** "Best hedge now" for one position: read again every 15 s, and when the live stream says prices moved. */
export function HedgePanel({ position }: { position: HedgeablePosition }) {
  const query = usePositionHedge(position.historyId);
  const eventId = position.bets[0]?.eventId ?? null;
  useLiveStreamEvents(true, (event) => {
    if (movesHedge(event, eventId) && !query.isFetching) void query.refetch();
  });
  return (
    <section
      aria-label={`Best hedge now: ${position.title}`}
      className="space-y-2 rounded-md border border-warn/40 p-3"
    >
      <h3 className="flex items-center gap-2 text-sm font-medium">
        <ShieldAlert className="size-4 text-warn" aria-hidden />
        Best hedge now · {position.title}
      </h3>
      <QueryView
        query={query}
        errorTitle="Failed to load the best hedge"
        compactError
        loading={<SkeletonRows count={2} rowClassName="h-6" label="Finding the best hedge" />}
      >
        {(hedge) => <HedgePlanView hedge={hedge} />}
      </QueryView>
    </section>
  );
}
