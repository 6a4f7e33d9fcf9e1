import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ApiUsageResponse } from '../../../contracts/admin-usage';
import { axisProps, gridProps, tooltipContentStyle } from '../../components/charts/chart-theme';

/** Credits per UTC day, the last 30 days. */
export function UsageChart({ daily }: { daily: ApiUsageResponse['daily'] }) {
  const data = daily.map((d) => ({ ...d, label: d.day.slice(5) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="label" {...axisProps} minTickGap={16} />
        <YAxis width={56} {...axisProps} allowDecimals={false} />
        <Tooltip
          contentStyle={tooltipContentStyle}
          labelStyle={{ color: 'var(--fg)' }}
          formatter={(value) => [Number(value).toLocaleString('en-US'), 'Credits']}
        />
        <Bar dataKey="credits" fill="var(--muted)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
