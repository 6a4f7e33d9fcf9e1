import type { PortfolioAnalytics } from '../../../contracts/portfolio';
import { bookProfile } from '../../../core/catalog/book-profile';
import { formatPercent, formatSignedPercent } from '../../lib/format-figures';
import { MARKET_TYPE_LABELS, marketKeyLabel } from '../../../core/market-label';
import type { MarketType } from '../../../core/market-type';
import { sportKeyLabel } from '../../lib/sport-key-label';

export type GroupDimension = 'bySport' | 'byBook' | 'byMarket' | 'byKind' | 'byMarketType';

const KIND_NAMES: Record<string, string> = {
  arbitrage: 'Arbitrage',
  value: 'Value bets',
  middle: 'Middles',
  manual: 'Added by hand',
};

/** A group's key as a person reads it: "NBA", "Caesars", "Spread", "Value bets". */
export function groupLabel(dimension: GroupDimension, key: string): string {
  switch (dimension) {
    case 'bySport':
      return sportKeyLabel(key);
    case 'byBook':
      return bookProfile(key).title;
    case 'byMarket':
      return marketKeyLabel(key);
    case 'byMarketType':
      return MARKET_TYPE_LABELS[key as MarketType] ?? key;
    case 'byKind':
      return KIND_NAMES[key] ?? key;
  }
}

/** A ratio (0.052) as a percent; "—" where there was nothing to divide by. */
export function ratioText(value: number | null, signed = true): string {
  if (value === null) return '—';
  return signed ? formatSignedPercent(value * 100) : formatPercent(value * 100);
}

/** "Profit ÷ portfolio starting value." out of a longer method text, for a card's caption. */
export function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

export type HistogramBar = { from: number; to: number; count: number; label: string };

/** More bins than this are drawn as they come, without the empty ones between. */
const MAX_FILLED_BINS = 80;

/**
 * The CLV bins as bars. The server sends only bins holding a bet; where they share one width and
 * the span is not huge, the empty bins between are put back, so the bars stand where their values
 * are (a histogram with gaps closed would misplace them).
 */
export function histogramBars(bins: PortfolioAnalytics['clvDistribution']): HistogramBar[] {
  const label = (from: number) => formatSignedPercent(from * 100, 0);
  const first = bins[0];
  const last = bins.at(-1);
  if (first === undefined || last === undefined) return [];
  const width = first.to - first.from;
  const sameWidth = bins.every((bin) => Math.abs(bin.to - bin.from - width) < 1e-9);
  const span = Math.round((last.to - first.from) / width);
  if (!(width > 0) || !sameWidth || span > MAX_FILLED_BINS) {
    return bins.map((bin) => ({ ...bin, label: label(bin.from) }));
  }
  const counts = new Map(
    bins.map((bin) => [Math.round((bin.from - first.from) / width), bin.count]),
  );
  return Array.from({ length: span }, (_, index) => {
    const from = first.from + index * width;
    return { from, to: from + width, count: counts.get(index) ?? 0, label: label(from) };
  });
}
