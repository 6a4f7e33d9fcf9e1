import type { PortfolioAnalytics } from '../../../contracts/portfolio';
import { Card } from '../../components/card';
import { BankrollChart, isoDayLabel } from '../../components/charts/bankroll-chart';
import { ProfitAreaChart } from '../../components/charts/profit-area-chart';
import { formatSignedMoney } from '../../lib/format-figures';
import { MethodNote } from './method-note';

/** The bankroll and the cumulative profit and loss, day by day, from the server's series. */
export function PerformanceCharts({ analytics }: { analytics: PortfolioAnalytics }) {
  const { series, methods } = analytics;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="p-4">
        <h2 className="font-medium">Bankroll over time</h2>
        <p className="text-xs text-muted">
          <MethodNote text={methods.series} label="the bankroll series" />
        </p>
        <div className="mt-3 h-56" data-testid="bankroll-chart">
          <BankrollChart points={series} />
        </div>
      </Card>
      <Card className="p-4">
        <h2 className="font-medium">Profit and loss</h2>
        <p className="text-xs text-muted">Settled profit since the start of the range, by day.</p>
        <div className="mt-3 h-56">
          <ProfitAreaChart
            data={series.map((point) => ({ day: isoDayLabel(point.date), profit: point.profit }))}
            tooltipName="Profit since the start"
            formatTooltip={formatSignedMoney}
            minTickGap={16}
          />
        </div>
      </Card>
    </div>
  );
}
