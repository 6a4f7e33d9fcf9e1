import type { SignalGroupDto } from '../../../contracts/track-record';
import { ClvEstimate } from '../../components/clv-estimate';
import { FiguresTable, type FigureColumn } from '../../components/figures-table';

const COLUMNS: readonly FigureColumn<SignalGroupDto>[] = [
  { header: 'Signals', cell: (group) => group.signals },
  { header: 'Graded', cell: (group) => group.graded },
  { header: 'CLV of following', cell: (group) => <ClvEstimate figure={group.clv} /> },
];

/** Market signals in groups, graded by the CLV of following them. */
export function SignalTable({
  title,
  column,
  groups,
  label,
}: {
  title: string;
  column: string;
  groups: readonly SignalGroupDto[];
  label: (key: string) => string;
}) {
  return (
    <FiguresTable
      title={title}
      column={column}
      rows={groups}
      rowKey={(group) => group.key}
      rowLabel={(group) => label(group.key)}
      columns={COLUMNS}
      empty="No signals logged yet."
      narrow
    />
  );
}
