import { History } from 'lucide-react';
import { useState } from 'react';
import type { TrackRecordQuery, TrackRecordResponse } from '../../../contracts/track-record';
import { FAIR_METHODS } from '../../../core/devig';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { SegmentedControl } from '../../components/segmented-control';
import { OptionSelect } from '../../components/filter-fields';
import { useTrackRecord } from './api/get-track-record';
import { DefaultMethodTable, ScorecardTable } from './calibration-tables';
import { MethodClvTable } from './method-tables';
import { PickTable } from './pick-table';
import { METHOD_LABELS, recordKeyLabel, SIGNAL_LABELS } from './record-labels';
import { SignalTable } from './signal-table';

const RANGES = [
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: 'all', label: 'All time' },
] as const;

const isEmpty = (data: TrackRecordResponse) =>
  data.picks.overall.totalPicks === 0 &&
  data.signals.byKind.every((kind) => kind.signals === 0) &&
  data.calibration.real.groups.length === 0 &&
  data.calibration.simulated.groups.length === 0;

/** /track-record: Arbiter's own record, public, from logged data only. */
export function TrackRecordPage() {
  const [query, setQuery] = useState<TrackRecordQuery>({ method: 'power', range: 'all' });
  const record = useTrackRecord(query);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Track Record"
        subtitle="Every value bet Arbiter published, graded by result and by closing-line value, and every market signal graded by the CLV of following it."
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SegmentedControl
          label="Period"
          value={query.range}
          options={RANGES}
          onChange={(range) => setQuery((own) => ({ ...own, range }))}
        />
        <label className="flex items-center gap-2 text-sm text-muted">
          CLV against
          <span className="w-40">
            <OptionSelect
              value={query.method}
              options={FAIR_METHODS.map((method) => ({
                value: method,
                label: METHOD_LABELS[method],
              }))}
              onChange={(method) =>
                setQuery((own) => ({
                  ...own,
                  method: FAIR_METHODS.find((each) => each === method) ?? own.method,
                }))
              }
            />
          </span>
        </label>
      </div>
      <QueryView
        query={record}
        errorTitle="Failed to load the track record"
        isEmpty={isEmpty}
        empty={
          <EmptyState icon={History} title="No published record yet">
            The record starts with the first value bet or market signal Arbiter publishes, or the
            first sharp close scored against its result, and fills in as games are played. Nothing
            here is sample data.
          </EmptyState>
        }
      >
        {(data) => <RecordView data={data} />}
      </QueryView>
    </div>
  );
}

function RecordView({ data }: { data: TrackRecordResponse }) {
  const sport = (key: string) => recordKeyLabel('sport', key, data.sportTitles);
  const market = (key: string) => recordKeyLabel('market', key, data.sportTitles);
  const month = (key: string) => recordKeyLabel('month', key, data.sportTitles);
  return (
    <div className="space-y-4">
      <DataNote data={data} />
      <PickTable
        title="Value bets, overall"
        column="All"
        dimension="sport"
        groups={[{ ...data.picks.overall, key: 'All' }]}
        sportTitles={{ All: 'All published picks' }}
      />
      <div className="grid gap-4 xl:grid-cols-2 [&>*]:min-w-0">
        <PickTable
          title="Value bets by sport"
          column="Sport"
          dimension="sport"
          groups={data.picks.bySport}
          sportTitles={data.sportTitles}
        />
        <PickTable
          title="Value bets by market"
          column="Market"
          dimension="market"
          groups={data.picks.byMarket}
          sportTitles={data.sportTitles}
        />
      </div>
      <PickTable
        title="Value bets by month"
        column="Month"
        dimension="month"
        groups={data.picks.byMonth}
        sportTitles={data.sportTitles}
      />
      <SignalTable
        title="Market signals"
        column="Signal"
        groups={data.signals.byKind}
        label={(key) => SIGNAL_LABELS[key as keyof typeof SIGNAL_LABELS] ?? key}
      />
      <div className="grid gap-4 xl:grid-cols-3 [&>*]:min-w-0">
        <SignalTable
          title="Signals by sport"
          column="Sport"
          groups={data.signals.bySport}
          label={sport}
        />
        <SignalTable
          title="Signals by market"
          column="Market"
          groups={data.signals.byMarket}
          label={market}
        />
        <SignalTable
          title="Signals by month"
          column="Month"
          groups={data.signals.byMonth}
          label={month}
        />
      </div>
      <MethodClvTable rows={data.byMethod} />
      <ScorecardTable card={data.calibration.real} simulated={false} />
      <DefaultMethodTable
        choices={data.calibration.defaults}
        minSample={data.calibration.minSample}
      />
      <ScorecardTable card={data.calibration.simulated} simulated />
    </div>
  );
}

/** What the figures rest on, said once at the top. */
function DataNote({ data }: { data: TrackRecordResponse }) {
  const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
  const signals = data.signals.byKind.reduce((sum, kind) => sum + kind.signals, 0);
  return (
    <p className="rounded-md border border-line px-3 py-2 text-xs text-muted">
      From Arbiter’s logs only: {data.picks.overall.totalPicks} published value bets and {signals}{' '}
      market signals
      {data.dataFrom && data.dataTo ? `, ${day(data.dataFrom)} to ${day(data.dataTo)}` : ''}.
      Results at ${data.stake} a pick from the final scores; CLV is the price taken times the{' '}
      {METHOD_LABELS[data.method].toLowerCase()}-devigged sharp close, less one (the no-vig close is
      the best estimate of a bet’s true chance).
      {data.dropped.rows + data.dropped.closes + data.dropped.marketCloses > 0
        ? ` ${data.dropped.rows} unreadable rows and ${data.dropped.closes + data.dropped.marketCloses} unreadable closes were left out.`
        : ''}
    </p>
  );
}
