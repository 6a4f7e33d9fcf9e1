import { Link, useLocation } from 'wouter';
import type { NavItem } from './nav-items';

const STYLES = {
  header: {
    base: 'rounded-md px-3 py-1.5 text-sm transition-colors',
    active: 'bg-raised text-fg',
    idle: 'text-muted hover:text-fg',
  },
  panel: {
    base: 'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm transition-colors',
    active: 'bg-raised text-fg font-medium',
    idle: 'text-muted hover:bg-raised hover:text-fg',
  },
  bar: {
    base: 'flex flex-1 flex-col items-center gap-1 py-2 text-[11px]',
    active: 'text-fg',
    idle: 'text-muted',
  },
} as const;

export function isActivePath(location: string, href: string): boolean {
  return location === href || (href === '/dashboard' && location === '/');
}

export function NavLink({
  item,
  look,
  onNavigate,
}: {
  item: NavItem;
  look: keyof typeof STYLES;
  onNavigate?: () => void;
}) {
  const [location] = useLocation();
  const active = isActivePath(location, item.href);
  const style = STYLES[look];
  const Icon = item.icon;
  return (
    <Link
      to={item.href}
      aria-current={active ? 'page' : undefined}
      className={`${style.base} ${active ? style.active : style.idle}`}
      onClick={onNavigate}
    >
      {look !== 'header' && <Icon className={look === 'bar' ? 'size-5' : 'size-4'} aria-hidden />}
      {item.label}
    </Link>
  );
}
