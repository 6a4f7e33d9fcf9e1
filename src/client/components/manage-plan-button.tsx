import { useOpenPortal } from '../lib/use-open-portal';
import { buttonClass, type ButtonVariant } from './button-styles';
import { useErrorToast } from './toast/use-error-toast';

/** "Manage Plan": switch plan, cancel or resume in the billing portal. */
export function ManagePlanButton({
  variant = 'primary',
  className = '',
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const portal = useOpenPortal();
  const showError = useErrorToast();
  // After success the page is navigating away; keep the button busy until it has.
  const busy = portal.isPending || portal.isSuccess;
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        portal.mutate(undefined, {
          onError: (error) => showError('Could not open billing', error),
        })
      }
    >
      {busy ? 'Opening billing...' : 'Manage Plan'}
    </button>
  );
}
