import type { MarketIntelligence } from '../../../contracts/market-intelligence';

const MINUS = '\u2212';

function signed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : MINUS}${text}`;
}

/** "▲ +0.15 in decimal odds": the price lengthened (pays more); ▼ it shortened. */
export function oddsMoveLabel(change: number): string {
  if (Number(Math.abs(change).toFixed(2)) === 0) return 'decimal odds unchanged';
  return `${change > 0 ? '▲' : '▼'} ${signed(change, 2)} in decimal odds`;
}

/** "line −1.5 points": how far the spread or total itself moved. */
export function lineMoveLabel(change: number): string {
  if (Number(Math.abs(change).toFixed(1)) === 0) return 'line unchanged';
  const size = Math.abs(change);
  return `line ${signed(change, 1)} ${size === 1 ? 'point' : 'points'}`;
}

/** "implied chance −3.2 pts": the same move as a probability, which compares across prices. */
export function impliedMoveLabel(change: number): string {
  return `implied chance ${signed(change * 100, 1)} pts`;
}

/** A book's title from the answer's own list; the key only if the server did not name it. */
export function bookTitle(data: Pick<MarketIntelligence, 'bookTitles'>, key: string): string {
  return data.bookTitles[key] ?? key;
}

/**
 * The simulator's prices are simulated however fresh they are, so they are never called live;
 * otherwise the freshness label of the polled sports.
 */
export function sourceBadge(data: Pick<MarketIntelligence, 'priceSource' | 'dataSource'>): {
  label: string;
  live: boolean;
} {
  if (data.priceSource === 'simulator') return { label: 'Simulated', live: false };
  return { label: DATA_SOURCE_LABELS[data.dataSource], live: data.dataSource === 'live' };
}

const DATA_SOURCE_LABELS: Record<MarketIntelligence['dataSource'], string> = {
  live: 'Live Data',
  cached: 'Recent Data',
  historical: 'Historical',
  unknown: 'Data',
};

/**
 * The sharp-vs-public model is 50 + strength / 2, so a strong move reads as ~100 %: a figure
 * that looks like a measured share of bettors. At the ceiling the screen shows the sides only.
 */
export const ESTIMATE_CEILING = 95;

export function estimateAtCeiling(estimate: {
  sharpPercentage: number | null;
  publicPercentage: number | null;
}): boolean {
  return (
    (estimate.sharpPercentage ?? 0) >= ESTIMATE_CEILING ||
    (estimate.publicPercentage ?? 0) >= ESTIMATE_CEILING
  );
}
