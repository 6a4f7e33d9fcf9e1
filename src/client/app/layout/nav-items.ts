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

export const ADMIN_ITEM: NavItem = { label: 'Admin', href: '/admin', icon: ShieldCheck };

export const HEADER_ITEMS: NavItem[] = [
  DASHBOARD,
  OPPORTUNITIES,
  HISTORY,
  { label: 'Market Intel', href: '/market-intelligence', icon: TrendingUp },
  EDUCATION,
  SETTINGS,
];

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

export const MENU_SHEET_ITEMS: NavItem[] = [
  DASHBOARD,
  OPPORTUNITIES,
  HISTORY,
  PORTFOLIO,
  EDUCATION,
  SETTINGS,
  { label: 'Subscribe', href: '/subscribe', icon: Crown },
];
