import { LandingPage } from '../features/landing/landing-page';
import { useAuth } from '../lib/use-auth';
import { AuthenticatingScreen } from './guards/authenticating-screen';
import { FadeIn } from './guards/fade-in';
import { RequireSubscriber } from './guards/require-access';
import { AppLayout } from './layout/app-layout';
import { DashboardPage } from './member-routes';

/** `/` is the landing page for a visitor and the dashboard for a signed-in member. */
export function HomeRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <AuthenticatingScreen />;
  if (!isAuthenticated) return <LandingPage />;
  return (
    <FadeIn>
      <AppLayout>
        <RequireSubscriber>
          <DashboardPage />
        </RequireSubscriber>
      </AppLayout>
    </FadeIn>
  );
}
