import type { ReactNode } from 'react';
import { PublicHeader } from '../../components/public-header';
import { SiteFooter } from '../../components/site-footer';
import { useCurrentPath } from '../../lib/use-current-path';

export function PublicLayout({ children }: { children: ReactNode }) {
  const currentPath = useCurrentPath();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader returnTo={currentPath} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
      <SiteFooter />
    </div>
  );
}
