import type { ApiUsageResponse, UsageCategory } from '../../../contracts/admin-usage';
import { Cell, DataTable, Row } from './data-table';

const LABEL: Record<UsageCategory, string> = {
  featured: 'Featured polls',
  discovery: 'Event-market discovery',
  'event-markets': 'Event markets (props, alternates, periods)',
  rechecks: 'Re-checks',
  other: 'Other (sports list, scores)',
};
const n = (value: number) => value.toLocaleString('en-US');

/** This month's credits by budget category, each with its projection and its own budget. */
export function UsageSplitTable({ usage }: { usage: ApiUsageResponse }) {
  const columns = ['Category', 'Calls', 'Credits', 'Projected month', 'Budget'];
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">Split of the budget, this month</h3>
      <DataTable label="Split of the budget" columns={columns}>
        {usage.split.map((row) => (
          <Row key={row.category}>
            <Cell label="Category">{LABEL[row.category]}</Cell>
            <Cell label="Calls">{n(row.calls)}</Cell>
            <Cell label="Credits">{n(row.credits)}</Cell>
            <Cell label="Projected month">
              <span
                className={
                  row.budget !== null && row.projectedMonth > row.budget ? 'text-warn' : undefined
                }
              >
                {n(row.projectedMonth)}
              </span>
            </Cell>
            <Cell label="Budget">{row.budget === null ? '—' : n(row.budget)}</Cell>
          </Row>
        ))}
      </DataTable>
      <p className="mt-2 text-xs text-muted">
        Discovery and event markets share {Math.round(usage.eventMarketsShare * 100)} % of the plan
        (ODDS_EVENT_MARKETS_SHARE); featured polls plan within the rest. Projections run each
        category&apos;s last 24 hours to the end of the month.
      </p>
    </div>
  );
}
