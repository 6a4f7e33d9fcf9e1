import { createHash } from 'node:crypto';
import { findArbitrages, type Arbitrage } from '../../core/arbitrage';
import type { MarketSlice } from '../../core/market';
import { findValueBets, type ValueBet } from '../../core/value';
import type { BoardEvent } from '../odds/price-board';
import { marketKey } from './market-slice';

export interface DetectionSettings {
  maxAgeMs: number;
  staleGraceMs: number;
  valueMinEv: number;
}

export type Candidate =
  | {
      id: string;
      kind: 'arbitrage';
      marketKey: string;
      event: BoardEvent;
      ret: number;
      arb: Arbitrage;
    }
  | {
      id: string;
      kind: 'value';
      marketKey: string;
      event: BoardEvent;
      ret: number;
      value: ValueBet;
    };

/** Ids are re-derived on every evaluation; hashing each distinct one once is enough. */
const idCache = new Map<string, string>();

/** Stable across polls: the event, the market, the line and the outcome set (and book side). */
function stableId(prefix: string, parts: (string | number | undefined)[]): string {
  const text = parts.map((p) => p ?? '').join('\u0001');
  const cacheKey = `${prefix}\u0002${text}`;
  let id = idCache.get(cacheKey);
  if (id === undefined) {
    if (idCache.size > 200_000) idCache.clear();
    id = `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    idCache.set(cacheKey, id);
  }
  return id;
}

export function detectInSlice(
  slice: MarketSlice,
  event: BoardEvent,
  settings: DetectionSettings,
  now: number,
): Candidate[] {
  const policy = { now, maxAgeMs: settings.maxAgeMs, staleGraceMs: settings.staleGraceMs };
  const key = marketKey(event.id, slice.kind);
  const result: Candidate[] = [];
  for (const arb of findArbitrages(slice, policy)) {
    const outcomes = arb.legs.map((leg) => `${leg.outcome}@${leg.point ?? ''}`).sort();
    result.push({
      id: stableId('arb', [event.id, slice.kind, arb.line, ...outcomes]),
      kind: 'arbitrage',
      marketKey: key,
      event,
      ret: arb.returnOnStake,
      arb,
    });
  }
  for (const value of findValueBets(slice, { ...policy, minEv: settings.valueMinEv })) {
    result.push({
      id: stableId('ev', [event.id, slice.kind, value.point, value.outcome, value.book]),
      kind: 'value',
      marketKey: key,
      event,
      ret: value.ev,
      value,
    });
  }
  return result;
}
