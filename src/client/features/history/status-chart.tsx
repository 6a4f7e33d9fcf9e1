import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Card } from '../../components/card';
import { tooltipContentStyle } from '../../components/charts/chart-theme';
import { formatPercent } from '../../lib/format-figures';
import type { HistorySummary } from '../../../contracts/history-summary';

/** The spec's colours: executed green, active blue, expired amber, anything else red. */
const COLOURS: Record<string, string> = {
  executed: 'var(--profit)',
  active: '#0ea5e9',
  expired: 'var(--warn)',
};
const colourOf = (status: string) => COLOURS[status] ?? 'var(--loss)';

export function StatusChart({ counts }: { counts: HistorySummary['statusCounts'] }) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <Card className="p-4">
      <h2 className="font-medium">Status Distribution</h2>
      <p className="text-xs text-muted">Records in the selected period</p>
      {total === 0 ? (
        <p className="mt-3 flex h-56 items-center justify-center rounded-md border border-dashed border-line text-sm text-muted">
          No records in this period.
        </p>
      ) : (
        <div className="mt-3 flex h-56 items-center gap-4">
          <div className="h-full min-w-0 flex-1">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie
                  data={counts.map((c) => ({ ...c }))}
                  dataKey="count"
                  nameKey="status"
                  innerRadius="55%"
                  outerRadius="85%"
                  stroke="var(--surface)"
                  isAnimationActive={false}
                >
                  {counts.map((c) => (
                    <Cell key={c.status} fill={colourOf(c.status)} />
                  ))}
                </Pie>
                <Tooltip contentStyle={tooltipContentStyle} itemStyle={{ color: 'var(--fg)' }} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="space-y-1.5 text-sm">
            {counts.map((c) => (
              <li key={c.status} className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="size-2.5 rounded-full"
                  style={{ background: colourOf(c.status) }}
                />
                <span className="capitalize">{c.status}</span>
                <span className="ml-auto pl-3 font-medium tabular-nums">{c.count}</span>
                <span className="w-14 text-right text-xs text-muted tabular-nums">
                  {formatPercent((c.count / total) * 100)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
