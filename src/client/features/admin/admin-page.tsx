import { FeedNotConnected } from '../../components/feed-not-connected';
import { PageHeader } from '../../components/page-header';

export function AdminPage() {
  return (
    <>
      <PageHeader title="Admin Analytics" />
      <FeedNotConnected>
        Platform analytics, API usage and member management will show here.
      </FeedNotConnected>
    </>
  );
}
