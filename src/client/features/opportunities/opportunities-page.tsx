import { useMemo, useState } from 'react';
import { LiveIndicator } from '../../components/live-indicator';
import { PageHeader } from '../../components/page-header';
import { SegmentedControl } from '../../components/segmented-control';
import { useAllOpportunities } from '../../lib/live-stream/use-live-opportunities';
import { useNow } from '../../lib/use-now';
import { usePreferredSports } from '../../lib/use-user-settings';
import { OpportunityDialog } from './dialog/opportunity-dialog';
import { Notice } from './dialog/notice';
import { FiltersCard } from './filters-card';
import {
  applyFilters,
  bookOptions,
  DEFAULT_FILTERS,
  KIND_LABELS,
  marketTypeOptions,
  sportOptions,
  summarise,
} from './opportunity-filters';
import type { OpportunityFilters, OpportunityKind } from './opportunity-filters';
import { kindOptions } from './kind-options';
import { OpportunityList } from './opportunity-list';
import { useDefaultStake } from '../../lib/use-default-stake';
import { OpportunitySummaryCards } from './opportunity-summary';
import { preferredSportKeys } from './preferred-sports';
import { useOpenOpportunity } from './use-open-opportunity';
import { useRecordOnOpen } from './use-record-on-open';

export function OpportunitiesPage() {
  const { query, stream } = useAllOpportunities();
  // Trust ages by the second ("confirmed 12 s ago"); the list re-reads the clock every 5 s.
  const now = useNow(5_000);
  const stake = useDefaultStake();
  const [filters, setFilters] = useState<OpportunityFilters>(DEFAULT_FILTERS);
  const all = query.data?.opportunities;
  const dialog = useOpenOpportunity(all);
  useRecordOnOpen(dialog.opportunity, dialog.stillLive);

  const ofKind = useMemo(
    () => (all ?? []).filter((o) => o.type === filters.kind),
    [all, filters.kind],
  );
  // Until the member picks sports here, the list follows their preferred sports from Settings.
  const preferred = usePreferredSports();
  const [sportsChosen, setSportsChosen] = useState(false);
  const applied = useMemo(
    () =>
      sportsChosen || preferred === undefined
        ? filters
        : { ...filters, sports: preferredSportKeys(ofKind, preferred) },
    [filters, sportsChosen, ofKind, preferred],
  );
  const changeFilters = (next: OpportunityFilters) => {
    if (next.sports !== applied.sports) setSportsChosen(true);
    setFilters(next);
  };
  const shown = useMemo(
    () => applyFilters(ofKind, applied, now, stake),
    [ofKind, applied, now, stake],
  );
  // A failed refresh keeps the last data but shows the error: counts then read "—" like the list.
  const kinds = useMemo(
    () => kindOptions(query.isSuccess ? all : undefined),
    [query.isSuccess, all],
  );

  return (
    <>
      <PageHeader
        title="Live Arbitrage Opportunities"
        subtitle="Guaranteed-return arbitrage, positive-EV value bets and middles across sportsbooks, as the scanner finds them."
      />
      <div className="space-y-4">
        <OpportunitySummaryCards
          summary={summarise(ofKind, now)}
          kind={filters.kind}
          query={query}
        />
        <SegmentedControl<OpportunityKind>
          label="Opportunity type"
          value={filters.kind}
          options={kinds}
          onChange={(kind) => setFilters({ ...filters, kind })}
          className="w-full sm:w-auto"
        />
        <FiltersCard
          filters={applied}
          onChange={changeFilters}
          sports={sportOptions(ofKind)}
          books={bookOptions(ofKind)}
          marketTypes={marketTypeOptions(ofKind)}
          stake={stake}
        />
        {!sportsChosen && applied.sports.length > 0 && (
          <p className="text-xs text-muted">
            Showing your preferred sports from Settings. Change the Sports filter to see others.
          </p>
        )}
        {dialog.missing && (
          <Notice tone="warn">
            The opportunity you followed is no longer live: its prices moved or the event started.
          </Notice>
        )}
        <section aria-labelledby="opportunity-list-title" className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="opportunity-list-title" className="font-medium">
              {KIND_LABELS[filters.kind].plural}
            </h2>
            {query.isSuccess && (
              <span className="rounded-full bg-raised px-2 py-0.5 text-xs font-medium tabular-nums">
                {shown.length}
                {shown.length !== ofKind.length && ` of ${ofKind.length}`}
              </span>
            )}
            <span className="ml-auto">
              <LiveIndicator status={stream} />
            </span>
          </div>
          <OpportunityList
            query={query}
            opportunities={shown}
            hasAnyLive={ofKind.length > 0}
            now={now}
            stake={stake}
            onView={dialog.open}
            kindLabel={KIND_LABELS[filters.kind].singular}
          />
        </section>
      </div>
      <OpportunityDialog
        opportunity={dialog.opportunity}
        stillLive={dialog.stillLive}
        now={now}
        onClose={dialog.close}
      />
    </>
  );
}
