import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `<userId>.<purpose>.<expires>.<mac>`: links in e-mail that act without signing in, for one
 * purpose and until `expires` (Unix seconds). The expiry is under the MAC, so it cannot be moved.
 */
export function signToken(key: Buffer, userId: string, purpose: string, expiresAt: Date): string {
  const body = `${userId}.${purpose}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(key, body)}`;
}

/** The user id the token was made for, or null when it is forged, for another purpose or old. */
export function verifyToken(key: Buffer, token: string, purpose: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [userId, tokenPurpose, expires, given] = parts as [string, string, string, string];
  if (tokenPurpose !== purpose || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(mac(key, `${userId}.${tokenPurpose}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return userId;
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
