import { describe, expect, it } from 'vitest';
import { headerItems, menuSheetItems, type NavAccess } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const FREE: NavAccess = { hasSubscriberPages: false, isSubscriber: false, isAdmin: false };
const MEMBER: NavAccess = { hasSubscriberPages: true, isSubscriber: true, isAdmin: false };
const ADMIN_WITHOUT_PLAN: NavAccess = {
  hasSubscriberPages: true,
  isSubscriber: false,
  isAdmin: true,
};

describe('headerItems', () => {
  it('links Portfolio for those who may open it, after History', () => {
    expect(labels(headerItems(MEMBER))).toEqual([
      'Dashboard',
      'Opportunities',
      'History',
      'Portfolio',
      'Market Intel',
      'Education',
      'Settings',
    ]);
    expect(labels(headerItems(ADMIN_WITHOUT_PLAN))).toContain('Portfolio');
    expect(labels(headerItems(ADMIN_WITHOUT_PLAN)).at(-1)).toBe('Admin');
  });

  it('leaves Portfolio out for a free member', () => {
    expect(labels(headerItems(FREE))).not.toContain('Portfolio');
  });
});

describe('menuSheetItems', () => {
  it('offers Subscribe to a member without a plan only', () => {
    expect(labels(menuSheetItems(FREE))).toContain('Subscribe');
    expect(labels(menuSheetItems(ADMIN_WITHOUT_PLAN))).toContain('Subscribe');
    expect(labels(menuSheetItems(MEMBER))).not.toContain('Subscribe');
  });
});
