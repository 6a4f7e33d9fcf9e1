import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PortfolioAnalytics } from '../../../contracts/portfolio';
import { Card } from '../../components/card';
import { axisProps, gridProps, tooltipContentStyle } from '../../components/charts/chart-theme';
import { formatSignedPercent } from '../../lib/format-figures';
import { histogramBars } from './analytics-figures';
import { MethodNote } from './method-note';

/** How many bets beat the close by how much: the CLV histogram, green at or above zero. */
export function ClvHistogram({ analytics }: { analytics: PortfolioAnalytics }) {
  const bars = histogramBars(analytics.clvDistribution);
  return (
    <Card className="p-4">
      <h2 className="font-medium">CLV distribution</h2>
      <p className="text-xs text-muted">
        <MethodNote text={analytics.methods.clv} label="CLV" />
      </p>
      {bars.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">
          No bet in this range has a known closing price yet.
        </p>
      ) : (
        <div className="mt-3 h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid {...gridProps} />
              <XAxis dataKey="label" {...axisProps} minTickGap={8} />
              <YAxis width={32} allowDecimals={false} {...axisProps} />
              <Tooltip
                contentStyle={tooltipContentStyle}
                labelStyle={{ color: 'var(--fg)' }}
                cursor={{ fill: 'var(--surface-raised)' }}
                labelFormatter={(_, payload) => {
                  const bar = payload[0]?.payload as (typeof bars)[number] | undefined;
                  return bar === undefined
                    ? ''
                    : `CLV ${formatSignedPercent(bar.from * 100)} to ${formatSignedPercent(bar.to * 100)}`;
                }}
                formatter={(value) => [String(value), 'Bets']}
              />
              <Bar dataKey="count" isAnimationActive={false}>
                {bars.map((bar) => (
                  <Cell key={bar.from} fill={bar.from >= -1e-9 ? 'var(--profit)' : 'var(--loss)'} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
