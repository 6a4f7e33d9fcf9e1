import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<userId>.<purpose>.<mac>`: links in e-mail that act without signing in, for one purpose. */
export function signToken(key: Buffer, userId: string, purpose: string): string {
  const body = `${userId}.${purpose}`;
  return `${body}.${mac(key, body)}`;
}

export function verifyToken(key: Buffer, token: string, purpose: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, tokenPurpose, given] = parts as [string, string, string];
  if (tokenPurpose !== purpose) return null;
  const expected = Buffer.from(mac(key, `${userId}.${tokenPurpose}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return userId;
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
