import { FeedNotConnected } from '../../components/feed-not-connected';
import { PageHeader } from '../../components/page-header';

export function PortfolioAnalyticsPage() {
  return (
    <>
      <PageHeader title="Portfolio Analytics" />
      <FeedNotConnected>
        Performance over time will be charted from the bets you record.
      </FeedNotConnected>
    </>
  );
}
