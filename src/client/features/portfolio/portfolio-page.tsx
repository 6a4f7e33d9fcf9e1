import { FeedNotConnected } from '../../components/feed-not-connected';
import { PageHeader } from '../../components/page-header';

export function PortfolioPage() {
  return (
    <>
      <PageHeader title="Portfolio" />
      <FeedNotConnected>
        Your portfolio value will be built from the bets you record.
      </FeedNotConnected>
    </>
  );
}
