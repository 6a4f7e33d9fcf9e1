import type { ReactNode } from 'react';

/** A labelled figure in the dialog's summary grid. */
export function Figure({
  label,
  value,
  tone = '',
  hint,
}: {
  label: string;
  value: ReactNode;
  tone?: string;
  hint?: ReactNode;
}) {
  return (
    <div className="rounded-md border border-line bg-surface px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`mt-0.5 text-lg font-semibold tabular-nums ${tone}`}>{value}</dd>
      {hint !== undefined && <dd className="text-xs text-muted">{hint}</dd>}
    </div>
  );
}
