import { Route, Switch } from 'wouter';
import { AdminPage } from '../features/admin/admin-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ArbitrageHistoryPage } from '../features/history/arbitrage-history-page';
import { MarketIntelligencePage } from '../features/market-intel/market-intelligence-page';
import { OpportunitiesPage } from '../features/opportunities/opportunities-page';
import { PortfolioAnalyticsPage } from '../features/portfolio/portfolio-analytics-page';
import { PortfolioPage } from '../features/portfolio/portfolio-page';
import { SettingsPage } from '../features/settings/settings-page';
import { AuthGate } from './guards/auth-gate';
import { RequireAdmin, RequireSignIn, RequireSubscriber } from './guards/require-access';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

const SUBSCRIBER_ROUTES = [
  { path: '/dashboard', Page: DashboardPage },
  { path: '/opportunities', Page: OpportunitiesPage },
  { path: '/arbitrage-history', Page: ArbitrageHistoryPage },
  { path: '/market-intelligence', Page: MarketIntelligencePage },
  { path: '/portfolio', Page: PortfolioPage },
  { path: '/portfolio-analytics', Page: PortfolioAnalyticsPage },
];

const ADMIN_PATHS = ['/admin', '/admin-analytics'];

/** Every path that needs sign-in; unknown paths fall through to the 404 screen. */
export function MemberRoutes() {
  return (
    <AuthGate>
      <AppLayout>
        <Switch>
          {SUBSCRIBER_ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path}>
              <RequireSubscriber>
                <Page />
              </RequireSubscriber>
            </Route>
          ))}
          <Route path="/settings">
            <RequireSignIn>
              <SettingsPage />
            </RequireSignIn>
          </Route>
          {ADMIN_PATHS.map((path) => (
            <Route key={path} path={path}>
              <RequireAdmin>
                <AdminPage />
              </RequireAdmin>
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </AppLayout>
    </AuthGate>
  );
}
