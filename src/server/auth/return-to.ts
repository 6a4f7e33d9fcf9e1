const FALLBACK = '/dashboard';

/**
 * Accepts only a same-origin relative path. Anything that a browser could read as another
 * origin (`//evil`, `/\evil`, `https:`, control characters) falls back to the dashboard.
 */
export function safeReturnTo(value: string | undefined | null): string {
  if (!value || value.length > 2048) return FALLBACK;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return FALLBACK;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return FALLBACK;
  try {
    const base = 'http://arbiter.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return FALLBACK;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/oidc')) return FALLBACK;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return FALLBACK;
  }
}
