import { marketTypeOf, periodOfKey, type MarketType } from '../market-type';
import { OVER, UNDER, sameOutcome } from '../market';
import {
  settleBet,
  settleOverUnder,
  type BetMarket,
  type BetToSettle,
  type FinalScore,
  type Settlement,
} from './bet-settlement';

/**
 * Grading a bet on any market key (featured, alternate ladders, team totals, periods, player
 * props) from the data that decides it, or saying why that data cannot: a bet that cannot be
 * graded stays open with the reason shown to the member, who settles it by hand.
 */

export interface PeriodScore {
  readonly home: number;
  readonly away: number;
}

export interface PlayerLine {
  readonly player: string;
  /** The player's final stat by prop market key (`player_points` → 27). */
  readonly stats: Readonly<Record<string, number>>;
}

/**
 * What a settlement-data source knows of a finished game. `periods` and `players` are null when
 * the source does not report them at all (The Odds API's `/scores` has final scores only), which
 * is a different reason to stay open from a source that reports them but lacks this one.
 */
export interface GameResult {
  readonly final: FinalScore;
  /** By period key suffix (`q1`, `h1`, `1st_5_innings`). */
  readonly periods: ReadonlyMap<string, PeriodScore> | null;
  readonly players: readonly PlayerLine[] | null;
}

export interface MarketBetToSettle extends BetToSettle {
  /** The source's market key; the featured key (`market`) for a featured bet. */
  readonly marketKey: string;
  /** The player of a prop, the team of a team total; null otherwise. */
  readonly player: string | null;
}

export type Grade = { readonly settlement: Settlement } | { readonly reason: string };

const BY_HAND = 'settle this bet by hand';

/** The rule a key settles by, once its period (if any) is taken off. */
type Rule = 'h2h' | 'spreads' | 'totals' | 'team_total' | 'prop';

function ruleOf(baseKey: string): Rule | null {
  if (baseKey === 'h2h' || baseKey === 'h2h_3_way') return 'h2h';
  if (baseKey === 'spreads' || baseKey === 'alternate_spreads') return 'spreads';
  if (baseKey === 'totals' || baseKey === 'alternate_totals') return 'totals';
  if (baseKey === 'team_totals' || baseKey === 'alternate_team_totals') return 'team_total';
  if (marketTypeOf(baseKey) === 'player_prop') return 'prop';
  return null;
}

/**
 * The featured market whose outcomes a key's outcomes pair like: the `market` a bet on it keeps
 * for readers that know only h2h, spreads and totals. Over/Under on one team or player pairs as a
 * total; a Yes/No prop as a two-way moneyline. Null for a key whose rule is unknown.
 */
export function featuredShapeOf(marketKey: string, outcome: string): BetMarket | null {
  const rule = ruleOf(periodOfKey(marketKey)?.base ?? marketKey);
  if (rule === null) return null;
  if (rule === 'team_total') return 'totals';
  if (rule === 'prop') return isYesNo(outcome) ? 'h2h' : 'totals';
  return rule;
}

/** Whether Arbiter knows how the key settles (an unknown key is only settled by hand). */
export function isSettleableKey(marketKey: string): boolean {
  return ruleOf(periodOfKey(marketKey)?.base ?? marketKey) !== null;
}

const YES = 'Yes';
const NO = 'No';
const isYesNo = (outcome: string) => sameOutcome(outcome, YES) || sameOutcome(outcome, NO);

/**
 * Grades a bet against a finished game. Alternate lines settle as spreads and totals at their own
 * point; team totals on that team's score; period markets on the period's score (a tied period
 * refunds a 2-way moneyline as a tied game does); props on the player's stat, Over/Under at the
 * line, Yes when the stat is at least one (anytime scorers).
 */
export function gradeBet(bet: MarketBetToSettle, result: GameResult): Grade {
  const split = periodOfKey(bet.marketKey);
  const rule = ruleOf(split?.base ?? bet.marketKey);
  if (rule === null) {
    return {
      reason: `Arbiter cannot tell how the market "${bet.marketKey}" settles — ${BY_HAND}.`,
    };
  }
  let score = result.final;
  if (split) {
    if (result.periods === null) {
      return { reason: `The odds source does not report period scores — ${BY_HAND}.` };
    }
    const period = result.periods.get(split.period);
    if (!period) {
      return { reason: `The results have no score for the period ${split.period} — ${BY_HAND}.` };
    }
    score = { ...result.final, homeScore: period.home, awayScore: period.away };
  }
  const unreadable = {
    reason: `The result cannot grade "${bet.outcome}" on ${bet.marketKey} — ${BY_HAND}.`,
  };
  if (rule === 'h2h' || rule === 'spreads' || rule === 'totals') {
    const settlement = settleBet({ ...bet, market: rule }, score);
    return settlement ? { settlement } : unreadable;
  }
  if (bet.player === null) return { reason: `The bet names no player or team — ${BY_HAND}.` };
  if (rule === 'team_total') {
    const home = sameOutcome(bet.player, score.homeTeam);
    const away = sameOutcome(bet.player, score.awayTeam);
    if (home === away) {
      return { reason: `"${bet.player}" is not one of the two teams — ${BY_HAND}.` };
    }
    return overUnder(bet, home ? score.homeScore : score.awayScore) ?? unreadable;
  }
  if (result.players === null) {
    return { reason: `The odds source does not report player statistics — ${BY_HAND}.` };
  }
  const player = bet.player;
  const lines = result.players.filter((line) => sameOutcome(line.player, player));
  const stat = lines.length === 1 ? lines[0]!.stats[bet.marketKey] : undefined;
  if (stat === undefined || !Number.isFinite(stat)) {
    return { reason: `The box score has no ${bet.marketKey} for ${player} — ${BY_HAND}.` };
  }
  if (isYesNo(bet.outcome)) {
    // "Yes" on an anytime scorer is an Over 0.5 on the count; "No" its Under.
    const side = sameOutcome(bet.outcome, YES) ? OVER : UNDER;
    return { settlement: settleOverUnder(side, 0.5, stat, bet.odds, bet.stake)! };
  }
  return overUnder(bet, stat) ?? unreadable;
}

function overUnder(bet: MarketBetToSettle, value: number): Grade | null {
  if (bet.point === null) return null;
  const side = sameOutcome(bet.outcome, OVER)
    ? OVER
    : sameOutcome(bet.outcome, UNDER)
      ? UNDER
      : null;
  if (side === null) return null;
  const settlement = settleOverUnder(side, bet.point, value, bet.odds, bet.stake);
  return settlement ? { settlement } : null;
}

/** What a settlement-data source reports beyond final scores. */
export interface SettlementCoverage {
  readonly periods: boolean;
  readonly players: boolean;
}

/**
 * Why an open bet is waiting on the member rather than on a result, or null when a result will
 * settle it. A reason the settler stored (the finished game's data could not grade it) comes
 * first; without a coverage (not known to the caller) only the reasons of the bet itself count.
 */
export function openReasonOf(
  bet: {
    readonly status: string;
    readonly eventId: string | null;
    readonly marketKey: string;
    readonly openReason: string | null;
  },
  coverage: SettlementCoverage | null,
): string | null {
  if (bet.status !== 'open') return null;
  if (bet.openReason !== null) return bet.openReason;
  const split = periodOfKey(bet.marketKey);
  const rule = ruleOf(split?.base ?? bet.marketKey);
  if (rule === null) {
    return `Arbiter cannot tell how the market "${bet.marketKey}" settles — ${BY_HAND}.`;
  }
  if (coverage !== null && rule === 'prop' && !coverage.players) {
    return `The odds source does not report player statistics — ${BY_HAND}.`;
  }
  if (coverage !== null && split !== null && !coverage.periods) {
    return `The odds source does not report period scores — ${BY_HAND}.`;
  }
  if (bet.eventId === null) {
    return `Not linked to an event Arbiter follows, so no result will settle it — ${BY_HAND}.`;
  }
  return null;
}

/**
 * The market fields a new bet is stored with: its key, its type, and the featured market its
 * outcomes pair like (`market` given by the member for a key whose rule Arbiter does not know).
 */
export function betMarketFields(
  marketKey: string,
  outcome: string,
  market: BetMarket | undefined,
): { market: BetMarket; marketKey: string; marketType: MarketType } | null {
  const shape = featuredShapeOf(marketKey, outcome) ?? market;
  if (shape === undefined) return null;
  return { market: shape, marketKey, marketType: marketTypeOf(marketKey) };
}
