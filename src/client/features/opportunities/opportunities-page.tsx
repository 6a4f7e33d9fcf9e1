import { FeedNotConnected } from '../../components/feed-not-connected';
import { PageHeader } from '../../components/page-header';

export function OpportunitiesPage() {
  return (
    <>
      <PageHeader title="Live Arbitrage Opportunities" />
      <FeedNotConnected>
        Arbitrage and value-bet opportunities will be listed here as the scanner finds them.
      </FeedNotConnected>
    </>
  );
}
