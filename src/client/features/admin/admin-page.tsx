import { ScreenNotReady } from '../../components/screen-not-ready';
import { PageHeader } from '../../components/page-header';

export function AdminPage() {
  return (
    <>
      <PageHeader title="Admin Analytics" />
      <ScreenNotReady>
        Platform analytics, API usage and member management will show here.
      </ScreenNotReady>
    </>
  );
}
