import type { ReactNode } from 'react';

/** Gated content appears 100 ms after it is ready (spec), via a CSS animation delay. */
export function FadeIn({ children }: { children: ReactNode }) {
  return <div className="animate-fade-in-late">{children}</div>;
}
