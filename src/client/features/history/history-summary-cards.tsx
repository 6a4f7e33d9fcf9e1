import { Activity, DollarSign, Percent, Target, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HistorySummary } from '../../../contracts/history-summary';
import type { QueryState } from '../../components/query-view';
import { StatCard, StatGrid } from '../../components/stat-card';
import {
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatSignedPercent,
  profitTone,
} from '../../lib/format-figures';
import { combineFigures, periodChange } from './history-summary';

function ChangeLine({
  current,
  previous,
  periodLabel,
}: {
  current: number;
  previous: number;
  periodLabel: string;
}) {
  const change = periodChange(current, previous);
  if (change.percent === null) return <>None in the previous {periodLabel}</>;
  return (
    <>
      <span className={profitTone(change.difference)}>{formatSignedPercent(change.percent)}</span>{' '}
      from the previous {periodLabel} ({previous} → {current})
    </>
  );
}

/** Two figures side by side: arbitrage apart from value bets and middles, never mixed. */
function KindSplit({
  arbitrage,
  expected,
  tone,
}: {
  arbitrage: number | null;
  expected: number | null;
  tone?: boolean;
}) {
  const figure = (label: string, value: number | null) => (
    <span className="block min-w-0">
      <span className="block text-[11px] font-medium text-muted">{label}</span>
      <span
        className={`block text-xl ${value === null ? 'text-muted' : tone ? profitTone(value) : ''}`}
      >
        {value === null ? '—' : formatPercent(value)}
      </span>
    </span>
  );
  return (
    <span className="grid grid-cols-1 gap-1 sm:grid-cols-2 sm:gap-2">
      {figure('Arbitrage', arbitrage)}
      {figure('Value & middles', expected)}
    </span>
  );
}

type Card = {
  icon: LucideIcon;
  title: string;
  value: ReactNode;
  detail: ReactNode;
  valueClassName?: string;
};

function cardsOf(summary: HistorySummary, periodLabel: string): Card[] {
  const { overall, byKind } = summary.current;
  const arbitrage = byKind.arbitrage;
  const expected = combineFigures(byKind.value, byKind.middle);
  return [
    {
      icon: Target,
      title: 'Total Opportunities',
      value: overall.total,
      detail: (
        <ChangeLine
          current={overall.total}
          previous={summary.previous.overall.total}
          periodLabel={periodLabel}
        />
      ),
    },
    {
      icon: Activity,
      title: 'Execution Rate',
      value: <KindSplit arbitrage={arbitrage.executionRate} expected={expected.executionRate} />,
      detail: `Executed: ${arbitrage.executed} of ${arbitrage.total} arbitrages, ${expected.executed} of ${expected.total} value bets & middles`,
    },
    {
      icon: DollarSign,
      title: 'Total Profit',
      value: formatSignedMoney(overall.totalProfit),
      valueClassName: profitTone(overall.totalProfit),
      detail: (
        <>
          on {formatMoney(overall.totalStaked)} staked
          {overall.executedWithoutProfit > 0 && (
            <span className="block text-warn">
              {overall.executedWithoutProfit} executed without a result yet (bets open or profit not
              entered)
            </span>
          )}
        </>
      ),
    },
    {
      icon: Percent,
      title: 'Average ROI',
      value: <KindSplit arbitrage={arbitrage.averageRoi} expected={expected.averageRoi} tone />,
      detail: 'Executed records with a result. Only an arbitrage’s is locked in by its prices.',
    },
  ];
}

const TITLES: readonly Pick<Card, 'icon' | 'title'>[] = [
  { icon: Target, title: 'Total Opportunities' },
  { icon: Activity, title: 'Execution Rate' },
  { icon: DollarSign, title: 'Total Profit' },
  { icon: Percent, title: 'Average ROI' },
];

/**
 * The four cards, from the server's figures over the whole period. Before the first answer (or
 * after a failed read with none) they show a skeleton or "—", never a figure.
 */
export function HistorySummaryCards({
  query,
  periodLabel,
}: {
  query: QueryState & { data: HistorySummary | undefined };
  periodLabel: string;
}) {
  const cards: Card[] =
    query.data === undefined
      ? TITLES.map((card) => ({ ...card, value: null, detail: null }))
      : cardsOf(query.data, periodLabel);
  return (
    <StatGrid query={query} errorTitle="Failed to load the figures for this period">
      {cards.map((card) => (
        <StatCard
          key={card.title}
          icon={card.icon}
          title={card.title}
          value={card.value}
          detail={card.detail}
          valueClassName={card.valueClassName}
          status={query.status}
        />
      ))}
    </StatGrid>
  );
}
