import { MapPinOff } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../components/button-styles';
import { GuardMessage } from '../components/guard-message';

/** Only signed-in members reach this page (it sits behind the sign-in gate), so home is the dashboard. */
export function NotFoundPage() {
  const [path] = useLocation();
  return (
    <GuardMessage
      icon={MapPinOff}
      title="Page not found"
      action={
        <Link to="/dashboard" className={buttonClass('primary')}>
          Back to Dashboard
        </Link>
      }
    >
      <p>
        There is no page at <span className="break-all font-mono text-fg">{path}</span>. The link
        may be mistyped or out of date; your account and bets are unaffected.
      </p>
      <p className="mt-1 text-xs">Error 404</p>
    </GuardMessage>
  );
}
