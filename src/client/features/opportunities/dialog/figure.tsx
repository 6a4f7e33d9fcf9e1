import type { ReactNode } from 'react';
import { InfoTip } from '../../../components/info-tip';

/** A labelled figure in the dialog's summary grid; `how` is its "How is this computed" note. */
export function Figure({
  label,
  value,
  tone = '',
  hint,
  how,
}: {
  label: string;
  value: ReactNode;
  tone?: string;
  hint?: ReactNode;
  how?: string;
}) {
  return (
    <div className="rounded-md border border-line bg-surface px-3 py-2">
      <dt className="flex items-center gap-1 text-xs text-muted">
        {label}
        {how !== undefined && (
          <InfoTip label={`How ${label.toLowerCase()} is computed`}>{how}</InfoTip>
        )}
      </dt>
      <dd className={`mt-0.5 text-lg font-semibold tabular-nums ${tone}`}>{value}</dd>
      {hint !== undefined && <dd className="text-xs text-muted">{hint}</dd>}
    </div>
  );
}
