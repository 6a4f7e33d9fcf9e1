import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnPath } from './login-url';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/opportunities?sport=nba')).toBe('/opportunities?sport=nba');
  });

  it('refuses anything that could leave the site', () => {
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(undefined, '/dashboard')).toBe('/dashboard');
  });
});

describe('loginUrl', () => {
  it('encodes the return path', () => {
    expect(loginUrl('/success?session_id=cs_1')).toBe(
      '/api/login?returnTo=%2Fsuccess%3Fsession_id%3Dcs_1',
    );
  });
});
