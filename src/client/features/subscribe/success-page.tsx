import { Link, useSearchParams } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { SignInRequired } from '../../components/sign-in-required';
import { useAuth } from '../../lib/use-auth';

/**
 * Checkout cannot be verified here yet, so this page claims nothing the server has not said:
 * the welcome shows only when the member's own status is active or trialing.
 */
export function SuccessPage() {
  const { isAuthenticated, isSubscriber } = useAuth();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <div className="mx-auto max-w-xl">
      {isSubscriber ? (
        <PageHeader title="Welcome to Elite Membership!" subtitle="Elite Access Unlocked" />
      ) : (
        <PageHeader
          title="Membership not active yet"
          subtitle="Checkout confirmation isn't available yet, so this page can't confirm a subscription."
        />
      )}
      {isAuthenticated ? (
        <Card className="space-y-3 text-sm">
          {sessionId !== null && (
            <p>
              <span className="text-muted">Session ID</span>{' '}
              <code className="break-all">{sessionId}</code>
            </p>
          )}
          <p className="text-muted">
            The 14-day free trial costs nothing until it ends, and you can cancel anytime from your
            account settings.
          </p>
          <Link to="/dashboard" className={buttonClass('primary', 'w-full')}>
            Continue to Dashboard
          </Link>
        </Card>
      ) : (
        <SignInRequired />
      )}
    </div>
  );
}
