import type { MarketKind } from '../market';
import { SHARP_VS_PUBLIC_METHOD } from './method-descriptions';
import type { AnalysisParameters } from './parameters';
import type { BookSeries, SideBooks } from './price-series';
import { medianBy } from './statistics';
import type { SteamMove } from './steam';

/** How the sharp and the recreational books moved one side since opening. */
export interface SideSharpSignal {
  readonly market: MarketKind;
  readonly side: string;
  /** Median implied-probability change of the sharp books; null when none quotes the side. */
  readonly sharpChange: number | null;
  readonly recreationalChange: number | null;
  readonly sharpBooks: number;
  readonly recreationalBooks: number;
}

export interface SharpAction {
  readonly detected: boolean;
  readonly market: MarketKind | null;
  /** The side the sharp books moved towards (shortened). */
  readonly side: string | null;
  /** 0–100; see describeMethods().sharpAction. */
  readonly strength: number;
  readonly sharpChange: number | null;
  readonly recreationalChange: number | null;
  /** The sharp books shortened the side while the recreational books lengthened it. */
  readonly reverseLineMove: boolean;
  /** Steam moves towards the side that a sharp book led. */
  readonly sharpLedMoves: number;
  readonly sharpBooks: number;
}

export const NO_SHARP_ACTION: SharpAction = {
  detected: false,
  market: null,
  side: null,
  strength: 0,
  sharpChange: null,
  recreationalChange: null,
  reverseLineMove: false,
  sharpLedMoves: 0,
  sharpBooks: 0,
};

const SHARP_CHANGE = (book: BookSeries) => (book.sharp ? book.change : Number.NaN);
const RECREATIONAL_CHANGE = (book: BookSeries) => (book.sharp ? Number.NaN : book.change);

export function sideSharpSignal(side: SideBooks): SideSharpSignal {
  let sharpBooks = 0;
  for (const book of side.books) if (book.sharp) sharpBooks++;
  const recreationalBooks = side.books.length - sharpBooks;
  return {
    market: side.market,
    side: side.outcome,
    sharpChange: sharpBooks > 0 ? medianBy(side.books, SHARP_CHANGE) : null,
    recreationalChange: recreationalBooks > 0 ? medianBy(side.books, RECREATIONAL_CHANGE) : null,
    sharpBooks,
    recreationalBooks,
  };
}

/**
 * Steam led by a sharp book that shortened the side, or, in a two-way market, lengthened the
 * other side.
 */
function sharpLedTowards(side: string, sides: number, steam: readonly SteamMove[]): number {
  return steam.filter(
    (move) =>
      move.likelyCause === 'sharp-led' &&
      (move.side === side ? move.direction === 'down' : sides === 2 && move.direction === 'up'),
  ).length;
}

/** The strongest sharp signal among the sides of one market (their steam included). */
export function marketSharpAction(
  signals: readonly SideSharpSignal[],
  steam: readonly SteamMove[],
  parameters: AnalysisParameters,
): SharpAction {
  let best = NO_SHARP_ACTION;
  for (const signal of signals) {
    const action = sideSharpAction(signal, signals.length, steam, parameters);
    if (
      action.strength > best.strength ||
      (action.strength === best.strength && (action.sharpChange ?? 0) > (best.sharpChange ?? 0))
    ) {
      best = action;
    }
  }
  return best;
}

function sideSharpAction(
  signal: SideSharpSignal,
  sides: number,
  steam: readonly SteamMove[],
  parameters: AnalysisParameters,
): SharpAction {
  const sharpChange = signal.sharpChange ?? 0;
  const sharpLedMoves = sharpLedTowards(signal.side, sides, steam);
  const reverseLineMove =
    sharpChange >= parameters.sharpMoveMin &&
    signal.recreationalChange !== null &&
    signal.recreationalChange <= -parameters.reverseMoveMin;
  const moveScore = Math.max(0, Math.min(1, sharpChange / (2 * parameters.sharpMoveMin)));
  const strength = Math.round(
    100 *
      (parameters.sharpMoveWeight * moveScore +
        parameters.sharpReverseWeight * (reverseLineMove ? 1 : 0) +
        parameters.sharpSteamWeight * Math.min(1, sharpLedMoves / 2)),
  );
  return {
    detected: sharpChange >= parameters.sharpMoveMin || sharpLedMoves > 0,
    market: signal.market,
    side: signal.side,
    strength,
    sharpChange: signal.sharpChange,
    recreationalChange: signal.recreationalChange,
    reverseLineMove,
    sharpLedMoves,
    sharpBooks: signal.sharpBooks,
  };
}

/** The strongest of several markets' sharp actions; an undetected one never wins. */
export function strongestSharpAction(actions: readonly SharpAction[]): SharpAction {
  let best = NO_SHARP_ACTION;
  for (const action of actions) {
    if (action.detected && (!best.detected || action.strength > best.strength)) best = action;
  }
  return best;
}

export interface SharpVsPublicEstimate {
  /** Always true: the feed has no betting percentages; these figures are modelled. */
  readonly estimate: true;
  readonly method: string;
  readonly sharpSide: string | null;
  readonly publicSide: string | null;
  /** 50–100: the modelled share of sharp money on the sharp side. */
  readonly sharpPercentage: number | null;
  /** 50–100: the modelled share of recreational money on the public side. */
  readonly publicPercentage: number | null;
  readonly consensus: 'aligned' | 'split' | 'unclear';
  /** 0–100: the sharp strength, halved when only one sharp book quotes the market. */
  readonly confidence: number;
}

/**
 * An estimate of where sharp and public money went, from price moves alone: the sharp side is
 * the side of the sharp action, the public side the side the recreational books shortened most
 * (books shorten the side their customers back) in the same market.
 */
export function sharpVsPublic(
  action: SharpAction,
  signals: readonly SideSharpSignal[],
  parameters: AnalysisParameters,
): SharpVsPublicEstimate {
  const market = action.market ?? 'h2h';
  let publicSignal: SideSharpSignal | null = null;
  for (const signal of signals) {
    if (signal.market !== market || signal.recreationalChange === null) continue;
    if (signal.recreationalChange < parameters.reverseMoveMin) continue;
    if (!publicSignal || signal.recreationalChange > (publicSignal.recreationalChange ?? 0)) {
      publicSignal = signal;
    }
  }
  const sharpSide = action.detected ? action.side : null;
  const publicSide = publicSignal?.side ?? null;
  const publicScore = Math.min(
    1,
    (publicSignal?.recreationalChange ?? 0) / (2 * parameters.sharpMoveMin),
  );
  return {
    estimate: true,
    method: SHARP_VS_PUBLIC_METHOD,
    sharpSide,
    publicSide,
    sharpPercentage: sharpSide === null ? null : Math.round(50 + action.strength / 2),
    publicPercentage: publicSide === null ? null : Math.round(50 + 50 * publicScore),
    consensus:
      sharpSide === null || publicSide === null
        ? 'unclear'
        : sharpSide === publicSide
          ? 'aligned'
          : 'split',
    confidence:
      sharpSide === null ? 0 : Math.round(action.strength * Math.min(1, action.sharpBooks / 2)),
  };
}
