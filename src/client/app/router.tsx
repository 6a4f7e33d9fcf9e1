import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LandingPage } from '../features/landing/landing-page';
import { SubscribePage } from '../features/subscribe/subscribe-page';
import { SuccessPage } from '../features/success/success-page';
import { HomeRoute } from './home-route';
import { AdaptiveLayout } from './layout/adaptive-layout';
import { MemberRoutes } from './member-routes';

// The course is long static text that most visits never open, so it loads on demand.
const EducationPage = lazy(() =>
  import('../features/education/education-page').then((module) => ({
    default: module.EducationPage,
  })),
);

/** Public: /, /landing, /subscribe, /education, /success. Every other path needs sign-in. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/landing">
        <LandingPage />
      </Route>
      <Route path="/subscribe">
        <AdaptiveLayout>
          <SubscribePage />
        </AdaptiveLayout>
      </Route>
      <Route path="/success">
        <AdaptiveLayout>
          <SuccessPage />
        </AdaptiveLayout>
      </Route>
      <Route path="/education">
        <AdaptiveLayout>
          <Suspense fallback={<p className="text-sm text-muted">Loading the course...</p>}>
            <EducationPage />
          </Suspense>
        </AdaptiveLayout>
      </Route>
      <Route>
        <MemberRoutes />
      </Route>
    </Switch>
  );
}
