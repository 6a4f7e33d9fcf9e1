import { RotateCcw } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/server-message';
import { useResetStatistics } from './api/reset-statistics';

const dangerButton = buttonClass(
  'secondary',
  'border-loss/50 text-loss hover:bg-loss hover:text-bg',
);

/** "Reset All Statistics" and the confirmation it needs: nothing is deleted on one tap. */
export function ResetStatisticsDialog() {
  const [open, setOpen] = useState(false);
  const reset = useResetStatistics();
  const { toast } = useToast();

  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          variant: 'success',
          title: 'Statistics Reset',
          description: 'All betting statistics and history have been cleared.',
        });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'error',
          title: 'Reset Failed',
          description: `Failed to reset statistics. Please try again. ${errorMessage(error)}`,
        });
      },
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !reset.isPending && setOpen(next)}>
      <AlertDialog.Trigger className={dangerButton}>
        <RotateCcw className="size-4" aria-hidden />
        Reset All Statistics
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">
            Reset all statistics?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            This deletes every bet you logged and your whole arbitrage history, so your bankroll
            goes back to its starting value. Your settings and your plan stay. This cannot be
            undone.
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={reset.isPending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the server has answered. */}
            <button
              type="button"
              className={dangerButton}
              onClick={confirm}
              disabled={reset.isPending}
              aria-busy={reset.isPending}
            >
              {reset.isPending ? 'Resetting…' : 'Yes, reset everything'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
