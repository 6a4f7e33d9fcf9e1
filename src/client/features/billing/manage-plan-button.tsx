import { buttonClass, type ButtonVariant } from '../../components/button-styles';
import { useOpenPortal } from './use-open-portal';

/** "Manage Plan": switch plan, cancel or resume in the billing portal. */
export function ManagePlanButton({
  variant = 'primary',
  className = '',
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const portal = useOpenPortal();
  // After success the page is navigating away; keep the button busy until it has.
  const busy = portal.isPending || portal.isSuccess;
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={busy}
      aria-busy={busy}
      onClick={() => portal.mutate()}
    >
      {busy ? 'Opening billing...' : 'Manage Plan'}
    </button>
  );
}
