import { Crown, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { useAuth } from '../../lib/use-auth';
import { GuardMessage } from '../../components/guard-message';
import { SignInRequired } from '../../components/sign-in-required';

/** These guards only choose what to render; the server enforces every rule on every API call. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? children : <SignInRequired />;
}

export function RequireSubscriber({ children }: { children: ReactNode }) {
  const { isAuthenticated, hasSubscriberPages } = useAuth();
  if (!isAuthenticated) return <SignInRequired />;
  if (hasSubscriberPages) return children;
  return (
    <GuardMessage
      icon={Crown}
      title="Subscription Required"
      action={
        <Link to="/subscribe" className={buttonClass('primary')}>
          Upgrade Now
        </Link>
      }
    >
      This feature requires an active membership. Upgrade to access professional betting analytics
      and opportunities.
    </GuardMessage>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated, isAdmin } = useAuth();
  if (!isAuthenticated) return <SignInRequired />;
  if (isAdmin) return children;
  return (
    <GuardMessage
      icon={ShieldAlert}
      title="Admin Access Required"
      action={
        <Link to="/dashboard" className={buttonClass('secondary')}>
          Back to Dashboard
        </Link>
      }
    >
      This page is restricted to administrators only.
    </GuardMessage>
  );
}
