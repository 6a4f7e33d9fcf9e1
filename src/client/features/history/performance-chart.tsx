import { Card } from '../../components/card';
import { ProfitAreaChart } from '../../components/charts/profit-area-chart';
import { formatMoney } from '../../lib/format-figures';
import type { DayBucket } from './history-summary';

const dayLabel = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric' });

/** Profit per day of executed bets, from the records of the selected period. */
export function PerformanceChart({ buckets }: { buckets: readonly DayBucket[] }) {
  const data = buckets.map((b) => ({
    day: dayLabel.format(b.dayStart),
    profit: b.profit,
    executed: b.executed,
  }));
  const anyExecuted = buckets.some((b) => b.executed > 0);
  return (
    <Card className="p-4">
      <h2 className="font-medium">Performance Over Time</h2>
      <p className="text-xs text-muted">
        Profit per day from executed bets, last {buckets.length} days
      </p>
      {anyExecuted ? (
        <div className="mt-3 h-56">
          <ProfitAreaChart data={data} tooltipName="Profit" formatTooltip={formatMoney} />
        </div>
      ) : (
        <p className="mt-3 flex h-56 items-center justify-center rounded-md border border-dashed border-line px-4 text-center text-sm text-muted">
          No executed bets in these days yet. Mark a record executed (or use “I placed these bets”
          in an opportunity) and its profit shows here.
        </p>
      )}
    </Card>
  );
}
