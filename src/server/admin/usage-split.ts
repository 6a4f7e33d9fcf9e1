import type { UsageCategory, usageSplitRowSchema } from '../../contracts/admin-usage';
import type { z } from 'zod';

type SplitRow = z.infer<typeof usageSplitRowSchema>;
interface Share {
  key: string;
  calls: number;
  credits: number;
}

const CATEGORY_OF: Readonly<Record<string, UsageCategory>> = {
  odds: 'featured',
  'event-discovery': 'discovery',
  'event-odds': 'event-markets',
  recheck: 'rechecks',
};
const ORDER: readonly UsageCategory[] = [
  'featured',
  'discovery',
  'event-markets',
  'rechecks',
  'other',
];

export const categoryOf = (endpoint: string): UsageCategory => CATEGORY_OF[endpoint] ?? 'other';

/**
 * The month's credits by budget category (api_usage.endpoint is the category of a call), each
 * projected at its own last-24-hours rate, beside its budget.
 */
export function usageSplit(
  month: readonly Share[],
  lastDay: readonly Share[],
  msLeftInMonth: number,
  budgets: Readonly<Partial<Record<UsageCategory, number>>>,
): SplitRow[] {
  const rows = new Map<UsageCategory, SplitRow>(
    ORDER.map((category) => [
      category,
      { category, calls: 0, credits: 0, projectedMonth: 0, budget: budgets[category] ?? null },
    ]),
  );
  for (const share of month) {
    const row = rows.get(categoryOf(share.key))!;
    row.calls += share.calls;
    row.credits += share.credits;
  }
  const dayRate = new Map<UsageCategory, number>();
  for (const share of lastDay) {
    const category = categoryOf(share.key);
    dayRate.set(category, (dayRate.get(category) ?? 0) + share.credits);
  }
  for (const row of rows.values()) {
    row.projectedMonth = Math.round(
      row.credits + ((dayRate.get(row.category) ?? 0) / 86_400_000) * msLeftInMonth,
    );
  }
  return [...rows.values()];
}
