import type { MarketKind } from '../market';
import { bookTraits } from './book-traits';
import type { LifespanSummary } from './arbitrage-lifespan';
import type { SideMovement } from './line-movement';
import type { AnalysisParameters } from './parameters';
import type { SteamMove } from './steam';
import type { Volatility } from './volatility';
import { pointsText } from './wording';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The timing tab has no "avoid": it says when to bet, not whether to. */
export type TimingAction = 'bet_now' | 'wait_30m';
export type RiskLevel = 'low' | 'medium' | 'high';

export interface TimingAdvice {
  readonly action: TimingAction;
  readonly basis: 'arbitrage' | 'steam' | 'velocity';
  /** Null for an arbitrage, which spans the whole event. */
  readonly market: MarketKind | null;
  readonly side: string | null;
  readonly reasoning: string;
  /** How likely the expected movement is not to happen (the move stalls or turns). */
  readonly riskLevel: RiskLevel;
  /**
   * Expected change of the side's implied probability over the window: positive means the
   * price is expected to shorten (worse for a bettor), negative to lengthen.
   */
  readonly expectedMovement: number;
  readonly optimalWindow: { readonly from: number; readonly to: number; readonly label: string };
}

export interface TimingContext {
  readonly now: number;
  readonly arbitrageOpen: boolean;
  readonly lifespan: LifespanSummary;
  readonly steam: readonly SteamMove[];
  readonly movements: readonly SideMovement[];
  readonly volatility: Volatility;
}

function riskFromConfidence(confidence: number, parameters: AnalysisParameters): RiskLevel {
  if (confidence >= parameters.scoreGreen) return 'low';
  return confidence >= parameters.scoreYellow ? 'medium' : 'high';
}

function arbitrageAdvice(context: TimingContext): TimingAdvice {
  const median = context.lifespan.medianMs;
  const to = context.now + (median ?? 0);
  return {
    action: 'bet_now',
    basis: 'arbitrage',
    market: null,
    side: null,
    reasoning:
      median === null
        ? 'An arbitrage is open on this event now; arbitrages close as books correct their prices.'
        : `An arbitrage is open on this event now; arbitrages like it last a median ${Math.max(1, Math.round(median / MINUTE))} min.`,
    riskLevel: 'low',
    expectedMovement: 0,
    optimalWindow: { from: context.now, to, label: 'Now' },
  };
}

/**
 * Recent steam with books still to follow: shortening says take the lagging books' price now,
 * lengthening says wait for them to lengthen too.
 */
function steamAdvice(
  move: SteamMove,
  context: TimingContext,
  parameters: AnalysisParameters,
): TimingAdvice | null {
  const movement = context.movements.find(
    (candidate) => candidate.market === move.market && candidate.side === move.side,
  );
  const books = movement?.consensus.books ?? 0;
  const lagging = books - move.bookmakers.length;
  if (!movement || lagging <= 0) return null;
  const shortening = move.direction === 'down';
  const minutes = Math.max(1, Math.round((move.endTime - move.startTime) / MINUTE));
  const moved =
    `${move.bookmakers.length} books ${shortening ? 'shortened' : 'lengthened'} ${move.side} ` +
    `by ${pointsText(move.impliedChange)} in ${minutes} min (${move.likelyCause}, ` +
    `${bookTraits(move.leader).title} first)`;
  return {
    action: shortening ? 'bet_now' : 'wait_30m',
    basis: 'steam',
    market: move.market,
    side: move.side,
    reasoning: shortening
      ? `${moved}; ${lagging} books have not moved yet and usually follow within minutes: take their price now.`
      : `${moved}; ${lagging} books have not moved yet and usually follow: waiting should get a longer price.`,
    riskLevel: riskFromConfidence(move.confidence, parameters),
    expectedMovement: (move.impliedChange * lagging) / books,
    optimalWindow: shortening
      ? { from: context.now, to: context.now + parameters.steamWindowMs, label: 'Now' }
      : {
          from: context.now,
          to: context.now + parameters.waitHorizonMs,
          label: 'Next 30 minutes',
        },
  };
}

function velocityAdvice(
  movement: SideMovement,
  context: TimingContext,
  parameters: AnalysisParameters,
): TimingAdvice | null {
  if (movement.velocity > -parameters.waitVelocityMin) return null;
  const expectedMovement = (movement.velocity * parameters.waitHorizonMs) / HOUR;
  return {
    action: 'wait_30m',
    basis: 'velocity',
    market: movement.market,
    side: movement.side,
    reasoning: `${movement.side} has been lengthening by ${pointsText(movement.velocity)} an hour; at that pace waiting 30 min gains about ${pointsText(expectedMovement)}.`,
    // A volatile price can turn before the half hour is up.
    riskLevel: context.volatility.level,
    expectedMovement,
    optimalWindow: {
      from: context.now,
      to: context.now + parameters.waitHorizonMs,
      label: 'Next 30 minutes',
    },
  };
}

const priority = (advice: TimingAdvice) =>
  advice.basis === 'arbitrage' ? 0 : advice.action === 'bet_now' ? 1 : 2;

/**
 * Every timing signal of one event, the most pressing first: an open arbitrage, then steam
 * shortening a side, then the largest expected lengthening. One advice per side: steam outranks
 * velocity on the same side. Empty when prices are stable.
 */
export function timingAdvice(
  context: TimingContext,
  parameters: AnalysisParameters,
): TimingAdvice[] {
  const advice: TimingAdvice[] = [];
  if (context.arbitrageOpen) advice.push(arbitrageAdvice(context));
  const covered = new Set<string>();
  const recent = context.steam
    .filter((move) => move.endTime >= context.now - parameters.timingSteamRecencyMs)
    .sort((a, b) => b.confidence - a.confidence || b.endTime - a.endTime);
  for (const move of recent) {
    const key = `${move.market}|${move.side}`;
    if (covered.has(key)) continue;
    const own = steamAdvice(move, context, parameters);
    if (own) {
      advice.push(own);
      covered.add(key);
    }
  }
  for (const movement of context.movements) {
    if (covered.has(`${movement.market}|${movement.side}`)) continue;
    const own = velocityAdvice(movement, context, parameters);
    if (own) advice.push(own);
  }
  return advice.sort(
    (a, b) =>
      priority(a) - priority(b) || Math.abs(b.expectedMovement) - Math.abs(a.expectedMovement),
  );
}
