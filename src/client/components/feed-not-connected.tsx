import { RadioTower } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** The honest empty state of a screen whose live data is not wired up yet. */
export function FeedNotConnected({ children }: { children: ReactNode }) {
  return (
    <EmptyState icon={RadioTower} title="The live feed isn't connected yet">
      {children}
    </EmptyState>
  );
}
