import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/server-message';
import { buttonClass } from './button-styles';
import { SkeletonRows } from './skeleton';

/** What the error view needs of any TanStack Query result. */
export type QueryState = Pick<
  UseQueryResult<unknown>,
  'status' | 'error' | 'isFetching' | 'refetch'
>;

/**
 * A failed read: what failed, the server's message saying why, and Retry. `compact` is one line,
 * for side panels and under a row of figures.
 */
export function QueryError({
  query,
  title,
  compact = false,
}: {
  query: QueryState;
  title: string;
  compact?: boolean;
}) {
  const retrying = query.isFetching;
  const retry = (
    <button
      type="button"
      className={buttonClass('secondary', compact ? 'h-8 px-3' : 'mt-4')}
      onClick={() => void query.refetch()}
      disabled={retrying}
    >
      <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
      {retrying ? 'Retrying…' : 'Retry'}
    </button>
  );
  if (compact) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-loss/40 px-3 py-2 text-sm"
      >
        <AlertTriangle className="size-4 shrink-0 text-loss" aria-hidden />
        <p className="min-w-0 flex-1 break-words">
          <span className="font-medium">{title}.</span>{' '}
          <span className="text-muted">{errorMessage(query.error)}</span>
        </p>
        {retry}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-dashed border-loss/40 px-6 py-10 text-center"
    >
      <AlertTriangle className="size-7 text-loss" aria-hidden />
      <h2 className="mt-3 font-medium">{title}</h2>
      <p className="mt-1 max-w-md text-sm break-words text-muted">{errorMessage(query.error)}</p>
      {retry}
    </div>
  );
}

/**
 * Every read on screen goes through here: a skeleton while loading, the error with Retry, the
 * empty state, or the data. A failed read never falls through to the data view, so it cannot
 * show zeros that look like figures.
 */
export function QueryView<T>({
  query,
  errorTitle,
  loading = <SkeletonRows />,
  isEmpty,
  empty,
  compactError = false,
  children,
}: {
  query: UseQueryResult<T>;
  /** What failed, e.g. "Failed to load opportunities". */
  errorTitle: string;
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the data when `isEmpty` says so (usually an EmptyState). */
  empty?: ReactNode;
  compactError?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <QueryError query={query} title={errorTitle} compact={compactError} />;
  if (isEmpty?.(query.data) === true) return empty;
  return children(query.data);
}
