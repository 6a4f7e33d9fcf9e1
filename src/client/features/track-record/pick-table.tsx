import type { PickGroupDto } from '../../../contracts/track-record';
import { ClvEstimate } from '../../components/clv-estimate';
import { FiguresTable, type FigureColumn } from '../../components/figures-table';
import { formatPercent, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { recordKeyLabel, type RecordDimension } from './record-labels';

const COLUMNS: readonly FigureColumn<PickGroupDto>[] = [
  {
    header: 'Picks',
    cell: (group) => (
      <>
        {group.totalPicks}
        {group.pending > 0 && (
          <span className="block text-xs text-muted">{group.pending} pending</span>
        )}
      </>
    ),
  },
  { header: 'W–L–P', cell: (group) => `${group.wins}–${group.losses}–${group.pushes}` },
  {
    header: 'Profit',
    cell: (group) => formatSignedMoney(group.totalPL),
    tone: (group) => profitTone(group.totalPL),
  },
  {
    header: 'ROI',
    cell: (group) => (group.roi === null ? '—' : formatPercent(group.roi * 100)),
  },
  { header: 'CLV', cell: (group) => <ClvEstimate figure={group.clv} /> },
];

/** Published value bets in groups: results at the unit stake and CLV with its evidence. */
export function PickTable({
  title,
  column,
  dimension,
  groups,
  sportTitles,
}: {
  title: string;
  column: string;
  dimension: RecordDimension;
  groups: readonly PickGroupDto[];
  sportTitles: Record<string, string>;
}) {
  return (
    <FiguresTable
      title={title}
      column={column}
      rows={groups}
      rowKey={(group) => group.key}
      rowLabel={(group) => recordKeyLabel(dimension, group.key, sportTitles)}
      columns={COLUMNS}
      empty="No published value bets yet."
    />
  );
}
