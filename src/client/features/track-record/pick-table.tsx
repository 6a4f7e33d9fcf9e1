import type { PickGroupDto } from '../../../contracts/track-record';
import { Card } from '../../components/card';
import { ClvEstimate } from '../../components/clv-estimate';
import { formatPercent, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { recordKeyLabel, type RecordDimension } from './record-labels';

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
    <Card className="p-4">
      <h2 className="font-medium">{title}</h2>
      {groups.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No published value bets yet.</p>
      ) : (
        <div className="-mx-4 mt-3 overflow-x-auto px-4">
          <table className="w-full min-w-[36rem] text-sm tabular-nums">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {column}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Picks
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  W–L–P
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Profit
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  ROI
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  CLV
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {groups.map((group) => (
                <tr key={group.key}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {recordKeyLabel(dimension, group.key, sportTitles)}
                  </th>
                  <td className="px-2 py-2 text-right">
                    {group.totalPicks}
                    {group.pending > 0 && (
                      <span className="block text-xs text-muted">{group.pending} pending</span>
                    )}
                  </td>
                  <td className="px-2 py-2 text-right">
                    {group.wins}–{group.losses}–{group.pushes}
                  </td>
                  <td className={`px-2 py-2 text-right ${profitTone(group.totalPL)}`}>
                    {formatSignedMoney(group.totalPL)}
                  </td>
                  <td className="px-2 py-2 text-right">
                    {group.roi === null ? '—' : formatPercent(group.roi * 100)}
                  </td>
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
