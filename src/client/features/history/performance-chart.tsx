import type { HistorySummary } from '../../../contracts/history-summary';
import { Card } from '../../components/card';
import { ProfitAreaChart } from '../../components/charts/profit-area-chart';
import { formatMoney } from '../../lib/format-figures';

// The server's days are calendar dates in the member's zone: shown as dates, never shifted.
const dayLabel = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Profit per day of executed bets over the whole period, from the server's daily sums. */
export function PerformanceChart({
  daily,
  timezone,
}: {
  daily: HistorySummary['daily'];
  timezone: string;
}) {
  const data = daily.map((d) => ({
    day: dayLabel.format(Date.parse(`${d.date}T00:00:00Z`)),
    profit: d.profit,
    executed: d.executed,
  }));
  const anyExecuted = daily.some((d) => d.executed > 0);
  return (
    <Card className="p-4">
      <h2 className="font-medium">Performance Over Time</h2>
      <p className="text-xs text-muted">
        Profit per day from executed bets over the period ({daily.length} days,{' '}
        {timezone.replace(/_/g, ' ')} time)
      </p>
      {anyExecuted ? (
        <div className="mt-3 h-56">
          <ProfitAreaChart
            data={data}
            tooltipName="Profit"
            formatTooltip={formatMoney}
            minTickGap={16}
          />
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
