import { fieldClass } from '../../components/filter-fields';
import { formatMoney } from '../../lib/format-figures';
import { UNLISTED, type LedgerRow, type RowStatus } from './book-ledger-draft';

const STATUS_OPTIONS: readonly { value: RowStatus; label: string }[] = [
  { value: UNLISTED, label: 'Not listed' },
  { value: 'active', label: 'Active' },
  { value: 'limited', label: 'Limited' },
  { value: 'closed', label: 'Closed' },
  { value: 'none', label: 'No account' },
];

/** One book: its status, the most it takes from the member, and an exchange's commission. */
export function BookLedgerRow({
  row,
  error,
  onChange,
}: {
  row: LedgerRow;
  error: string | undefined;
  onChange: (row: LedgerRow) => void;
}) {
  const listed = row.status !== UNLISTED;
  const noteId = `book-${row.book}-note`;
  return (
    <li className="grid grid-cols-2 items-center gap-2 py-2 sm:grid-cols-[1fr_9rem_8rem_7rem]">
      <span className="col-span-2 min-w-0 truncate text-sm font-medium sm:col-span-1">
        {row.label}
        {row.lastAcceptedStake !== null && (
          <span className="ml-2 text-xs font-normal text-muted tabular-nums">
            last took {formatMoney(row.lastAcceptedStake)}
          </span>
        )}
      </span>
      <select
        aria-label={`${row.label} status`}
        value={row.status}
        onChange={(event) => onChange({ ...row, status: event.target.value as RowStatus })}
        className={fieldClass}
      >
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <input
        aria-label={`${row.label} maximum stake in dollars`}
        inputMode="decimal"
        placeholder="Max stake $"
        disabled={!listed}
        value={row.maxStake}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : noteId}
        onChange={(event) => onChange({ ...row, maxStake: event.target.value })}
        className={`${fieldClass} tabular-nums disabled:opacity-50 ${error === undefined ? '' : 'border-loss'}`}
      />
      {row.exchange ? (
        <input
          aria-label={`${row.label} commission in percent`}
          inputMode="decimal"
          placeholder="Commission %"
          disabled={!listed}
          value={row.commission}
          onChange={(event) => onChange({ ...row, commission: event.target.value })}
          className={`${fieldClass} tabular-nums disabled:opacity-50`}
        />
      ) : (
        <span className="hidden sm:block" />
      )}
      {error !== undefined && (
        <p id={noteId} className="col-span-2 text-xs text-loss sm:col-span-4">
          {error}
        </p>
      )}
    </li>
  );
}
