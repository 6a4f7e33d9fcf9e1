import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { DEFAULT_FILTERS, type AdminFilters } from './admin-filters';
import { AnalyticsTab } from './analytics-tab';
import { useAdminAnalytics } from './api/get-analytics';
import { ApiUsageTab } from './api-usage-tab';
import { AuditLogTab } from './audit-log-tab';
import { FilterBar } from './filter-bar';
import { GradedPicksTab } from './graded-picks-tab';
import { LiveOpportunitiesTab } from './live-opportunities-tab';
import { MembersTab } from './members-tab';
import { OutboxTab } from './outbox-tab';

const TABS = [
  { value: 'analytics', label: 'Analytics' },
  { value: 'opportunities', label: 'Live Opportunities' },
  { value: 'picks', label: 'Graded Picks' },
  { value: 'usage', label: 'API Usage' },
  { value: 'members', label: 'Members' },
  { value: 'outbox', label: 'Outbox' },
  { value: 'audit', label: 'Audit log' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const parseTab = (value: string | null): Tab =>
  TABS.find((tab) => tab.value === value)?.value ?? 'analytics';

/**
 * /admin and /admin-analytics: the operators' console. The time range and sport are sent to the
 * server (the spec's filters were never used; here they are real) and shared by the tabs they
 * apply to. Every figure comes from the server; the server checks admin on every call.
 */
export function AdminPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => parseTab(params.get('tab')));
  const [filters, setFilters] = useState<AdminFilters>(DEFAULT_FILTERS);
  const analytics = useAdminAnalytics(filters);
  const filterBar = <FilterBar filters={filters} onChange={setFilters} />;

  return (
    <>
      <PageHeader
        title="Admin Analytics"
        subtitle="Platform activity, the published picks' track record, odds-API spend and members."
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(parseTab(value))}>
        <Tabs.List
          aria-label="Admin"
          className="mb-4 flex w-full flex-wrap gap-0.5 rounded-md border border-line bg-surface p-0.5"
        >
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="shrink-0 rounded px-3 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-fg data-[state=active]:bg-raised data-[state=active]:text-fg"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="analytics" className="focus:outline-none">
          {filterBar}
          <AnalyticsTab query={analytics} filters={filters} />
        </Tabs.Content>
        <Tabs.Content value="opportunities" className="focus:outline-none">
          {filterBar}
          <LiveOpportunitiesTab filters={filters} />
        </Tabs.Content>
        <Tabs.Content value="picks" className="focus:outline-none">
          <FilterBar filters={filters} onChange={setFilters} showRange={false} />
          <GradedPicksTab sport={filters.sport} />
        </Tabs.Content>
        <Tabs.Content value="usage" className="focus:outline-none">
          <ApiUsageTab />
        </Tabs.Content>
        <Tabs.Content value="members" className="focus:outline-none">
          {filterBar}
          <MembersTab analytics={analytics} />
        </Tabs.Content>
        <Tabs.Content value="outbox" className="focus:outline-none">
          <OutboxTab />
        </Tabs.Content>
        <Tabs.Content value="audit" className="focus:outline-none">
          <AuditLogTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
