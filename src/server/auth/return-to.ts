const FALLBACK = '/dashboard';
const BASE = 'http://arbiter.invalid';

/**
 * Accepts only a same-origin relative path. Anything that a browser could read as another
 * origin (`//evil`, `/\evil`, `https:`, control characters) falls back to the dashboard.
 * The check runs on the normalised URL, because dot segments can turn a harmless-looking
 * `/..//evil` into a protocol-relative `//evil` once resolved.
 */
export function safeReturnTo(value: string | undefined | null): string {
  if (!value || value.length > 2048) return FALLBACK;
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== BASE || !isSingleSlashPath(url.pathname)) return FALLBACK;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/oidc')) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isSingleSlashPath(pathname: string): boolean {
  return /^\/(?![/\\])/.test(pathname);
}
