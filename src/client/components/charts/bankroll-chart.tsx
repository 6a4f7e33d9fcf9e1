import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../../lib/format-figures';
import { axisProps, gridProps, tooltipContentStyle } from './chart-theme';

export interface BankrollPoint {
  /** An ISO day, "2026-03-09": the balance at the end of that day. */
  date: string;
  balance: number;
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 9" for "2026-03-09": the day as the server counted it (in the member's time zone). */
export function isoDayLabel(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? date : dayFormat.format(ms);
}

/**
 * The bankroll at the end of each day, as a line. The axis starts near the balances, not at
 * zero, so a day's profit or loss shows; it fills its parent, whose height the caller sets.
 */
export function BankrollChart({ points }: { points: readonly BankrollPoint[] }) {
  const data = points.map((point) => ({ day: isoDayLabel(point.date), balance: point.balance }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="day" {...axisProps} minTickGap={16} />
        <YAxis
          width={72}
          {...axisProps}
          domain={['auto', 'auto']}
          tickFormatter={(value: number) => formatMoney(value)}
        />
        <Tooltip
          contentStyle={tooltipContentStyle}
          labelStyle={{ color: 'var(--fg)' }}
          formatter={(value) => [formatMoney(Number(value)), 'Balance']}
        />
        <Line
          type="linear"
          dataKey="balance"
          stroke="var(--fg)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
