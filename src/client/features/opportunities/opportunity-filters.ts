import type { Opportunity, OpportunityType } from '../../../contracts/opportunities';
import { MARKET_TYPE_LABELS } from '../../../core/market-label';
import { MARKET_TYPES, type MarketType } from '../../../core/market-type';
import type { MultiSelectOption } from '../../components/multi-select-summary';
import { DEFAULT_TOTAL_STAKE, profitAtStake } from '../../lib/profit-at-stake';

export type OpportunityKind = OpportunityType;

/** How each kind is named in headings, tabs and empty lists. */
export const KIND_LABELS: Record<OpportunityKind, { plural: string; singular: string }> = {
  arbitrage: { plural: 'Arbitrage opportunities', singular: 'arbitrage' },
  value: { plural: 'Value bets', singular: 'value bet' },
  middle: { plural: 'Middles', singular: 'middle' },
};
export type SortKey = 'arbitragePercentage' | 'profitAtStake' | 'time' | 'sport' | 'marketType';
export type GameTime = 'all' | '1h' | '6h' | '24h' | '48h';

export const MIN_RETURN_OPTIONS = [0, 0.5, 1, 2, 3, 5] as const;
export const DEFAULT_MIN_RETURN = 0.5;

const GAME_TIME_HOURS: Record<Exclude<GameTime, 'all'>, number> = {
  '1h': 1,
  '6h': 6,
  '24h': 24,
  '48h': 48,
};
const HOUR_MS = 3_600_000;

export type OpportunityFilters = {
  kind: OpportunityKind;
  /** Sport keys; empty means every sport. */
  sports: readonly string[];
  /** Book keys; empty means every book. */
  books: readonly string[];
  /** Main lines, alternate lines, periods, player props; empty means every market. */
  marketTypes: readonly MarketType[];
  minReturn: number;
  gameTime: GameTime;
  sortBy: SortKey;
  search: string;
};

export const DEFAULT_FILTERS: OpportunityFilters = {
  kind: 'arbitrage',
  sports: [],
  books: [],
  marketTypes: [],
  minReturn: DEFAULT_MIN_RETURN,
  gameTime: 'all',
  sortBy: 'profitAtStake',
  search: '',
};

/**
 * The figure a card leads with, in percent: the guaranteed return, a value bet's EV, or a
 * middle's expected return under its model.
 */
export function returnPercent(opportunity: Opportunity): number {
  return opportunity.type === 'arbitrage'
    ? opportunity.arbitragePercentage
    : opportunity.expectedValue * 100;
}

function startsWithin(opportunity: Opportunity, gameTime: GameTime, now: number): boolean {
  if (gameTime === 'all') return true;
  return Date.parse(opportunity.commenceTime) - now <= GAME_TIME_HOURS[gameTime] * HOUR_MS;
}

function matchesTeam(opportunity: Opportunity, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return (
    opportunity.homeTeam.toLowerCase().includes(needle) ||
    opportunity.awayTeam.toLowerCase().includes(needle)
  );
}

/** Every bet of the opportunity must be at a chosen book: the member can place all of them. */
function usesOnlyBooks(opportunity: Opportunity, books: readonly string[]): boolean {
  if (books.length === 0) return true;
  return opportunity.legs.length > 0 && opportunity.legs.every((leg) => books.includes(leg.book));
}

export function filterOpportunities(
  list: readonly Opportunity[],
  filters: OpportunityFilters,
  now: number,
): Opportunity[] {
  return list.filter(
    (o) =>
      o.type === filters.kind &&
      (filters.sports.length === 0 || filters.sports.includes(o.sport)) &&
      usesOnlyBooks(o, filters.books) &&
      (filters.marketTypes.length === 0 || filters.marketTypes.includes(o.marketType)) &&
      returnPercent(o) >= filters.minReturn &&
      startsWithin(o, filters.gameTime, now) &&
      matchesTeam(o, filters.search),
  );
}

const byReturn = (a: Opportunity, b: Opportunity) => returnPercent(b) - returnPercent(a);

const byStart = (a: Opportunity, b: Opportunity) =>
  Date.parse(a.commenceTime) - Date.parse(b.commenceTime);

/** Main lines first, then alternates, periods, props, and keys Arbiter does not know last. */
const byMarketType = (a: Opportunity, b: Opportunity) =>
  MARKET_TYPES.indexOf(a.marketType) - MARKET_TYPES.indexOf(b.marketType);

export function sortOpportunities(
  list: readonly Opportunity[],
  sortBy: SortKey,
  stake = DEFAULT_TOTAL_STAKE,
): Opportunity[] {
  const sorted = [...list];
  switch (sortBy) {
    case 'profitAtStake':
      return sorted.sort(
        (a, b) =>
          profitAtStake(b, stake) - profitAtStake(a, stake) ||
          byReturn(a, b) ||
          a.id.localeCompare(b.id),
      );
    case 'arbitragePercentage':
      return sorted.sort((a, b) => byReturn(a, b) || byStart(a, b) || a.id.localeCompare(b.id));
    case 'time':
      return sorted.sort((a, b) => byStart(a, b) || byReturn(a, b) || a.id.localeCompare(b.id));
    case 'sport':
      return sorted.sort(
        (a, b) =>
          a.sportTitle.localeCompare(b.sportTitle) || byReturn(a, b) || a.id.localeCompare(b.id),
      );
    case 'marketType':
      return sorted.sort(
        (a, b) => byMarketType(a, b) || byReturn(a, b) || a.id.localeCompare(b.id),
      );
  }
}

export function applyFilters(
  list: readonly Opportunity[],
  filters: OpportunityFilters,
  now: number,
  stake = DEFAULT_TOTAL_STAKE,
): Opportunity[] {
  return sortOpportunities(filterOpportunities(list, filters, now), filters.sortBy, stake);
}

const byLabel = (a: MultiSelectOption, b: MultiSelectOption) => a.label.localeCompare(b.label);

/** The sports present in the live list, by key, named as the feed titles them. */
export function sportOptions(list: readonly Opportunity[]): MultiSelectOption[] {
  const titles = new Map(list.map((o) => [o.sport, o.sportTitle || o.sport]));
  return [...titles].map(([value, label]) => ({ value, label })).sort(byLabel);
}

/** The books quoted in the live list. */
export function bookOptions(list: readonly Opportunity[]): MultiSelectOption[] {
  const titles = new Map(list.flatMap((o) => o.legs.map((leg) => [leg.book, leg.bookTitle])));
  return [...titles].map(([value, label]) => ({ value, label })).sort(byLabel);
}

/**
 * The four market types a member can choose, always offered; a key Arbiter does not know
 * ("Other markets") only while one is live, so it is never hidden but never clutters the list.
 */
export function marketTypeOptions(list: readonly Opportunity[]): MultiSelectOption[] {
  const unknownLive = list.some((o) => o.marketType === 'unknown');
  return MARKET_TYPES.filter((type) => type !== 'unknown' || unknownLive).map((type) => ({
    value: type,
    label: MARKET_TYPE_LABELS[type],
  }));
}

export type OpportunitySummary = {
  total: number;
  /** Mean return in percent; null with nothing to average. */
  averageReturn: number | null;
  next24h: number;
  sportsCovered: number;
};

export function summarise(list: readonly Opportunity[], now: number): OpportunitySummary {
  const returns = list.map(returnPercent);
  return {
    total: list.length,
    averageReturn:
      returns.length === 0 ? null : returns.reduce((sum, r) => sum + r, 0) / returns.length,
    next24h: list.filter((o) => {
      const untilStart = Date.parse(o.commenceTime) - now;
      return untilStart > 0 && untilStart <= 24 * HOUR_MS;
    }).length,
    sportsCovered: new Set(list.map((o) => o.sport)).size,
  };
}
