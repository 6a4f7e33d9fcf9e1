import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../../lib/format-figures';
import { axisProps, gridProps, tooltipContentStyle } from './chart-theme';

export interface ProfitPoint {
  day: string;
  profit: number;
}

/**
 * A money-per-day area chart in the profit colour. It fills its parent, so the
 * caller's wrapper sets the height. Recharts finds axes and tooltips by their
 * element type, which is why the whole chart is shared, not wrapped parts.
 */
export function ProfitAreaChart({
  data,
  tooltipName,
  formatTooltip,
  minTickGap,
}: {
  data: readonly ProfitPoint[];
  /** The series name shown in the tooltip. */
  tooltipName: string;
  formatTooltip: (value: number) => string;
  /** Spacing between day labels; recharts' default when left out. */
  minTickGap?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="day" {...axisProps} {...(minTickGap === undefined ? {} : { minTickGap })} />
        <YAxis width={64} {...axisProps} tickFormatter={(value: number) => formatMoney(value)} />
        <Tooltip
          contentStyle={tooltipContentStyle}
          labelStyle={{ color: 'var(--fg)' }}
          formatter={(value) => [formatTooltip(Number(value)), tooltipName]}
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
  );
}
