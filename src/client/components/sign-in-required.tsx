import { LogIn } from 'lucide-react';
import { buttonClass } from './button-styles';
import { loginUrl } from '../lib/login-url';
import { usePublicConfig } from '../lib/use-public-config';
import { useCurrentPath } from '../lib/use-current-path';
import { GuardMessage } from './guard-message';

const STATS = ['40+ Sports', '24/7 Monitoring', 'AI Powered'];

/** The signed-out card: sign in with the configured identity provider, then come back here. */
export function SignInRequired() {
  const config = usePublicConfig();
  const returnTo = useCurrentPath();
  const label = config.data === undefined ? 'Sign in' : `Sign in with ${config.data.providerName}`;
  return (
    <GuardMessage
      icon={LogIn}
      title="Sign In Required"
      action={
        <a href={loginUrl(returnTo)} className={buttonClass('primary')}>
          {label}
        </a>
      }
    >
      <p>Sign in to see live arbitrage and value-bet opportunities across sportsbooks.</p>
      <ul className="mt-4 grid grid-cols-3 gap-2 text-xs">
        {STATS.map((stat) => (
          <li key={stat} className="rounded-md border border-line px-2 py-2 font-medium text-fg">
            {stat}
          </li>
        ))}
      </ul>
    </GuardMessage>
  );
}
