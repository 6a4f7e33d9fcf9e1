import { ArrowRight, Clock, TrendingUp } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { OpportunitiesResponse } from '../../../contracts/opportunities';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { useState } from 'react';
import { SegmentedControl } from '../../components/segmented-control';
import { formatMoney } from '../../lib/format-figures';
import { useDefaultStake } from '../../lib/use-default-stake';
import { startingSoonest, topByProfitAtStake, topByReturn } from './dashboard-lists';
import { OpportunityRow } from './opportunity-row';

type LiveQuery = UseQueryResult<OpportunitiesResponse>;

function PanelBody({
  query,
  pick,
  now,
  empty,
}: {
  query: LiveQuery;
  pick: (response: OpportunitiesResponse) => OpportunitiesResponse['opportunities'];
  now: number;
  empty: string;
}) {
  return (
    <QueryView
      query={query}
      errorTitle="Failed to load live arbitrage"
      isEmpty={(response) => pick(response).length === 0}
      empty={<p className="py-6 text-center text-sm text-muted">{empty}</p>}
    >
      {(response) => (
        <ul className="-mx-2 divide-y divide-line">
          {pick(response).map((opportunity) => (
            <OpportunityRow key={opportunity.id} opportunity={opportunity} now={now} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

type TopOrder = 'return' | 'profit';

export function TopOpportunities({ query, now }: { query: LiveQuery; now: number }) {
  // Money first: what the member's own stake would make, within the books' limits.
  const [order, setOrder] = useState<TopOrder>('profit');
  const stake = useDefaultStake();
  const orders = [
    { value: 'profit', label: `Profit at ${formatMoney(stake)}` },
    { value: 'return', label: 'Return %' },
  ] as const;
  return (
    <Card className="p-4">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <TrendingUp className="size-4 text-muted" aria-hidden />
        <h2 className="font-medium">Top Arbitrage Opportunities</h2>
        <SegmentedControl
          label="Order the top opportunities by"
          value={order}
          options={orders}
          onChange={setOrder}
        />
        <Link
          to="/opportunities"
          className="ml-auto flex items-center gap-1 text-sm text-muted hover:text-fg"
        >
          View All <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </div>
      <PanelBody
        query={query}
        pick={(response) =>
          order === 'return'
            ? topByReturn(response.opportunities)
            : topByProfitAtStake(response.opportunities, stake)
        }
        now={now}
        empty="No arbitrage opportunities right now. New ones appear here the moment they are found."
      />
    </Card>
  );
}

export function TimeSensitiveOpportunities({ query, now }: { query: LiveQuery; now: number }) {
  return (
    <Card className="p-4">
      <div className="mb-2 flex items-center gap-2">
        <Clock className="size-4 text-muted" aria-hidden />
        <h2 className="font-medium">Time-Sensitive Opportunities</h2>
        <span className="ml-auto text-xs text-muted">starting soonest</span>
      </div>
      <PanelBody
        query={query}
        pick={(response) => startingSoonest(response.opportunities, now)}
        now={now}
        empty="No time-sensitive opportunities"
      />
    </Card>
  );
}
