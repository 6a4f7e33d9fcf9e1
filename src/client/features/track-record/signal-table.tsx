import type { SignalGroupDto } from '../../../contracts/track-record';
import { Card } from '../../components/card';
import { ClvEstimate } from '../../components/clv-estimate';

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
    <Card className="p-4">
      <h2 className="font-medium">{title}</h2>
      {groups.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No signals logged yet.</p>
      ) : (
        <div className="-mx-4 mt-3 overflow-x-auto px-4">
          <table className="w-full min-w-[28rem] text-sm tabular-nums">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {column}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Signals
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Graded
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  CLV of following
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {groups.map((group) => (
                <tr key={group.key}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {label(group.key)}
                  </th>
                  <td className="px-2 py-2 text-right">{group.signals}</td>
                  <td className="px-2 py-2 text-right">{group.graded}</td>
                  <td className="py-2 pl-2 text-right">
                    <ClvEstimate figure={group.clv} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
