import { FeedNotConnected } from '../../components/feed-not-connected';
import { PageHeader } from '../../components/page-header';

export function ArbitrageHistoryPage() {
  return (
    <>
      <PageHeader
        title="Arbitrage History"
        subtitle="Track the opportunities you opened and how your executions performed."
      />
      <FeedNotConnected>
        Your history will list the opportunities you open or execute, with their real profit and ROI.
      </FeedNotConnected>
    </>
  );
}
