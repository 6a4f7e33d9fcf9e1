import type { FairMethod } from '../../../core/devig';
import type { SignalKind } from '../../../core/track-record/track-record';
import { marketLabel } from '../../../core/market-label';
import { sportKeyLabel } from '../../lib/sport-key-label';

export const METHOD_LABELS: Record<FairMethod, string> = {
  multiplicative: 'Multiplicative',
  additive: 'Additive',
  power: 'Power',
  shin: 'Shin',
  'odds-ratio': 'Odds ratio',
  logit: 'Logit',
};

export const SIGNAL_LABELS: Record<SignalKind, string> = {
  steam: 'Steam moves',
  'reverse-line-move': 'Reverse line moves',
};

export type RecordDimension = 'sport' | 'market' | 'month';

/** A group's key in words: the sport's title, the market's name, or the month. */
export function recordKeyLabel(
  dimension: RecordDimension,
  key: string,
  sportTitles: Record<string, string>,
): string {
  // The store names a sport it has polled; a key it never saw reads as the catalogue names it.
  if (dimension === 'sport') {
    const title = sportTitles[key];
    return title && title !== key ? title : sportKeyLabel(key);
  }
  if (dimension === 'market') return marketLabel(key, null);
  const [year, month] = key.split('-').map(Number);
  if (!year || !month) return key;
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
