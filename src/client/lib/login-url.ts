/** Accepts only a path on this site, so a crafted link can never send a member elsewhere. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** The sign-in URL; after sign-in the server sends the member back to `returnTo`. */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}
