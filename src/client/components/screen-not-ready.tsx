import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/**
 * The honest state of a screen that is not built yet: it says so instead of showing figures it
 * does not have. The live feed itself is running; these screens do not read it yet.
 */
export function ScreenNotReady({ children }: { children: ReactNode }) {
  return (
    <EmptyState icon={Construction} title="This screen is not available yet">
      {children}
    </EmptyState>
  );
}
