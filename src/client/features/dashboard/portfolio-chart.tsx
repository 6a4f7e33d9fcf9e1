import { ProfitAreaChart } from '../../components/charts/profit-area-chart';
import { formatSignedMoney } from '../../lib/format-figures';
import type { PortfolioPoint } from './portfolio-series';

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

export function PortfolioChart({ points }: { points: readonly PortfolioPoint[] }) {
  return (
    <div className="mt-3 h-48">
      <ProfitAreaChart
        data={points.map((p) => ({
          day: dayLabel.format(p.dayStart),
          profit: p.cumulativeProfit,
        }))}
        tooltipName="Cumulative profit"
        formatTooltip={formatSignedMoney}
        minTickGap={16}
      />
    </div>
  );
}
