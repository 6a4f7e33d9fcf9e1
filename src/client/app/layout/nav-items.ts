import {
  BarChart3,
  BookOpen,
  Crown,
  History,
  House,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  Target,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type NavItem = { label: string; href: string; icon: LucideIcon };

const DASHBOARD: NavItem = { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard };
const OPPORTUNITIES: NavItem = { label: 'Opportunities', href: '/opportunities', icon: Target };
const HISTORY: NavItem = { label: 'History', href: '/arbitrage-history', icon: History };
const PORTFOLIO: NavItem = { label: 'Portfolio', href: '/portfolio', icon: Wallet };
const EDUCATION: NavItem = { label: 'Education', href: '/education', icon: BookOpen };
const SETTINGS: NavItem = { label: 'Settings', href: '/settings', icon: Settings };

const ADMIN_ITEM: NavItem = { label: 'Admin', href: '/admin', icon: ShieldCheck };

const MARKET_INTEL: NavItem = {
  label: 'Market Intel',
  href: '/market-intelligence',
  icon: TrendingUp,
};
const SUBSCRIBE: NavItem = { label: 'Subscribe', href: '/subscribe', icon: Crown };

/** What a signed-in reader may do, as useAuth reports it. */
export type NavAccess = { hasSubscriberPages: boolean; isSubscriber: boolean; isAdmin: boolean };

/**
 * The desktop header. Portfolio appears only to those who may open it: the spec's header predates
 * the portfolio, and a link that leads a free member to a guard message is a dead end there.
 */
export function headerItems(access: NavAccess): NavItem[] {
  return [
    DASHBOARD,
    OPPORTUNITIES,
    HISTORY,
    ...(access.hasSubscriberPages ? [PORTFOLIO] : []),
    MARKET_INTEL,
    EDUCATION,
    SETTINGS,
    ...(access.isAdmin ? [ADMIN_ITEM] : []),
  ];
}

export const SIDE_PANEL_ITEMS: NavItem[] = [
  DASHBOARD,
  OPPORTUNITIES,
  HISTORY,
  PORTFOLIO,
  { label: 'Analytics', href: '/market-intelligence', icon: BarChart3 },
  SETTINGS,
];

export const BOTTOM_BAR_ITEMS: NavItem[] = [
  { label: 'Home', href: '/dashboard', icon: House },
  { label: 'Picks', href: '/opportunities', icon: Target },
  HISTORY,
];

/** The mobile menu sheet. A member who already has a plan is not offered one again. */
export function menuSheetItems(access: NavAccess): NavItem[] {
  return [
    DASHBOARD,
    OPPORTUNITIES,
    HISTORY,
    PORTFOLIO,
    EDUCATION,
    SETTINGS,
    ...(access.isSubscriber ? [] : [SUBSCRIBE]),
    ...(access.isAdmin ? [ADMIN_ITEM] : []),
  ];
}
