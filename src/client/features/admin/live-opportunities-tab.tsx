import { Radar } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { AdminOpportunity } from '../../../contracts/admin-analytics';
import type { RiskLevel } from '../../../contracts/opportunities';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { fieldClass } from '../../components/filter-fields';
import { QueryView } from '../../components/query-view';
import { ToneBadge, type BadgeTone } from '../../components/tone-badge';
import { formatDateTime } from '../../lib/format-time';
import { marketLabel } from '../../../core/market-label';
import { fractionPercent, lifespanText, opportunityStatusText, TYPE_LABELS } from './admin-format';
import type { AdminFilters } from './admin-filters';
import { useAdminOpportunities } from './api/get-admin-opportunities';
import { Cell, DataTable, Row } from './data-table';

const COLUMNS = ['Game', 'Sport', 'Type', 'Profit / EV', 'Peak', 'Risk', 'Status', 'Lifespan'];

const RISK_TONES: Record<RiskLevel, BadgeTone> = { low: 'profit', medium: 'warn', high: 'loss' };

function OpportunityRow({ o }: { o: AdminOpportunity }) {
  return (
    <Row testId="admin-opportunity">
      <Cell label="Game" className="min-w-0">
        <span className="min-w-0">
          <span className="block font-medium break-words">
            {o.homeTeam} vs {o.awayTeam}
          </span>
          <span className="block text-xs text-muted">
            {marketLabel(o.betType, o.line)} · starts {formatDateTime(o.commenceTime)}
          </span>
        </span>
      </Cell>
      <Cell label="Sport">{o.sportTitle}</Cell>
      <Cell label="Type">{TYPE_LABELS[o.type]}</Cell>
      <Cell label="Profit / EV" className="text-profit">
        {fractionPercent(o.profit)}
      </Cell>
      <Cell label="Peak">{fractionPercent(o.peakReturn)}</Cell>
      <Cell label="Risk">
        {o.riskLevel === null ? (
          <span className="text-muted">—</span>
        ) : (
          <ToneBadge tone={RISK_TONES[o.riskLevel]}>{o.riskLevel}</ToneBadge>
        )}
      </Cell>
      <Cell label="Status">
        <ToneBadge tone={o.status === 'live' ? 'profit' : 'neutral'}>
          {opportunityStatusText(o)}
        </ToneBadge>
      </Cell>
      <Cell label="Lifespan">{lifespanText(o.lifespanSeconds)}</Cell>
    </Row>
  );
}

/**
 * What was live in the range, and what is live now, newest activity first. The status is real:
 * live, or ended with the reason; risk is judged on live quotes only, so ended rows show none.
 */
export function LiveOpportunitiesTab({ filters }: { filters: AdminFilters }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const query = useAdminOpportunities(filters, deferred);
  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <label className="w-full sm:w-72">
          <span className="sr-only">Search teams or sport</span>
          <input
            type="search"
            value={search}
            placeholder="Search teams or sport..."
            onChange={(event) => setSearch(event.target.value)}
            className={fieldClass}
          />
        </label>
        {query.data && (
          <p className="text-xs text-muted" data-testid="opportunities-count">
            {query.data.opportunities.length < query.data.matching
              ? `Latest ${query.data.opportunities.length} of ${query.data.matching}`
              : `${query.data.matching} found`}
          </p>
        )}
      </div>
      <QueryView
        query={query}
        errorTitle="Failed to load opportunities"
        isEmpty={(data) => data.opportunities.length === 0}
        empty={
          <EmptyState icon={Radar} title="No opportunities found">
            Nothing was live in this range and sport{deferred ? ' matching the search' : ''}.
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable label="Opportunities" columns={COLUMNS}>
            {data.opportunities.map((o) => (
              <OpportunityRow key={o.id} o={o} />
            ))}
          </DataTable>
        )}
      </QueryView>
    </Card>
  );
}
