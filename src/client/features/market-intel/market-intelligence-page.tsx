import { ScreenNotReady } from '../../components/screen-not-ready';
import { PageHeader } from '../../components/page-header';

export function MarketIntelligencePage() {
  return (
    <>
      <PageHeader title="Market Intelligence" />
      <ScreenNotReady>
        Line movements, steam moves and timing signals will be computed on the server from the
        recorded price history and shown here.
      </ScreenNotReady>
    </>
  );
}
