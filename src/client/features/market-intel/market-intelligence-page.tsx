import { FeedNotConnected } from '../../components/feed-not-connected';
import { PageHeader } from '../../components/page-header';

export function MarketIntelligencePage() {
  return (
    <>
      <PageHeader title="Market Intelligence" />
      <FeedNotConnected>
        Line movements, steam moves and timing signals are computed from recorded prices and will
        show here once the feed is running.
      </FeedNotConnected>
    </>
  );
}
