import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { ApiToken } from '../../../contracts/api-tokens';
import { buttonClass } from '../../components/button-styles';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/server-message';
import { useRevokeApiToken } from './api/api-tokens';

const dangerButton = buttonClass(
  'secondary',
  'border-loss/50 text-loss hover:bg-loss hover:text-bg',
);

/** Revoke, after a confirmation: a script using the token stops working at once. */
export function RevokeTokenDialog({ token }: { token: ApiToken }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiToken();
  const { toast } = useToast();

  const confirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setOpen(false);
        toast({
          variant: 'success',
          title: 'Token revoked',
          description: `“${token.name}” no longer works.`,
        });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'error',
          title: 'Revoke failed',
          description: `The token still works. ${errorMessage(error)}`,
        });
      },
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <AlertDialog.Trigger className={dangerButton} aria-label={`Revoke ${token.name}`}>
        Revoke
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">
            Revoke “{token.name}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            Anything using this token gets 401 from its next call, and open streams end. This cannot
            be undone; you can create a new token instead.
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={revoke.isPending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the server has answered. */}
            <button
              type="button"
              className={dangerButton}
              onClick={confirm}
              disabled={revoke.isPending}
              aria-busy={revoke.isPending}
            >
              {revoke.isPending ? 'Revoking…' : 'Yes, revoke it'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
