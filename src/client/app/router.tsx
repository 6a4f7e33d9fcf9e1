import { Route, Switch } from 'wouter';
import { LandingPage } from '../features/landing/landing-page';
import { HomeRoute } from './home-route';
import { AdaptiveLayout } from './layout/adaptive-layout';
import { lazyPage } from './lazy-page';
import { MemberRoutes } from './member-routes';

const SubscribePage = lazyPage(
  () => import('../features/subscribe/subscribe-page'),
  'SubscribePage',
);
const SuccessPage = lazyPage(() => import('../features/success/success-page'), 'SuccessPage');
// The course is long static text that most visits never open, so it loads on demand.
const EducationPage = lazyPage(
  () => import('../features/education/education-page'),
  'EducationPage',
  <p className="text-sm text-muted">Loading the course...</p>,
);

const TrackRecordPage = lazyPage(
  () => import('../features/track-record/track-record-page'),
  'TrackRecordPage',
);

/**
 * Public: /, /landing, /subscribe, /education, /success, /track-record. Every other path needs
 * sign-in.
 */
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
          <EducationPage />
        </AdaptiveLayout>
      </Route>
      <Route path="/track-record">
        <AdaptiveLayout>
          <TrackRecordPage />
        </AdaptiveLayout>
      </Route>
      <Route>
        <MemberRoutes />
      </Route>
    </Switch>
  );
}
