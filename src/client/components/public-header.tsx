import { Link } from 'wouter';
import { loginUrl } from '../lib/login-url';
import { useAuth } from '../lib/use-auth';
import { buttonClass } from './button-styles';
import { Logo } from './logo';
import { ThemeToggle } from './theme/theme-toggle';

/** Header of the public pages: logo, theme toggle, and Sign In (or Dashboard once signed in). */
export function PublicHeader({ returnTo }: { returnTo: string }) {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {isAuthenticated ? (
            <Link to="/dashboard" className={buttonClass('secondary')}>
              Dashboard
            </Link>
          ) : (
            <a href={loginUrl(returnTo)} className={buttonClass('primary')}>
              Sign In
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
