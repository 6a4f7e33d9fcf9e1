import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisProps, gridProps, tooltipContentStyle } from '../../components/charts/chart-theme';
import { DialogFrame } from '../../components/dialog-frame';
import { QueryView } from '../../components/query-view';
import { formatDecimalOdds } from '../../lib/format-figures';
import { useEventPriceHistory } from './api/get-market-intelligence';
import type { MovementRow } from './market-intel-lists';

const COLOURS = [
  '#22c55e',
  '#3b82f6',
  '#f59e0b',
  '#ef4444',
  '#a855f7',
  '#14b8a6',
  '#ec4899',
  '#84cc16',
];
const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** One movement opened: every book's price on that side over time, by the books' own times. */
export function PriceHistoryDialog({
  row,
  onClose,
}: {
  row: MovementRow | null;
  onClose: () => void;
}) {
  const query = useEventPriceHistory(row?.view.gameId ?? null);
  const title = row ? `${row.view.teams.away} @ ${row.view.teams.home}` : '';
  return (
    <DialogFrame
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={row ? `${row.movement.side} · ${row.movement.market} — price per book` : ''}
    >
      {row && (
        <QueryView
          query={query}
          errorTitle="Failed to load the price history"
          isEmpty={(history) => history.series.length === 0}
          empty={<p className="text-sm text-muted">No recorded prices for this game.</p>}
        >
          {(history) => {
            const series = history.series.filter(
              (s) => s.market === row.movement.market && s.outcome === row.movement.side,
            );
            return (
              <div className="h-72 w-full" data-testid="price-history-chart">
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                    <CartesianGrid {...gridProps} />
                    <XAxis
                      {...axisProps}
                      dataKey="at"
                      type="number"
                      scale="time"
                      domain={['dataMin', 'dataMax']}
                      tickFormatter={(ms: number) => clock.format(ms)}
                      allowDuplicatedCategory={false}
                    />
                    <YAxis
                      {...axisProps}
                      domain={['auto', 'auto']}
                      width={44}
                      tickFormatter={(price: number) => formatDecimalOdds(price)}
                    />
                    <Tooltip
                      contentStyle={tooltipContentStyle}
                      labelFormatter={(ms) => clock.format(Number(ms))}
                    />
                    <Legend wrapperStyle={{ fontSize: 11 }} />
                    {series.map((s, index) => (
                      <Line
                        key={s.book}
                        data={s.points}
                        dataKey="price"
                        name={s.bookTitle}
                        type="stepAfter"
                        stroke={COLOURS[index % COLOURS.length]}
                        dot={false}
                        isAnimationActive={false}
                      />
                    ))}
                  </LineChart>
                </ResponsiveContainer>
              </div>
            );
          }}
        </QueryView>
      )}
    </DialogFrame>
  );
}
