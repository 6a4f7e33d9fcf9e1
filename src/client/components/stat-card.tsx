import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryError } from './query-view';
import type { QueryState } from './query-view';
import { Skeleton } from './skeleton';

/**
 * One headline figure: a label, the value, and a line saying what it is measured over. Only a
 * loaded answer shows figures: while loading the card shows a skeleton, after a failed read "—".
 */
export function StatCard({
  icon: Icon,
  title,
  value,
  detail,
  valueClassName = '',
  status = 'success',
}: {
  icon: LucideIcon;
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  valueClassName?: string;
  status?: QueryState['status'];
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-2 text-xs font-medium text-muted">
        <span>{title}</span>
        <Icon className="size-4 shrink-0" aria-hidden />
      </div>
      {status === 'pending' && <Skeleton className="mt-2 h-7 w-20" />}
      {status === 'error' && (
        <p className="mt-1 text-2xl font-semibold text-muted" title="Not loaded">
          —
        </p>
      )}
      {status === 'success' && (
        <p className={`mt-1 text-2xl font-semibold tabular-nums ${valueClassName}`}>{value}</p>
      )}
      {detail !== undefined && status === 'pending' && <Skeleton className="mt-2 block h-3 w-24" />}
      {detail !== undefined && status === 'success' && (
        <div className="mt-1 text-xs text-muted">{detail}</div>
      )}
    </div>
  );
}

/** A row of figures read by one query; when the read fails, one notice below says why, with Retry. */
export function StatGrid({
  query,
  errorTitle,
  columns = 'grid-cols-2 lg:grid-cols-4',
  children,
}: {
  query: QueryState;
  errorTitle: string;
  /** Tailwind grid columns, for a row of other than four figures. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <div className={`grid gap-3 ${columns}`}>{children}</div>
      {query.status === 'error' && <QueryError query={query} title={errorTitle} compact />}
    </div>
  );
}
