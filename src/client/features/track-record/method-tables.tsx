import type { TrackRecordResponse } from '../../../contracts/track-record';
import { ClvEstimate } from '../../components/clv-estimate';
import { FiguresTable, type FigureColumn } from '../../components/figures-table';
import { METHOD_LABELS } from './record-labels';

type MethodRow = TrackRecordResponse['byMethod'][number];

const COLUMNS: readonly FigureColumn<MethodRow>[] = [
  { header: 'Value bets', cell: (row) => <ClvEstimate figure={row.picks} /> },
  { header: 'Signals', cell: (row) => <ClvEstimate figure={row.signals} /> },
];

/** The same picks and signals against each devig method's fair close, side by side. */
export function MethodClvTable({ rows }: { rows: readonly MethodRow[] }) {
  return (
    <FiguresTable
      title="CLV by devig method"
      note="The same closes, devigged six ways: a method that flatters the record shows here."
      column="Method"
      rows={rows}
      rowKey={(row) => row.method}
      rowLabel={(row) => METHOD_LABELS[row.method]}
      columns={COLUMNS}
      empty="No graded pick or signal yet."
      narrow
    />
  );
}
