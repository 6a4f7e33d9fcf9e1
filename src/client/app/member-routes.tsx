import { Route, Switch } from 'wouter';
import { AuthGate } from './guards/auth-gate';
import { RequireAdmin, RequireSignIn, RequireSubscriber } from './guards/require-access';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';

const AdminPage = lazyPage(() => import('../features/admin/admin-page'), 'AdminPage');
export const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const ArbitrageHistoryPage = lazyPage(
  () => import('../features/history/arbitrage-history-page'),
  'ArbitrageHistoryPage',
);
const MarketIntelligencePage = lazyPage(
  () => import('../features/market-intel/market-intelligence-page'),
  'MarketIntelligencePage',
);
const OpportunitiesPage = lazyPage(
  () => import('../features/opportunities/opportunities-page'),
  'OpportunitiesPage',
);
const PortfolioAnalyticsPage = lazyPage(
  () => import('../features/portfolio-analytics/portfolio-analytics-page'),
  'PortfolioAnalyticsPage',
);
const PortfolioPage = lazyPage(
  () => import('../features/portfolio/portfolio-page'),
  'PortfolioPage',
);
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');

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
