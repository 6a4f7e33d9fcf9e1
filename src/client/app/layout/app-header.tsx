import { Logo } from '../../components/logo';
import { ThemeToggle } from '../../components/theme/theme-toggle';
import { useAuth } from '../../lib/use-auth';
import { HeaderPlanLink } from './header-plan-link';
import { NavLink } from './nav-link';
import { headerItems } from './nav-items';
import { SidePanel } from './side-panel';
import { SignOutButton } from './sign-out-button';

export function AppHeader() {
  const auth = useAuth();
  const { user } = auth;
  const items = headerItems(auth);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
        <SidePanel />
        <Logo to="/dashboard" />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.label} item={item} look="header" />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderPlanLink />
          {user !== null && (
            <span className="hidden text-sm text-muted sm:inline" data-testid="user-first-name">
              {user.firstName ?? 'Trader'}
            </span>
          )}
          <ThemeToggle />
          <div className="hidden md:block">
            <SignOutButton />
          </div>
        </div>
      </div>
    </header>
  );
}
