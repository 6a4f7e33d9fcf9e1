/**
 * Recharts styling shared by every chart, so the charts read the same colour
 * tokens (and follow the light/dark theme) instead of each repeating them.
 */

/** Tooltip box drawn like a card: the surface colour with a hairline border. */
export const tooltipContentStyle = {
  background: 'var(--surface)',
  border: '1px solid var(--line)',
  borderRadius: 6,
  fontSize: 12,
} as const;

/** Axes without lines or ticks: small muted labels only. */
export const axisProps = {
  tick: { fill: 'var(--muted)', fontSize: 11 },
  tickLine: false,
  axisLine: false,
} as const;

/** Dashed horizontal guides only; vertical ones add noise to a day series. */
export const gridProps = {
  stroke: 'var(--line)',
  strokeDasharray: '3 3',
  vertical: false,
} as const;
