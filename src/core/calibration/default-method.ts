import type { SportGroup } from '../catalog/sports';
import { sportGroupOf } from '../catalog/sports';
import { FAIR_METHODS, type FairMethod } from '../devig';
import { DEFAULT_DEVIG_METHOD } from '../value';
import type { ScoreFigure, ScorecardGroup } from './scorecard';

/**
 * Below this many scored closes a market keeps power. Log losses of devig methods on the same
 * closes differ in the third decimal; a couple of hundred closes is where the paired interval
 * starts to exclude zero for the gaps seen in practice.
 */
export const MIN_CHOICE_SAMPLE = 200;

/** What a member's 'auto' setting ranks a market's value bets by, and the evidence for it. */
export interface MethodChoice {
  readonly sport: SportGroup;
  readonly market: string;
  readonly method: FairMethod;
  /**
   * evidence: the lowest log loss, ahead of power beyond its 95 % interval. small-sample: fewer
   * than MIN_CHOICE_SAMPLE closes. no-clear-lead: power is best, or the best one's lead over it
   * is inside the interval.
   */
  readonly reason: 'evidence' | 'small-sample' | 'no-clear-lead';
  readonly n: number;
  /** The lowest-log-loss method, whether or not it was chosen, and its lead over power. */
  readonly best: FairMethod | null;
  readonly bestLogLoss: number | null;
  readonly powerLogLoss: number | null;
  readonly leadOverPower: ScoreFigure;
}

const NO_LEAD: ScoreFigure = { mean: null, ci95Low: null, ci95High: null };

/**
 * The rule: per sport group and market type, the method with the lowest mean log loss against
 * results, when at least MIN_CHOICE_SAMPLE closes were scored and its paired lead over power
 * (log loss minus power's, close by close) has a 95 % interval wholly below zero; else power.
 */
export function chooseMethod(group: ScorecardGroup & { sport: SportGroup }): MethodChoice {
  const power = group.methods.find((m) => m.method === DEFAULT_DEVIG_METHOD);
  const best = group.methods.reduce<(typeof group.methods)[number] | null>(
    (lowest, each) =>
      each.logLoss.mean !== null && (lowest === null || each.logLoss.mean < lowest.logLoss.mean!)
        ? each
        : lowest,
    null,
  );
  const base = {
    sport: group.sport,
    market: group.market,
    n: group.n,
    best: best?.method ?? null,
    bestLogLoss: best?.logLoss.mean ?? null,
    powerLogLoss: power?.logLoss.mean ?? null,
    leadOverPower: best?.vsPower ?? NO_LEAD,
  };
  if (group.n < MIN_CHOICE_SAMPLE || !best) {
    return { ...base, method: DEFAULT_DEVIG_METHOD, reason: 'small-sample' };
  }
  const high = best.vsPower.ci95High;
  if (best.method !== DEFAULT_DEVIG_METHOD && high !== null && high < 0) {
    return { ...base, method: best.method, reason: 'evidence' };
  }
  return { ...base, method: DEFAULT_DEVIG_METHOD, reason: 'no-clear-lead' };
}

/** The choice of every sport group and market the real-data scorecard has (not its 'all' row). */
export function chooseMethods(card: readonly ScorecardGroup[]): MethodChoice[] {
  return card.flatMap((group) =>
    group.sport === 'all' ? [] : [chooseMethod(group as ScorecardGroup & { sport: SportGroup })],
  );
}

/** A member's devig setting: one method for every market, or the evidence's choice per market. */
export const DEVIG_CHOICES = [...FAIR_METHODS, 'auto'] as const;
export type DevigChoice = (typeof DEVIG_CHOICES)[number];

/** A market's chosen method, as much of a MethodChoice as resolving 'auto' needs. */
export type MarketMethod = Pick<MethodChoice, 'sport' | 'market' | 'method'>;

/** The method a setting means for a bet in `sportKey`'s `market`; 'auto' without a choice is power. */
export function methodFor(
  choice: DevigChoice,
  choices: readonly MarketMethod[],
  sportKey: string,
  market: string,
): FairMethod {
  if (choice !== 'auto') return choice;
  const sport = sportGroupOf(sportKey);
  const own = choices.find((each) => each.sport === sport && each.market === market);
  return own?.method ?? DEFAULT_DEVIG_METHOD;
}

/**
 * Where one method must serve bets of every market (a portfolio's CLV breakdown, a CSV export),
 * 'auto' reads as power, so the figures of different markets stay comparable.
 */
export function uniformMethod(choice: DevigChoice): FairMethod {
  return choice === 'auto' ? DEFAULT_DEVIG_METHOD : choice;
}
