import type { Opportunity } from '../../../contracts/opportunities';
import type { UserSettings } from '../../../contracts/settings';
import { alertRuleOf, inQuietHours, matchesRule } from '../../../core/alerts/alert-rules';
import type { MarketMethod } from '../../../core/calibration/default-method';
import { formatPercent } from '../format-figures';
import { opportunityMarketLabel } from '../../../core/market-label';

/**
 * Whether this tab should tell the member of a new opportunity: real-time alerts on, the rule the
 * server uses for e-mail and push met, and outside their quiet hours.
 */
export function wantsInAppAlert(
  settings: UserSettings,
  opportunity: Opportunity,
  at: number,
  methodChoices: readonly MarketMethod[] = [],
) {
  const rule = alertRuleOf('', settings, false, methodChoices);
  return rule.realTime && matchesRule(rule, opportunity) && !inQuietHours(rule, at);
}

function headline(opportunity: Opportunity): string {
  const ev = formatPercent(opportunity.expectedValue * 100);
  switch (opportunity.type) {
    case 'arbitrage':
      return `New arbitrage: ${formatPercent(opportunity.arbitragePercentage)} return`;
    case 'middle':
      return `New middle: ${ev} expected (estimate)`;
    case 'value':
      return `New value bet: ${ev} EV (estimate)`;
  }
}

/** The toast's words: what it is worth, then the game, market and books. */
export function inAppAlertText(opportunity: Opportunity): { title: string; description: string } {
  const books = [...new Set(opportunity.legs.map((leg) => leg.bookTitle))].join(', ');
  return {
    title: headline(opportunity),
    description: [
      `${opportunity.homeTeam} vs ${opportunity.awayTeam}`,
      opportunity.sportTitle,
      opportunityMarketLabel(opportunity),
      books,
    ]
      .filter((part) => part !== '')
      .join(' · '),
  };
}

/** Where "View" goes: the opportunity's dialog on the opportunities page. */
export function opportunityLink(id: string): string {
  return `/opportunities?open=${encodeURIComponent(id)}`;
}
