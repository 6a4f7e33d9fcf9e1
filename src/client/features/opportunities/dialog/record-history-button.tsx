import { BookmarkPlus } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { formatMoney } from '../../../lib/format-figures';
import { useCreateHistoryRecord } from '../api/create-history-record';

/**
 * Saves the opportunity to the member's history, active, with the stake on screen, to watch it.
 * Bets actually placed are recorded with "I placed these bets", which records it executed.
 */
export function RecordHistoryButton({
  opportunityId,
  stakeAmount,
}: {
  opportunityId: string;
  stakeAmount: number;
}) {
  const record = useCreateHistoryRecord();
  const { toast } = useToast();
  const showError = useErrorToast();
  const canRecord = stakeAmount > 0 && !record.isPending;

  const save = () =>
    record.mutate(
      { opportunityId, status: 'active', stakeAmount },
      {
        onSuccess: (saved) =>
          toast({
            variant: 'success',
            title: 'Saved to your history',
            description: `Stake ${formatMoney(saved.stakeAmount)}. It turns expired by itself if you don't execute it.`,
          }),
        onError: (error) => showError('Failed to save opportunity', error),
      },
    );

  return (
    <button type="button" className={buttonClass('secondary')} onClick={save} disabled={!canRecord}>
      <BookmarkPlus className="size-4" aria-hidden />
      {record.isPending ? 'Saving…' : 'Record in history'}
    </button>
  );
}
