import { FAIR_METHODS, type FairMethod } from '../devig';
import { trackRecordOf, type PickResult, type TrackRecord } from '../graded-picks';
import type { FairCloseByMethod } from '../portfolio/closing-line';
import { clvFigure, clvUnder, type ClvFigure } from '../statistics/clv-figure';

/**
 * Arbiter's own record: the value bets it published, graded by result and by CLV, and Market
 * Intelligence's signals graded by the CLV of following them. Pure: the server reads the logged
 * rows, this sums them, so the figures can be checked by hand against the rows.
 */

/** One published value bet, as logged and graded. */
export interface RecordPick {
  readonly sport: string;
  readonly market: string;
  /** UTC month of publication, YYYY-MM. */
  readonly month: string;
  /** Null while pending. */
  readonly result: PickResult | null;
  readonly profitCents: number;
  /** The price published, net of commission. */
  readonly odds: number;
  readonly close: FairCloseByMethod | null;
}

export const SIGNAL_KINDS = ['steam', 'reverse-line-move'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** One logged signal; `odds` is the best price of its side at the signal, null while pending. */
export interface RecordSignal {
  readonly kind: SignalKind;
  readonly sport: string;
  readonly market: string;
  readonly month: string;
  readonly graded: boolean;
  readonly odds: number | null;
  readonly close: FairCloseByMethod | null;
}

export interface PickGroup extends TrackRecord {
  readonly key: string;
  readonly clv: ClvFigure;
}

export interface SignalGroup<K extends string = string> {
  readonly key: K;
  readonly signals: number;
  readonly graded: number;
  readonly clv: ClvFigure;
}

export interface MethodClv {
  readonly method: FairMethod;
  readonly picks: ClvFigure;
  readonly signals: ClvFigure;
}

export interface TrackRecordFigures {
  readonly method: FairMethod;
  readonly picks: {
    readonly overall: PickGroup;
    readonly bySport: PickGroup[];
    readonly byMarket: PickGroup[];
    readonly byMonth: PickGroup[];
  };
  readonly signals: {
    readonly byKind: SignalGroup<SignalKind>[];
    readonly bySport: SignalGroup[];
    readonly byMarket: SignalGroup[];
    readonly byMonth: SignalGroup[];
  };
  readonly byMethod: MethodClv[];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const own = groups.get(key(item));
    if (own) own.push(item);
    else groups.set(key(item), [item]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const clvsOf = <T extends { odds: number | null; close: FairCloseByMethod | null }>(
  items: readonly T[],
  method: FairMethod,
) => items.flatMap((item) => clvUnder(item.odds, item.close, method) ?? []);

function pickGroup(key: string, picks: readonly RecordPick[], method: FairMethod, stake: number) {
  const tallies = groupBy(picks, (pick) => pick.result ?? '').map(([result, own]) => ({
    result: result === '' ? null : (result as PickResult),
    picks: own.length,
    profitCents: own.reduce((sum, pick) => sum + pick.profitCents, 0),
  }));
  return { key, ...trackRecordOf(tallies, stake), clv: clvFigure(clvsOf(picks, method)) };
}

function signalGroup<K extends string>(
  key: K,
  signals: readonly RecordSignal[],
  method: FairMethod,
): SignalGroup<K> {
  return {
    key,
    signals: signals.length,
    graded: signals.filter((signal) => signal.graded).length,
    clv: clvFigure(clvsOf(signals, method)),
  };
}

/**
 * The record at `stake` per pick, CLV under `method` (every method side by side in byMethod).
 * Pending picks and signals count in the totals, never in a result or a CLV.
 */
export function trackRecordFigures(
  picks: readonly RecordPick[],
  signals: readonly RecordSignal[],
  method: FairMethod,
  stake: number,
): TrackRecordFigures {
  const pickGroups = (key: (pick: RecordPick) => string) =>
    groupBy(picks, key).map(([name, own]) => pickGroup(name, own, method, stake));
  const signalGroups = (key: (signal: RecordSignal) => string) =>
    groupBy(signals, key).map(([name, own]) => signalGroup(name, own, method));
  return {
    method,
    picks: {
      overall: pickGroup('all', picks, method, stake),
      bySport: pickGroups((pick) => pick.sport),
      byMarket: pickGroups((pick) => pick.market),
      byMonth: pickGroups((pick) => pick.month),
    },
    signals: {
      byKind: SIGNAL_KINDS.map((kind) =>
        signalGroup(
          kind,
          signals.filter((signal) => signal.kind === kind),
          method,
        ),
      ),
      bySport: signalGroups((signal) => signal.sport),
      byMarket: signalGroups((signal) => signal.market),
      byMonth: signalGroups((signal) => signal.month),
    },
    byMethod: FAIR_METHODS.map((each) => ({
      method: each,
      picks: clvFigure(clvsOf(picks, each)),
      signals: clvFigure(clvsOf(signals, each)),
    })),
  };
}

/** The UTC month of a time, YYYY-MM. */
export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}
