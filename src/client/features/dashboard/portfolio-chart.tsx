import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatSignedMoney } from '../../lib/format-figures';
import type { PortfolioPoint } from './portfolio-series';

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

export function PortfolioChart({ points }: { points: readonly PortfolioPoint[] }) {
  return (
    <div className="mt-3 h-48">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart
          data={points.map((p) => ({
            day: dayLabel.format(p.dayStart),
            profit: p.cumulativeProfit,
          }))}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            tick={{ fill: 'var(--muted)', fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            minTickGap={16}
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
            formatter={(value) => [formatSignedMoney(Number(value)), 'Cumulative profit']}
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
  );
}
