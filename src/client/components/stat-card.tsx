import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/** One headline figure: a label, the value, and a line saying what it is measured over. */
export function StatCard({
  icon: Icon,
  title,
  value,
  detail,
  valueClassName = '',
  loading = false,
}: {
  icon: LucideIcon;
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  valueClassName?: string;
  loading?: boolean;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-2 text-xs font-medium text-muted">
        <span>{title}</span>
        <Icon className="size-4 shrink-0" aria-hidden />
      </div>
      {loading ? (
        <Skeleton className="mt-2 h-7 w-20" />
      ) : (
        <p className={`mt-1 text-2xl font-semibold tabular-nums ${valueClassName}`}>{value}</p>
      )}
      {detail !== undefined && <div className="mt-1 text-xs text-muted">{detail}</div>}
    </div>
  );
}
