import type { SportPerformance } from '../../../contracts/admin-analytics';
import { formatMoney, profitTone } from '../../lib/format-figures';
import { fractionPercent } from './admin-format';
import { Cell, DataTable, Row } from './data-table';

const COLUMNS = ['Sport', 'Opportunities', 'Arbitrage', 'Total profit', 'Avg profit', 'Avg EV'];

/**
 * Each sport's opportunities in the range. Total profit is what $100 on each arbitrage would have
 * returned at its peak; the averages are the arbitrages' peak returns and the value bets' EV.
 */
export function SportsPerformance({ sports }: { sports: readonly SportPerformance[] }) {
  return (
    <DataTable label="Sports performance" columns={COLUMNS}>
      {sports.map((sport) => (
        <Row key={sport.sport}>
          <Cell label="Sport" className="font-medium">
            {sport.name}
          </Cell>
          <Cell label="Opportunities">{sport.opportunities}</Cell>
          <Cell label="Arbitrage">{sport.arbitrageCount}</Cell>
          <Cell label="Total profit" className={profitTone(sport.totalProfit)}>
            {formatMoney(sport.totalProfit)}
          </Cell>
          <Cell label="Avg profit">{fractionPercent(sport.avgProfit)}</Cell>
          <Cell label="Avg EV">{fractionPercent(sport.avgEv)}</Cell>
        </Row>
      ))}
    </DataTable>
  );
}
