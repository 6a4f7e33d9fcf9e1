import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token';

const key = randomBytes(32);
const USER = '7d3f1c9e-2b8a-4f5e-9c61-0a1b2c3d4e5f';
const PURPOSE = 'unsubscribe-email';
const now = new Date('2026-11-26T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('signed tokens', () => {
  it('gives back the user id until the token expires, and not from that second on', () => {
    const token = signToken(key, USER, PURPOSE, inDays(180));
    expect(verifyToken(key, token, PURPOSE, now)).toBe(USER);
    expect(verifyToken(key, token, PURPOSE, inDays(179))).toBe(USER);
    expect(verifyToken(key, token, PURPOSE, inDays(180))).toBeNull();
  });

  it('refuses a token with its expiry, user or purpose changed, or signed with another key', () => {
    const token = signToken(key, USER, PURPOSE, inDays(1));
    const [user, purpose, expires, mac] = token.split('.') as [string, string, string, string];
    const later = String(Number(expires) + 365 * 86_400);
    expect(verifyToken(key, [user, purpose, later, mac].join('.'), PURPOSE, now)).toBeNull();
    const other = '00000000-0000-4000-8000-000000000000';
    expect(verifyToken(key, [other, purpose, expires, mac].join('.'), PURPOSE, now)).toBeNull();
    expect(verifyToken(key, token, 'delete-account', now)).toBeNull();
    expect(verifyToken(randomBytes(32), token, PURPOSE, now)).toBeNull();
    expect(verifyToken(key, `${token}x`, PURPOSE, now)).toBeNull();
  });

  it('refuses the old form without an expiry, which would never have run out', () => {
    const [user, purpose, , mac] = signToken(key, USER, PURPOSE, inDays(1)).split('.');
    expect(verifyToken(key, `${user}.${purpose}.${mac}`, PURPOSE, now)).toBeNull();
  });
});
