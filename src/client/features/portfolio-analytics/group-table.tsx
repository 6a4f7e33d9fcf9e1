import type { ReactNode } from 'react';
import type { PortfolioGroup } from '../../../contracts/portfolio';
import { FiguresTable, type FigureColumn } from '../../components/figures-table';
import { formatMoney, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { groupLabel, ratioText } from './analytics-figures';
import type { GroupDimension } from './analytics-figures';

const tone = (value: number | null) => (value === null ? 'text-muted' : profitTone(value));

const COLUMNS: readonly FigureColumn<PortfolioGroup>[] = [
  { header: 'Bets', cell: (group) => group.bets },
  { header: 'Staked', cell: (group) => formatMoney(group.staked) },
  {
    header: 'Profit',
    cell: (group) => formatSignedMoney(group.profit),
    tone: (group) => profitTone(group.profit),
  },
  { header: 'ROI', cell: (group) => ratioText(group.yield), tone: (group) => tone(group.yield) },
  {
    header: 'Bankroll growth',
    cell: (group) => ratioText(group.roi),
    tone: (group) => tone(group.roi),
  },
  { header: 'Win rate', cell: (group) => ratioText(group.winRate, false) },
  {
    header: 'Avg CLV',
    cell: (group) => ratioText(group.averageClv),
    tone: (group) => tone(group.averageClv),
  },
];

/**
 * One breakdown (by sport, book, market or kind) as a table: ROI (profit ÷ staked, the
 * contract's yield), bankroll growth (profit ÷ starting value, the contract's roi), win rate and
 * CLV.
 */
export function GroupTable({
  title,
  column,
  dimension,
  groups,
  note,
  lead,
}: {
  title: string;
  /** The first column's heading: Sport, Book, Market or Kind. */
  column: string;
  dimension: GroupDimension;
  groups: readonly PortfolioGroup[];
  note?: ReactNode;
  /** Shown above the table, e.g. a share bar. */
  lead?: ReactNode;
}) {
  return (
    <FiguresTable
      title={title}
      note={note}
      lead={lead}
      column={column}
      rows={groups}
      rowKey={(group) => group.key}
      rowLabel={(group) => groupLabel(dimension, group.key)}
      columns={COLUMNS}
      empty="No bets in this range."
    />
  );
}
