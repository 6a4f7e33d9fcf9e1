import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { HistoryRecord } from '../../../contracts/history';
import { iconButtonClass } from '../../components/button-styles';
import { formatPercent, profitTone } from '../../lib/format-figures';
import { StatusBadge } from './history-badges';
import { draftToEdit, startDraft } from './history-roi';
import type { EditDraft, HistoryEdit } from './history-roi';

const inputClass = 'h-9 w-full rounded-md border border-line bg-bg px-2 text-sm tabular-nums';

/** Profit, stake and status of one record; ROI follows from them. */
export function HistoryEditForm({
  record,
  saving,
  onSave,
  onCancel,
}: {
  record: HistoryRecord;
  saving: boolean;
  onSave: (edit: HistoryEdit) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<EditDraft>(() => startDraft(record));
  const result = draftToEdit(draft);
  const roi = result.ok ? result.edit.roi : null;
  const set = (patch: Partial<EditDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <form
      className="space-y-3 rounded-md border border-line bg-bg/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (result.ok) onSave(result.edit);
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <div className="flex flex-col gap-1 text-xs text-muted">
          Status (tap to change)
          <button
            type="button"
            aria-label={`Status ${draft.status}; tap to change`}
            onClick={() => set({ status: draft.status === 'executed' ? 'expired' : 'executed' })}
            className="flex h-9 items-center rounded-md border border-line bg-surface px-2"
          >
            <StatusBadge status={draft.status} />
          </button>
        </div>
        <label className="flex flex-col gap-1 text-xs text-muted">
          Profit ($)
          <input
            inputMode="decimal"
            value={draft.status === 'expired' ? '' : draft.profitText}
            disabled={draft.status === 'expired'}
            placeholder={draft.status === 'expired' ? 'not placed' : 'e.g. 21.40'}
            onChange={(event) => set({ profitText: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          Stake ($)
          <input
            inputMode="decimal"
            value={draft.stakeText}
            onChange={(event) => set({ stakeText: event.target.value })}
            className={inputClass}
          />
        </label>
        <div className="flex flex-col gap-1 text-xs text-muted">
          ROI (auto-calculated)
          <span
            className={`flex h-9 items-center text-sm font-medium tabular-nums ${roi === null ? 'text-muted' : profitTone(roi)}`}
          >
            {roi === null ? '—' : formatPercent(roi)}
          </span>
        </div>
      </div>
      <div className="flex items-center justify-end gap-2">
        {!result.ok && <p className="mr-auto text-xs text-loss">{result.error}</p>}
        <button
          type="button"
          onClick={onCancel}
          aria-label="Cancel editing"
          className={iconButtonClass}
        >
          <X className="size-4" aria-hidden />
        </button>
        <button
          type="submit"
          aria-label="Save changes"
          disabled={!result.ok || saving}
          className={`${iconButtonClass} text-profit`}
        >
          <Check className="size-4" aria-hidden />
        </button>
      </div>
    </form>
  );
}
