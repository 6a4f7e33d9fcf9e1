import type { ReactNode } from 'react';
import { useAuth } from '../../lib/use-auth';
import { AuthenticatingScreen } from '../guards/authenticating-screen';
import { FadeIn } from '../guards/fade-in';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/** Public pages open to everyone: inside the member layout once signed in, else the public one. */
export function AdaptiveLayout({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <AuthenticatingScreen />;
  const Layout = isAuthenticated ? AppLayout : PublicLayout;
  return (
    <FadeIn>
      <Layout>{children}</Layout>
    </FadeIn>
  );
}
