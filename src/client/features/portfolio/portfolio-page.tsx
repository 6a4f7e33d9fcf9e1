import { ScreenNotReady } from '../../components/screen-not-ready';
import { PageHeader } from '../../components/page-header';

export function PortfolioPage() {
  return (
    <>
      <PageHeader title="Portfolio" />
      <ScreenNotReady>Your portfolio value will be built from the bets you record.</ScreenNotReady>
    </>
  );
}
