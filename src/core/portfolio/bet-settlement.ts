import { lineReturnFactor } from '../line-settlement';
import { DRAW, OVER, UNDER, sameOutcome } from '../market';
import type { MarketKind } from '../market';
import { isValidDecimal } from '../odds-format';
import { fromCents, payoutCents, toCents } from '../stakes';

export const betStatuses = [
  'open',
  'won',
  'lost',
  'push',
  'void',
  'half-won',
  'half-lost',
] as const;
export type BetStatus = (typeof betStatuses)[number];
export type SettledStatus = Exclude<BetStatus, 'open'>;

/** The board's market kinds, listed for schemas that need the values. */
export const betMarkets = ['h2h', 'spreads', 'totals'] as const satisfies readonly MarketKind[];
export type BetMarket = MarketKind;

export interface BetToSettle {
  readonly market: BetMarket;
  /** The home or away team's name, "Draw", "Over" or "Under", as the odds source names them. */
  readonly outcome: string;
  /** The handicap as quoted on this side for spreads, the line for totals; null for h2h. */
  readonly point: number | null;
  /** Decimal odds. */
  readonly odds: number;
  readonly stake: number;
  /**
   * True when the bet's h2h market offered a Draw (3-way, as in soccer); see settleBet. Callers
   * take it from the market the bet came from (market.ts isDrawPossible).
   */
  readonly drawPossible?: boolean;
}

export interface FinalScore {
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly homeScore: number;
  readonly awayScore: number;
}

export interface Settlement {
  readonly status: SettledStatus;
  /** What the book pays back, stake included, in whole cents. */
  readonly payout: number;
  /** payout − stake, exact to the cent. */
  readonly profit: number;
}

/**
 * Grades a bet against a final score, or returns null when the score cannot grade it: an outcome
 * that names neither team (nor Draw, Over or Under for its market), a spreads or totals bet with
 * no line or a line off the quarter-point grid, or a score that is not a number.
 *
 * Moneyline: a tie in a 2-way market (no Draw offered) refunds team bets, as US books grade a tied
 * NFL or NHL moneyline; in a 3-way market the draw is an outcome of its own, so team bets lose on
 * it and a Draw bet wins.
 *
 * Money is counted in cents: the stake is rounded to the cent, and the payout rounded down to the
 * cent, because books pay whole cents and round in their own favour (stakes.ts payoutCents).
 * Throws a RangeError on a negative stake or on odds at or below 1: such a bet is never stored.
 */
export function settleBet(bet: BetToSettle, result: FinalScore): Settlement | null {
  assertBet(bet.stake, bet.odds);
  const factor = returnFactor(bet, result);
  if (factor === null) return null;
  return settlementOf(statusOf(factor, bet.odds), bet.stake, factor);
}

/**
 * The settlement of a status the member set by hand (a bet the scores could not grade, or a
 * book that graded it differently), with the same rounding as settleBet. Null for an open bet.
 */
export function settlementFromStatus(
  status: BetStatus,
  stake: number,
  odds: number,
): Settlement | null {
  assertBet(stake, odds);
  if (status === 'open') return null;
  return settlementOf(status, stake, factorOfStatus(status, odds));
}

/**
 * An Over or Under on a single number (one team's score, one player's stat) at a line, graded as
 * a total is: the same push, quarter-line and rounding rules. Null for a line off the quarter grid
 * or a value that is not a number.
 */
export function settleOverUnder(
  side: typeof OVER | typeof UNDER,
  line: number,
  value: number,
  odds: number,
  stake: number,
): Settlement | null {
  assertBet(stake, odds);
  if (!onQuarterGrid(line) || !Number.isFinite(value)) return null;
  const factor = lineReturnFactor(side === OVER ? value - line : line - value, odds);
  return settlementOf(statusOf(factor, odds), stake, factor);
}

/** What a settled bet returns per unit staked: the inverse of statusOf. */
function factorOfStatus(status: SettledStatus, odds: number): number {
  switch (status) {
    case 'won':
      return odds;
    case 'half-won':
      return (1 + odds) / 2;
    case 'push':
    case 'void':
      return 1;
    case 'half-lost':
      return 0.5;
    case 'lost':
      return 0;
  }
}

/** lineReturnFactor returns exactly odds, (1 + odds) / 2, 1, 0.5 or 0. */
function statusOf(factor: number, odds: number): SettledStatus {
  if (factor === odds) return 'won';
  if (factor === 0) return 'lost';
  if (factor === 1) return 'push';
  return factor > 1 ? 'half-won' : 'half-lost';
}

function settlementOf(status: SettledStatus, stake: number, factor: number): Settlement {
  const stakeCents = toCents(stake);
  const payout = payoutCents(stakeCents, factor);
  return { status, payout: fromCents(payout), profit: fromCents(payout - stakeCents) };
}

function returnFactor(bet: BetToSettle, result: FinalScore): number | null {
  if (!Number.isFinite(result.homeScore) || !Number.isFinite(result.awayScore)) return null;
  if (bet.market === 'h2h') return moneylineFactor(bet, result);
  if (bet.point === null || !onQuarterGrid(bet.point)) return null;
  const excess =
    bet.market === 'spreads'
      ? spreadExcess(bet.outcome, bet.point, result)
      : totalExcess(bet.outcome, bet.point, result);
  return excess === null ? null : lineReturnFactor(excess, bet.odds);
}

function moneylineFactor(bet: BetToSettle, result: FinalScore): number | null {
  const margin = result.homeScore - result.awayScore;
  if (sameOutcome(bet.outcome, DRAW)) return margin === 0 ? bet.odds : 0;
  const side = teamSide(bet.outcome, result);
  if (side === null) return null;
  if (margin === 0 && bet.drawPossible === true) return 0;
  // A 2-way tie lands on a line of zero: lineReturnFactor refunds it.
  return lineReturnFactor(side === 'home' ? margin : -margin, bet.odds);
}

/** The point is quoted from the bet's own side: home −2.5 pairs with away +2.5. */
function spreadExcess(outcome: string, point: number, result: FinalScore): number | null {
  const margin = result.homeScore - result.awayScore;
  const side = teamSide(outcome, result);
  if (side === null) return null;
  return (side === 'home' ? margin : -margin) + point;
}

function totalExcess(outcome: string, point: number, result: FinalScore): number | null {
  const total = result.homeScore + result.awayScore;
  if (sameOutcome(outcome, OVER)) return total - point;
  if (sameOutcome(outcome, UNDER)) return point - total;
  return null;
}

/** Null when the name is neither team's, or both's (a feed naming both teams alike). */
function teamSide(outcome: string, result: FinalScore): 'home' | 'away' | null {
  const home = sameOutcome(outcome, result.homeTeam);
  const away = sameOutcome(outcome, result.awayTeam);
  if (home === away) return null;
  return home ? 'home' : 'away';
}

/** Books quote lines in quarter points; anything else is a typing slip no book would settle. */
function onQuarterGrid(point: number): boolean {
  return Number.isFinite(point) && Math.abs(point * 4 - Math.round(point * 4)) < 1e-6;
}

function assertBet(stake: number, odds: number): void {
  if (!Number.isFinite(stake) || stake < 0) {
    throw new RangeError(`a stake must be a finite amount of at least 0, got ${stake}`);
  }
  if (!isValidDecimal(odds)) {
    throw new RangeError(`decimal odds must be a finite number above 1, got ${odds}`);
  }
}
