import { ClipboardCheck, DollarSign, LineChart, Target } from 'lucide-react';
import { useState } from 'react';
import type { AdminSport } from '../../../contracts/admin-analytics';
import type { GradedPick } from '../../../contracts/graded-picks';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { SegmentedControl } from '../../components/segmented-control';
import { StatCard, StatGrid } from '../../components/stat-card';
import { ToneBadge } from '../../components/tone-badge';
import { formatDecimalOdds, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { formatDateTime } from '../../lib/format-time';
import { marketLabel, outcomeLabel } from '../../../core/market-label';
import { fractionPercent, resultBadge } from './admin-format';
import { useGradedPicks, type PicksPeriod } from './api/get-graded-picks';
import { Cell, DataTable, Row } from './data-table';

const PERIODS: readonly { value: PicksPeriod; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: '30d', label: '30 days' },
  { value: '7d', label: '7 days' },
];

const COLUMNS = ['Game', 'Sport', 'Bet', 'Odds', 'Result', 'P/L', 'CLV', 'Graded'];

function PickRow({ pick }: { pick: GradedPick }) {
  const badge = resultBadge(pick.result);
  return (
    <Row testId="graded-pick">
      <Cell label="Game">
        <span className="font-medium break-words">
          {pick.homeTeam} vs {pick.awayTeam}
        </span>
      </Cell>
      <Cell label="Sport">{pick.sportTitle}</Cell>
      <Cell label="Bet">
        <span>
          <span className="block">{outcomeLabel(pick.outcome, pick.point)}</span>
          <span className="block text-xs text-muted">
            {marketLabel(pick.betType, null)} · {pick.bookTitle}
          </span>
        </span>
      </Cell>
      <Cell label="Odds">{formatDecimalOdds(pick.odds)}</Cell>
      <Cell label="Result">
        <span title={pick.note ?? undefined}>
          <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
        </span>
      </Cell>
      <Cell
        label="P/L"
        className={pick.profitLoss === null ? 'text-muted' : profitTone(pick.profitLoss)}
      >
        {pick.profitLoss === null ? '—' : formatSignedMoney(pick.profitLoss)}
      </Cell>
      <Cell label="CLV" className={pick.clv === null ? 'text-muted' : profitTone(pick.clv)}>
        {fractionPercent(pick.clv)}
      </Cell>
      <Cell label="Graded">
        {pick.gradedDate === null ? 'N/A' : formatDateTime(pick.gradedDate)}
      </Cell>
    </Row>
  );
}

/**
 * The platform's track record: every value bet it published, graded on the server from the odds
 * source's final scores at a $100 stake, and each listed pick's CLV against the fair close.
 */
export function GradedPicksTab({ sport }: { sport: AdminSport }) {
  const [period, setPeriod] = useState<PicksPeriod>('all');
  const query = useGradedPicks(sport, period);
  const p = query.data;
  return (
    <div className="space-y-4">
      <SegmentedControl label="Published" value={period} options={PERIODS} onChange={setPeriod} />
      <StatGrid query={query} errorTitle="Failed to load the graded picks">
        <StatCard
          icon={ClipboardCheck}
          title="Total Graded"
          value={p?.totalGraded}
          status={query.status}
          detail={p && `${p.pending} pending of ${p.totalPicks} picks`}
        />
        <StatCard
          icon={Target}
          title="Win Rate"
          value={p && fractionPercent(p.winRate, 1)}
          status={query.status}
          detail={p && `${p.wins} wins / ${p.losses} losses · ${p.pushes} push · ${p.voids} void`}
        />
        <StatCard
          icon={DollarSign}
          title="Total P/L"
          value={p && formatSignedMoney(p.totalPL)}
          valueClassName={p ? profitTone(p.totalPL) : ''}
          status={query.status}
          detail={p && `$${p.stake} per pick · ROI ${fractionPercent(p.roi)}`}
        />
        <StatCard
          icon={LineChart}
          title="Avg CLV"
          value={p && fractionPercent(p.avgClv)}
          valueClassName={p?.avgClv == null ? '' : profitTone(p.avgClv)}
          status={query.status}
          detail="graded picks against the devigged close"
        />
      </StatGrid>
      <Card className="p-4">
        <h2 className="font-medium">Recent Graded Picks</h2>
        <p className="mb-3 text-xs text-muted">
          The latest 50 published, one per game, market, outcome and book; graded from final scores.
        </p>
        <QueryView
          query={query}
          errorTitle="Failed to load the graded picks"
          compactError
          isEmpty={(data) => data.recentPicks.length === 0}
          empty={
            <EmptyState icon={ClipboardCheck} title="No graded picks available yet">
              Value bets the platform publishes are graded here once their games end.
            </EmptyState>
          }
        >
          {(data) => (
            <DataTable label="Graded picks" columns={COLUMNS}>
              {data.recentPicks.map((pick) => (
                <PickRow key={pick.id} pick={pick} />
              ))}
            </DataTable>
          )}
        </QueryView>
      </Card>
    </div>
  );
}
