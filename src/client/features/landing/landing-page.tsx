import { z } from 'zod';
import { useHistoryState } from 'wouter/use-browser-location';
import { PublicHeader } from '../../components/public-header';
import { SiteFooter } from '../../components/site-footer';
import { safeReturnPath } from '../../lib/login-url';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { MemberCapSection } from './member-cap-section';

const landingStateSchema = z.object({ returnTo: z.string() });

/** Where signing in from the landing page leads: the page the visitor was sent here from, or home. */
function useReturnTo(): string {
  const state = landingStateSchema.safeParse(useHistoryState<unknown>());
  return state.success ? safeReturnPath(state.data.returnTo) : '/';
}

export function LandingPage() {
  const returnTo = useReturnTo();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader returnTo={returnTo} />
      <main className="mx-auto w-full max-w-6xl flex-1 space-y-16 px-4 py-10 md:py-16">
        <HeroSection />
        <FeatureCards />
        <MemberCapSection />
      </main>
      <SiteFooter />
    </div>
  );
}
