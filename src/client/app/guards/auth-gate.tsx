import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../../lib/use-auth';
import { useCurrentPath } from '../../lib/use-current-path';
import { AuthenticatingScreen } from './authenticating-screen';
import { FadeIn } from './fade-in';

export type LandingState = { returnTo: string };

/**
 * For the pages that need sign-in: a signed-out visitor goes to /landing (spec). The page they
 * wanted travels in the history state, so signing in from the landing page brings them back.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const currentPath = useCurrentPath();
  if (isLoading) return <AuthenticatingScreen />;
  if (!isAuthenticated) {
    const state: LandingState = { returnTo: currentPath };
    return <Redirect to="/landing" replace state={state} />;
  }
  return <FadeIn>{children}</FadeIn>;
}
