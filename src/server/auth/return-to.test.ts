import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/opportunities', '/opportunities'],
    ['/arbitrage-history?sport=nfl#top', '/arbitrage-history?sport=nfl#top'],
    ['/', '/'],
    ['/a/../opportunities', '/opportunities'],
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
    '/../api/logout',
    '',
    undefined,
  ])('falls back to /dashboard for %s', (input) => {
    expect(safeReturnTo(input)).toBe('/dashboard');
  });

  it.each(['/..//evil.example/phish', '/.%2E//evil.example', '/%2e%2e//evil.example', '/.//evil'])(
    'refuses %s, which resolves to a protocol-relative path',
    (input) => {
      expect(safeReturnTo(input)).toBe('/dashboard');
    },
  );

  it('never yields anything a browser would read as another origin', () => {
    // Path-like pieces dominate so that most inputs get past the cheap checks and reach the
    // URL normalisation, where dot segments can collapse into `//`.
    const pathPiece = fc.constantFrom(
      '/',
      '/',
      '.',
      '..',
      '%2F',
      '%2E',
      '%2e',
      '%5C',
      'evil.example',
    );
    const oddPiece = fc.constantFrom(
      '\\',
      '@',
      ':',
      '\t',
      '\n',
      ' ',
      '?',
      '#',
      'https:',
      '\u0000',
      '%00',
    );
    const piece = fc.oneof({ arbitrary: pathPiece, weight: 6 }, { arbitrary: oddPiece, weight: 1 });
    const returnTo = fc
      .tuple(fc.constantFrom('/', '/', ''), fc.array(piece, { maxLength: 10 }))
      .map(([lead, pieces]) => lead + pieces.join(''));
    fc.assert(
      fc.property(returnTo, (input) => {
        const result = safeReturnTo(input);
        expect(result === '/dashboard' || /^\/(?![/\\])/.test(result)).toBe(true);
        expect(new URL(result, 'https://arbiter.example').origin).toBe('https://arbiter.example');
      }),
      { numRuns: 5000 },
    );
  });
});
