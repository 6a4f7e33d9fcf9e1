import { PageHeader } from '../../components/page-header';
import { LiveIndicator } from '../../components/live-indicator';
import { useLiveArbitrage } from '../../lib/live-stream/use-live-opportunities';
import { useAuth } from '../../lib/use-auth';
import { useNow } from '../../lib/use-now';
import { BalanceGreeting } from './balance-greeting';
import { DashboardStatCards } from './dashboard-stat-cards';
import { TimeSensitiveOpportunities, TopOpportunities } from './opportunity-panels';
import { PortfolioPerformance } from './portfolio-performance';
import { SportsCoverage } from './sports-coverage';
import { SystemStatus } from './system-status';
import { useDashboardStats } from './api/get-dashboard-stats';
import { useFeedStatus } from './api/get-feed-status';

export function DashboardPage() {
  const { user } = useAuth();
  const { query: live, stream } = useLiveArbitrage();
  const stats = useDashboardStats(stream);
  const feed = useFeedStatus(stream);
  const now = useNow(15_000);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3 [&>header]:mb-0">
        <PageHeader
          title={`Welcome back, ${user?.firstName ?? 'Trader'}`}
          subtitle={<BalanceGreeting />}
        />
        <LiveIndicator status={stream} />
      </div>
      <div className="space-y-4">
        <DashboardStatCards query={stats} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <div className="min-w-0 space-y-4 lg:col-span-2">
            <TopOpportunities query={live} now={now} />
            <TimeSensitiveOpportunities query={live} now={now} />
            <PortfolioPerformance />
          </div>
          <div className="min-w-0 space-y-4">
            <SportsCoverage query={stats} />
            <SystemStatus query={feed} stream={stream} now={now} />
          </div>
        </div>
      </div>
    </>
  );
}
