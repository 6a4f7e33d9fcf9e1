import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/opportunities', '/opportunities'],
    ['/arbitrage-history?sport=nfl#top', '/arbitrage-history?sport=nfl#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '/api/logout',
    '',
    undefined,
  ])('falls back to /dashboard for %s', (input) => {
    expect(safeReturnTo(input)).toBe('/dashboard');
  });
});
