import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { SignInRequired } from '../../components/sign-in-required';
import { Skeleton } from '../../components/skeleton';
import { ApiRequestError } from '../../lib/api-error';
import { AUTH_USER_URL, useAuth } from '../../lib/use-auth';
import { useCheckoutSession } from './api/get-checkout-session';
import { Welcome } from './welcome';

const isLive = (status: string | undefined) => status === 'trialing' || status === 'active';

function Notice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="space-y-3">
      <h1 className="text-xl font-semibold">{title}</h1>
      <div className="text-sm text-muted">{children}</div>
      {action ?? (
        <Link to="/subscribe" className={buttonClass('secondary')}>
          Back to Subscribe
        </Link>
      )}
    </Card>
  );
}

/**
 * /success claims nothing the server has not confirmed: the session id is checked on the server
 * (only the member's own session, and only once complete) before the welcome shows.
 */
export function SuccessPage() {
  const { isAuthenticated, isSubscriber } = useAuth();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const session = useCheckoutSession(sessionId, isAuthenticated);
  const queryClient = useQueryClient();
  const live = session.data?.status === 'complete' && isLive(session.data.subscription?.status);

  // The membership changed: the guards and the plan card read the member again until they see it
  // (the server may answer from a session cached for a second).
  useEffect(() => {
    if (!live || isSubscriber) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [AUTH_USER_URL] });
    refresh();
    const timer = setInterval(refresh, 1_000);
    return () => clearInterval(timer);
  }, [live, isSubscriber, queryClient]);

  let content: ReactNode;
  if (!isAuthenticated) content = <SignInRequired />;
  else if (!sessionId) {
    content = (
      <Notice title="No checkout to confirm">
        This page needs the session id that checkout adds to its link.
      </Notice>
    );
  } else if (session.isPending || session.data?.status === 'open') {
    content = (
      <Card aria-busy="true" className="space-y-3">
        <h1 className="text-xl font-semibold">Confirming your membership...</h1>
        <p className="text-sm text-muted">Waiting for the payment provider to confirm checkout.</p>
        <Skeleton className="block h-24 w-full" />
      </Card>
    );
  } else if (session.isError) {
    const missing =
      session.error instanceof ApiRequestError &&
      (session.error.status === 404 || session.error.status === 400);
    content = missing ? (
      <Notice title="Checkout not found">
        We couldn't find checkout session <code className="break-all">{sessionId}</code> on your
        account, so no membership was activated by it.
      </Notice>
    ) : (
      <Notice
        title="Could not confirm your membership"
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void session.refetch()}
          >
            Try again
          </button>
        }
      >
        The server could not be reached. Your checkout is safe; try again in a moment.
      </Notice>
    );
  } else if (session.data.status !== 'complete') {
    content = (
      <Notice title="Checkout not completed">
        This checkout was canceled or expired before payment, so nothing was charged.
      </Notice>
    );
  } else {
    content = <Welcome view={session.data} />;
  }
  return <div className="mx-auto max-w-xl">{content}</div>;
}
