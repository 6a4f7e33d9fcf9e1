import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/site-footer';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { InAppAlerts } from './in-app-alerts';

/**
 * Every screen of a signed-in member: header, content, footer and (small screens) bottom bar, and
 * the in-app alerts that may appear over any of them.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <AppHeader />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
      <SiteFooter width="max-w-7xl" />
      <BottomBar />
      <InAppAlerts />
    </div>
  );
}
