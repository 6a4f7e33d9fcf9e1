import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A page loaded on first visit: the landing page's initial script carries only what a visitor
 * needs, and each member screen (with its charts) arrives when it is opened.
 */
export function lazyPage<Key extends string>(
  load: () => Promise<Record<Key, ComponentType>>,
  name: Key,
  fallback: ReactNode = <p className="text-sm text-muted">Loading...</p>,
): ComponentType {
  const Lazy = lazy(async () => {
    const page: ComponentType = (await load())[name];
    return { default: page };
  });
  return function LazyPage() {
    return (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  };
}
