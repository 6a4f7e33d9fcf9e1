import { isVisibleTo, type MemberLedger } from '../book-ledger';
import { sportGroupOf, type SportGroup } from '../catalog/sports';
import { methodFor, type DevigChoice, type MarketMethod } from '../calibration/default-method';
import type { EvByMethod } from '../ev-by-method';

export type RiskLevel = 'low' | 'medium' | 'high';
export type AlertFrequency = 'instant' | 'daily' | 'weekly';

/** What a member asked to hear about, from their settings. Percentages as the settings hold them. */
export interface AlertRule {
  readonly userId: string;
  /** The real-time alerts switch: off means no instant alert on any channel. */
  readonly realTime: boolean;
  readonly email: boolean;
  readonly push: boolean;
  readonly frequency: AlertFrequency;
  /** Percent: an arbitrage must return at least this much. */
  readonly minArbitrageProfit: number;
  /** Percent: a value bet's (or a middle's) expected value must be at least this much. */
  readonly minEVPercentage: number;
  /** The devig method whose EV a value bet is held to the threshold by; 'auto': per market. */
  readonly devigMethod: DevigChoice;
  /** What 'auto' means per market (the track record's choice); empty: power everywhere. */
  readonly methodChoices: readonly MarketMethod[];
  /** Sport groups; empty means every sport. */
  readonly sports: readonly SportGroup[];
  /** Book keys; empty means every book. */
  readonly books: readonly string[];
  /** The highest risk level the member accepts. */
  readonly riskTolerance: RiskLevel;
  readonly quietHours: { readonly start: string; readonly end: string } | null;
  readonly timezone: string;
  /** The member's book ledger: with "only my books" on, no alert needs a book they cannot use. */
  readonly ledger?: MemberLedger;
}

/** The settings a rule is made from (the contract's UserSettings has them all). */
export interface AlertSettings {
  readonly notifications: boolean;
  readonly emailNotifications: boolean;
  readonly pushNotifications: boolean;
  readonly emailFrequency: AlertFrequency;
  readonly minArbitrageProfit: number;
  readonly minEVPercentage: number;
  readonly devigMethod: DevigChoice;
  readonly preferredSports: readonly SportGroup[];
  readonly alertBooks: readonly string[];
  readonly riskTolerance: RiskLevel;
  readonly quietHours: { readonly start: string; readonly end: string } | null;
  readonly timezone: string;
}

/**
 * A member's rule from their settings: the server matches it for e-mail and push, the browser
 * for the in-app toast, so both hear of the same opportunities. Push needs a subscribed browser.
 */
export function alertRuleOf(
  userId: string,
  settings: AlertSettings,
  hasPush: boolean,
  methodChoices: readonly MarketMethod[] = [],
): AlertRule {
  return {
    userId,
    realTime: settings.notifications,
    email: settings.emailNotifications,
    push: settings.pushNotifications && hasPush,
    frequency: settings.emailFrequency,
    minArbitrageProfit: settings.minArbitrageProfit,
    minEVPercentage: settings.minEVPercentage,
    devigMethod: settings.devigMethod,
    methodChoices,
    sports: settings.preferredSports,
    books: settings.alertBooks,
    riskTolerance: settings.riskTolerance,
    quietHours: settings.quietHours,
    timezone: settings.timezone,
  };
}

/** The parts of an opportunity a rule reads (the contract's Opportunity has them all). */
export interface AlertCandidate {
  readonly type: 'arbitrage' | 'value' | 'middle';
  readonly sport: string;
  /** h2h, spreads or totals: with the sport, what 'auto' resolves by. */
  readonly betType?: string;
  readonly arbitragePercentage: number;
  readonly expectedValue: number;
  /** A value bet's EV under every devig method; null (or absent) for arbitrage and middles. */
  readonly evByMethod?: EvByMethod | null;
  readonly riskLevel: RiskLevel;
  readonly legs: readonly { readonly book: string }[];
}

const RISK_ORDER: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

/**
 * The return a rule holds an opportunity to, in percent: an arbitrage's guaranteed return, a value
 * bet's EV under the member's devig method, a middle's modelled expected return.
 */
function returnPercent(rule: AlertRule, opportunity: AlertCandidate): number {
  if (opportunity.type === 'arbitrage') return opportunity.arbitragePercentage;
  const byMethod = opportunity.type === 'value' ? opportunity.evByMethod : null;
  if (!byMethod) return opportunity.expectedValue * 100;
  const method = methodFor(
    rule.devigMethod,
    rule.methodChoices,
    opportunity.sport,
    opportunity.betType ?? '',
  );
  return byMethod[method] * 100;
}

/** Does the opportunity meet the member's thresholds and filters (leaving out when and how)? */
export function matchesRule(rule: AlertRule, opportunity: AlertCandidate): boolean {
  const percent = returnPercent(rule, opportunity);
  const threshold =
    opportunity.type === 'arbitrage' ? rule.minArbitrageProfit : rule.minEVPercentage;
  if (!(percent >= threshold)) return false;
  if (RISK_ORDER[opportunity.riskLevel] > RISK_ORDER[rule.riskTolerance]) return false;
  if (rule.sports.length > 0 && !rule.sports.includes(sportGroupOf(opportunity.sport))) {
    return false;
  }
  if (rule.books.length > 0 && !opportunity.legs.every((leg) => rule.books.includes(leg.book))) {
    return false;
  }
  return rule.ledger === undefined || isVisibleTo(rule.ledger, opportunity.legs);
}

/** Minutes since local midnight in the zone. */
function localMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Inside the quiet hours (which may wrap past midnight, 22:00–07:00); the end is not quiet. */
export function inQuietHours(
  rule: Pick<AlertRule, 'quietHours' | 'timezone'>,
  at: number,
): boolean {
  if (!rule.quietHours) return false;
  const start = minutesOf(rule.quietHours.start);
  const end = minutesOf(rule.quietHours.end);
  if (start === end) return false;
  const now = localMinutes(at, rule.timezone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

export type AlertChannel = 'email' | 'push';

/** Real-time alerts on, outside quiet hours, and the opportunity meets the rule: any channel may go. */
export function wantsInstant(rule: AlertRule, opportunity: AlertCandidate, at: number): boolean {
  return rule.realTime && matchesRule(rule, opportunity) && !inQuietHours(rule, at);
}

/**
 * The channels an opportunity goes out on at once for this member: none when real-time alerts are
 * off, in quiet hours, or the opportunity misses the rule. E-mail only at the instant frequency
 * (daily and weekly members get it in their digest instead).
 */
export function instantChannels(
  rule: AlertRule,
  opportunity: AlertCandidate,
  at: number,
): AlertChannel[] {
  if (!wantsInstant(rule, opportunity, at)) return [];
  const channels: AlertChannel[] = [];
  if (rule.email && rule.frequency === 'instant') channels.push('email');
  if (rule.push) channels.push('push');
  return channels;
}
