import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '../../components/card';
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
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="day"
                tick={{ fill: 'var(--muted)', fontSize: 11 }}
                tickLine={false}
                axisLine={false}
              />
              <YAxis
                width={64}
                tick={{ fill: 'var(--muted)', fontSize: 11 }}
                tickLine={false}
                axisLine={false}
                tickFormatter={(value: number) => formatMoney(value)}
              />
              <Tooltip
                contentStyle={{
                  background: 'var(--surface)',
                  border: '1px solid var(--line)',
                  borderRadius: 6,
                  fontSize: 12,
                }}
                labelStyle={{ color: 'var(--fg)' }}
                formatter={(value) => [formatMoney(Number(value)), 'Profit']}
              />
              <Area
                type="monotone"
                dataKey="profit"
                stroke="var(--profit)"
                fill="var(--profit)"
                fillOpacity={0.15}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
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
