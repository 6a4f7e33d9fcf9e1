import { AlertDialog } from 'radix-ui';
import type { Bet } from '../../../contracts/portfolio';
import { buttonClass } from '../../components/button-styles';
import { useErrorToast } from '../../components/toast/use-error-toast';
import { useToast } from '../../components/toast/use-toast';
import { formatSignedMoney } from '../../lib/format-figures';
import { useOddsFormat } from '../../lib/use-user-settings';
import { useDeleteBet } from './api/delete-bet';
import { betSummary } from './bet-summary';

/** Deleting a bet takes its profit out of the balance; the member confirms it first. */
export function DeleteBetDialog({ bet, onDone }: { bet: Bet | null; onDone: () => void }) {
  const remove = useDeleteBet();
  const oddsFormat = useOddsFormat();
  const { toast } = useToast();
  const showError = useErrorToast();
  const confirm = (target: Bet) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Bet deleted',
          description: betSummary(target, oddsFormat),
        });
        onDone();
      },
      onError: (error) => showError('Failed to delete the bet', error),
    });

  return (
    <AlertDialog.Root
      open={bet !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3 rounded-xl border border-line bg-bg p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Delete this bet?</AlertDialog.Title>
          {bet !== null && (
            <AlertDialog.Description className="text-sm text-muted">
              {bet.homeTeam} vs {bet.awayTeam}: {betSummary(bet, oddsFormat)}.{' '}
              {bet.profit !== null && bet.profit !== 0
                ? `Its ${formatSignedMoney(bet.profit)} leaves your balance. `
                : ''}
              This cannot be undone.
            </AlertDialog.Description>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass('primary', 'bg-loss text-white')}
              disabled={remove.isPending}
              onClick={() => {
                if (bet !== null) confirm(bet);
              }}
            >
              {remove.isPending ? 'Deleting…' : 'Delete bet'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
