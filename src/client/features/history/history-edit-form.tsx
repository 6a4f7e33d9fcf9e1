import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { HistoryRecord } from '../../../contracts/history';
import { iconButtonClass } from '../../components/button-styles';
import { outcomeLabel } from '../../../core/market-label';
import { formatPercent, profitTone } from '../../lib/format-figures';
import { StatusBadge } from './history-badges';
import { draftToEdit, lockedByBets, startDraft, takesOdds } from './history-roi';
import type { EditDraft, HistoryEdit } from './history-roi';

const inputClass = 'h-9 w-full rounded-md border border-line bg-bg px-2 text-sm tabular-nums';

/**
 * Status, profit, stake and the American prices obtained on each leg; ROI is profit ÷ stake. A
 * record with placed bets takes all of them from its bets: the fields are shown, disabled, with
 * the reason.
 */
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
  const result = draftToEdit(record, draft);
  const locked = lockedByBets(record);
  const set = (patch: Partial<EditDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const executed = draft.status === 'executed';
  const setOdds = (index: number, text: string) =>
    set({ oddsTexts: draft.oddsTexts.map((t, i) => (i === index ? text : t)) });

  return (
    <form
      className="space-y-3 rounded-md border border-line bg-bg/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (result.ok && locked === null) onSave(result.edit);
      }}
    >
      {locked !== null && <p className="text-xs text-warn">{locked}</p>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <div className="flex flex-col gap-1 text-xs text-muted">
          Status (tap to change)
          <button
            type="button"
            disabled={locked !== null}
            aria-label={`Status ${draft.status}; tap to change`}
            onClick={() => set({ status: executed ? 'expired' : 'executed' })}
            className="flex h-9 items-center rounded-md border border-line bg-surface px-2"
          >
            <StatusBadge status={draft.status} />
          </button>
        </div>
        <label className="flex flex-col gap-1 text-xs text-muted">
          Profit ($)
          <input
            inputMode="decimal"
            value={executed ? draft.profitText : ''}
            disabled={!executed || locked !== null}
            placeholder={executed ? 'e.g. 21.40' : 'not placed'}
            onChange={(event) => set({ profitText: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          Stake ($)
          <input
            inputMode="decimal"
            value={draft.stakeText}
            disabled={locked !== null}
            onChange={(event) => set({ stakeText: event.target.value })}
            className={inputClass}
          />
        </label>
        <DraftReturn result={result} />
      </div>
      {executed && takesOdds(record) && (
        <fieldset disabled={locked !== null} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-xs text-muted">
            Odds obtained (American, e.g. +150 or −200)
          </legend>
          {record.odds.map((leg, index) => (
            <label key={`${leg.book}-${index}`} className="flex flex-col gap-1 text-xs text-muted">
              <span>
                <span className="text-fg">{leg.book}</span> · {outcomeLabel(leg.outcome, leg.point)}
              </span>
              <input
                inputMode="text"
                value={draft.oddsTexts[index] ?? ''}
                onChange={(event) => setOdds(index, event.target.value)}
                className={inputClass}
              />
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex items-center justify-end gap-2">
        {!result.ok && locked === null && (
          <p className="mr-auto text-xs text-loss">{result.error}</p>
        )}
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
          disabled={!result.ok || saving || locked !== null}
          className={`${iconButtonClass} text-profit`}
        >
          <Check className="size-4" aria-hidden />
        </button>
      </div>
    </form>
  );
}

/** ROI (profit ÷ stake) once a profit is entered; before that, what an arbitrage's prices promise. */
function DraftReturn({ result }: { result: ReturnType<typeof draftToEdit> }) {
  const roi = result.ok ? result.roi : null;
  const expected = result.ok && roi === null ? result.expectedRoi : null;
  if (expected !== null) {
    return (
      <div className="flex flex-col gap-1 text-xs text-muted">
        <span title="From the prices obtained, staked for an equal payout: 1 / Σ 1/odds − 1">
          Expected return (no profit yet)
        </span>
        <span className="flex h-9 items-center text-sm font-medium tabular-nums">
          {formatPercent(expected)}
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <span title="Profit ÷ stake">ROI (auto-calculated)</span>
      <span
        className={`flex h-9 items-center text-sm font-medium tabular-nums ${roi === null ? 'text-muted' : profitTone(roi)}`}
      >
        {roi === null ? '—' : formatPercent(roi)}
      </span>
    </div>
  );
}
