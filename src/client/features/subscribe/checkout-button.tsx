import { Loader2 } from 'lucide-react';
import type { MembershipStatus } from '../../../contracts/membership';
import { buttonClass } from '../../components/button-styles';
import { loginUrl } from '../../lib/login-url';
import { serverMessage } from '../../lib/server-message';
import type { PlanId } from './plans';
import { useStartCheckout } from './api/start-checkout';

const CHECKOUT_ERROR = 'There was an error starting your subscription. Please try again.';
const WIDE = 'mt-6 h-10 w-full';

function label(intake: MembershipStatus | 'full', trialEligible: boolean): string {
  if (intake === 'waitlist' || intake === 'full') return 'Join the Waitlist';
  return trialEligible ? 'Start 14-Day Free Trial' : 'Subscribe Now';
}

/**
 * The trial button with its processing state, the spec's error alert (the button comes back
 * enabled), and the waitlist answer. A visitor signs in first and comes back to this plan.
 */
export function CheckoutButton({
  planId,
  isAuthenticated,
  intake,
  trialEligible,
}: {
  planId: PlanId;
  isAuthenticated: boolean;
  intake: MembershipStatus | 'full';
  trialEligible: boolean;
}) {
  const checkout = useStartCheckout();
  const answer = checkout.data;

  if (intake === 'closed') {
    return (
      <>
        <button type="button" className={buttonClass('primary', WIDE)} disabled>
          Membership Closed
        </button>
        <p className="mt-2 text-center text-sm text-muted">
          Elite membership is closed to new members right now.
        </p>
      </>
    );
  }
  if (!isAuthenticated) {
    return (
      <a href={loginUrl(`/subscribe?plan=${planId}`)} className={buttonClass('primary', WIDE)}>
        {label(intake, true)}
      </a>
    );
  }
  if (answer?.status === 'waitlisted') {
    return (
      <p role="status" className="mt-6 rounded-md border border-line bg-raised p-3 text-sm">
        {answer.message}
      </p>
    );
  }
  const busy = checkout.isPending || answer?.status === 'checkout';
  const detail = checkout.isError ? serverMessage(checkout.error) : null;
  return (
    <>
      <button
        type="button"
        className={buttonClass('primary', WIDE)}
        disabled={busy}
        aria-busy={busy}
        onClick={() => checkout.mutate(planId)}
      >
        {busy ? (
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden /> Processing...
          </>
        ) : (
          label(intake, trialEligible)
        )}
      </button>
      {checkout.isError && (
        <div
          role="alert"
          className="mt-3 rounded-md border border-loss/40 bg-loss/10 p-3 text-sm text-loss"
        >
          <p>{CHECKOUT_ERROR}</p>
          {detail !== null && <p className="mt-1 text-fg/80">{detail}</p>}
        </div>
      )}
    </>
  );
}
