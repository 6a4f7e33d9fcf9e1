import { BarChart3 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { AddBetDialog } from './add-bet-dialog';
import { BankrollCard } from './bankroll-card';
import { BetsSection } from './bets-section';
import { ExportCsvLink } from './export-csv-link';
import { HedgeSection } from './hedge-section';
import { ImportBetsDialog } from './import-bets-dialog';
import { LogOpportunityDialog } from './log-opportunity-dialog';

export function PortfolioPage() {
  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between [&>header]:mb-0">
        <PageHeader
          title="Portfolio"
          subtitle="Your bankroll and every bet you placed: settled from the final scores, or by you."
        />
        <div className="flex flex-wrap gap-2">
          <AddBetDialog />
          <ImportBetsDialog />
          <ExportCsvLink />
          <Link to="/portfolio-analytics" className={buttonClass('ghost')}>
            <BarChart3 className="size-4" aria-hidden />
            Analytics
          </Link>
        </div>
      </div>
      <div className="space-y-4">
        <BankrollCard />
        <HedgeSection />
        <BetsSection />
      </div>
      <LogOpportunityDialog />
    </>
  );
}
