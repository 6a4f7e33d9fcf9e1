import type { ReactNode } from 'react';
import type { PortfolioGroup } from '../../../contracts/portfolio';
import { Card } from '../../components/card';
import { formatMoney, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { groupLabel, ratioText } from './analytics-figures';
import type { GroupDimension } from './analytics-figures';

const tone = (value: number | null) => (value === null ? 'text-muted' : profitTone(value));

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
    <Card className="p-4">
      <h2 className="font-medium">{title}</h2>
      {note !== undefined && <p className="text-xs text-muted">{note}</p>}
      {groups.length > 0 && lead}
      {groups.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No bets in this range.</p>
      ) : (
        <div className="-mx-4 mt-3 overflow-x-auto px-4">
          <table className="w-full min-w-[36rem] text-sm tabular-nums">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {column}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Bets
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Staked
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Profit
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  ROI
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Bankroll growth
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Win rate
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  Avg CLV
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {groups.map((group) => (
                <tr key={group.key}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {groupLabel(dimension, group.key)}
                  </th>
                  <td className="px-2 py-2 text-right">{group.bets}</td>
                  <td className="px-2 py-2 text-right">{formatMoney(group.staked)}</td>
                  <td className={`px-2 py-2 text-right ${profitTone(group.profit)}`}>
                    {formatSignedMoney(group.profit)}
                  </td>
                  <td className={`px-2 py-2 text-right ${tone(group.yield)}`}>
                    {ratioText(group.yield)}
                  </td>
                  <td className={`px-2 py-2 text-right ${tone(group.roi)}`}>
                    {ratioText(group.roi)}
                  </td>
                  <td className="px-2 py-2 text-right">{ratioText(group.winRate, false)}</td>
                  <td className={`py-2 pl-2 text-right ${tone(group.averageClv)}`}>
                    {ratioText(group.averageClv)}
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
