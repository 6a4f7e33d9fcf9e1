import { Activity, BarChart3, Gauge, TrendingUp, Zap } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type {
  MarketIntelligence as MarketIntelligenceData,
  MarketRange,
  MarketSport,
} from '../../../contracts/market-intelligence';
import { fieldClass } from '../../components/filter-fields';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { SegmentedControl } from '../../components/segmented-control';
import { StatCard, StatGrid } from '../../components/stat-card';
import { ToneBadge } from '../../components/tone-badge';
import { useMarketIntelligence } from './api/get-market-intelligence';
import { pollLabel, scoreTone } from './market-intel-lists';
import type { MovementRow } from './market-intel-lists';
import { IntelligencePanel } from './intelligence-panel';
import { MethodPanel } from './method-panel';
import { sourceBadge } from './move-labels';
import { PriceHistoryDialog } from './price-history-dialog';
import { BookmakersPanel, MovementsPanel, SteamPanel, TimingPanel } from './tab-panels';

const SPORTS: { value: MarketSport; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'nfl', label: 'NFL' },
  { value: 'nba', label: 'NBA' },
  { value: 'mlb', label: 'MLB' },
  { value: 'nhl', label: 'NHL' },
  { value: 'soccer', label: 'Soccer' },
];

const RANGES: { value: MarketRange; label: string }[] = [
  { value: 'live', label: 'Live' },
  { value: '24h', label: '24 Hours' },
  { value: '48h', label: '48 Hours' },
];

const TABS = [
  { value: 'movements', label: 'Line Movements' },
  { value: 'steam', label: 'Steam Detection' },
  { value: 'intelligence', label: 'Market Intelligence' },
  { value: 'timing', label: 'Betting Timing' },
  { value: 'bookmakers', label: 'Bookmakers' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string): value is TabValue => TABS.some((tab) => tab.value === value);

export function MarketIntelligencePage() {
  const [sport, setSport] = useState<MarketSport>('all');
  const [range, setRange] = useState<MarketRange>('live');
  const [tab, setTab] = useState<TabValue>('movements');
  const [opened, setOpened] = useState<MovementRow | null>(null);
  const query = useMarketIntelligence(sport, range);
  const summary = query.data?.summary;

  return (
    <>
      <PageHeader
        title="Market Intelligence"
        subtitle="Line movements, steam, sharp action and timing, computed on the server from recorded prices"
      />
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl label="Sport" value={sport} options={SPORTS} onChange={setSport} />
          <SegmentedControl label="Time range" value={range} options={RANGES} onChange={setRange} />
          {query.data && (
            <span className="ml-auto flex flex-wrap items-center gap-2 text-xs text-muted">
              <SourceBadge data={query.data} />
              <span>computed {new Date(query.data.computedAt).toLocaleTimeString()}</span>
            </span>
          )}
        </div>
        {query.data?.priceSource === 'simulator' && (
          <p className="text-xs text-muted">
            Prices come from Arbiter&apos;s built-in market simulator, not from sportsbooks: the
            analysis is real, the market is simulated.
          </p>
        )}
        {query.data && query.data.pollIntervals.length > 0 && (
          <p className="text-xs text-muted" data-testid="poll-intervals">
            Polled:{' '}
            {query.data.pollIntervals
              .map((p) => `${p.title} ${pollLabel(p.intervalSeconds)}`)
              .join(' · ')}
          </p>
        )}

        <StatGrid
          query={query}
          errorTitle="Failed to load market intelligence"
          columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-5"
        >
          <StatCard
            icon={Activity}
            title="Active Games"
            status={query.status}
            value={summary?.activeGames}
            detail="with quoted prices"
          />
          <StatCard
            icon={TrendingUp}
            title="High Volatility"
            status={query.status}
            value={summary?.highVolatility}
            detail="games moving fast"
          />
          <StatCard
            icon={Gauge}
            title="Sharp Action"
            status={query.status}
            value={summary?.sharpAction}
            detail="games the sharp books moved"
          />
          <StatCard
            icon={Zap}
            title="Steam Moves"
            status={query.status}
            value={summary?.steamMoves}
            detail="in the price history"
          />
          <StatCard
            icon={BarChart3}
            title="Avg Efficiency"
            status={query.status}
            value={
              summary?.avgEfficiency === null || summary?.avgEfficiency === undefined ? (
                '—'
              ) : (
                <ToneBadge className="text-lg" tone={scoreTone(summary.avgEfficiency)}>
                  {summary.avgEfficiency}
                </ToneBadge>
              )
            }
            detail="0–100, margin and spread"
          />
        </StatGrid>

        <QueryView query={query} errorTitle="Failed to load market intelligence">
          {(data) => (
            <div className="space-y-4">
              <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
                {/* On a phone the tabs are one select (spec: a dropdown on mobile). */}
                <select
                  aria-label="Choose view"
                  value={tab}
                  onChange={(event) => isTab(event.target.value) && setTab(event.target.value)}
                  className={`${fieldClass} sm:hidden`}
                >
                  {TABS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <Tabs.List
                  aria-label="Market intelligence views"
                  className="hidden gap-1 border-b border-line sm:flex"
                >
                  {TABS.map((option) => (
                    <Tabs.Trigger
                      key={option.value}
                      value={option.value}
                      className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-muted hover:text-fg data-[state=active]:border-fg data-[state=active]:text-fg"
                    >
                      {option.label}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <div className="pt-4">
                  <Tabs.Content value="movements">
                    <MovementsPanel data={data} onOpen={setOpened} />
                  </Tabs.Content>
                  <Tabs.Content value="steam">
                    <SteamPanel data={data} />
                  </Tabs.Content>
                  <Tabs.Content value="intelligence">
                    <IntelligencePanel data={data} />
                  </Tabs.Content>
                  <Tabs.Content value="timing">
                    <TimingPanel data={data} />
                  </Tabs.Content>
                  <Tabs.Content value="bookmakers">
                    <BookmakersPanel data={data} />
                  </Tabs.Content>
                </div>
              </Tabs.Root>
              <MethodPanel data={data} />
            </div>
          )}
        </QueryView>
      </div>
      <PriceHistoryDialog row={opened} onClose={() => setOpened(null)} />
    </>
  );
}

function SourceBadge({ data }: { data: MarketIntelligenceData }) {
  const badge = sourceBadge(data);
  return (
    <ToneBadge tone={badge.live ? 'profit' : 'neutral'}>
      <span data-testid="data-source">{badge.label}</span>
    </ToneBadge>
  );
}
