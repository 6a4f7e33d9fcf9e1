import { FeedNotConnected } from '../../components/feed-not-connected';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/use-auth';

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={`Welcome back, ${user?.firstName ?? 'Trader'}`} />
      <FeedNotConnected>
        Live arbitrage, returns and the sportsbooks scanned will show here once the scanner
        reports them.
      </FeedNotConnected>
    </>
  );
}
