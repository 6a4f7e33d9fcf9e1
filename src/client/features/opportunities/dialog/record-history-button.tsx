import { BookmarkPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { formatMoney, formatSignedMoney } from '../../../lib/format-figures';
import { useCreateHistoryRecord } from '../api/create-history-record';

/** Saves the opportunity to the member's history with the stake on screen. */
export function RecordHistoryButton({
  opportunityId,
  stakeAmount,
  guaranteed,
}: {
  opportunityId: string;
  stakeAmount: number;
  guaranteed?: { profitAmount: number; roi: number };
}) {
  const [executed, setExecuted] = useState(false);
  const record = useCreateHistoryRecord();
  const { toast } = useToast();
  const showError = useErrorToast();
  const checkboxId = useId();
  const canRecord = stakeAmount > 0 && !record.isPending;

  const save = () =>
    record.mutate(
      { opportunityId, status: executed ? 'executed' : 'active', stakeAmount, guaranteed },
      {
        onSuccess: (saved) =>
          toast({
            variant: 'success',
            title: saved.status === 'executed' ? 'Recorded as executed' : 'Saved to your history',
            description:
              saved.status === 'executed' && saved.profitAmount !== null
                ? `Stake ${formatMoney(saved.stakeAmount)}, guaranteed ${formatSignedMoney(saved.profitAmount)}. Edit the profit in History once it settles.`
                : `Stake ${formatMoney(saved.stakeAmount)}. It turns expired by itself if you don't execute it.`,
          }),
        onError: (error) => showError('Failed to save opportunity', error),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm text-muted">
        <input
          id={checkboxId}
          type="checkbox"
          checked={executed}
          onChange={(event) => setExecuted(event.target.checked)}
          className="size-4 accent-current"
        />
        I placed these bets
      </label>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={save}
        disabled={!canRecord}
      >
        <BookmarkPlus className="size-4" aria-hidden />
        {record.isPending ? 'Saving…' : 'Record in history'}
      </button>
    </div>
  );
}
