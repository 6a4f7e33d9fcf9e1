import { ScreenNotReady } from '../../components/screen-not-ready';
import { PageHeader } from '../../components/page-header';

export function PortfolioAnalyticsPage() {
  return (
    <>
      <PageHeader title="Portfolio Analytics" />
      <ScreenNotReady>
        Performance over time will be charted from the bets you record.
      </ScreenNotReady>
    </>
  );
}
