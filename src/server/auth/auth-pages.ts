import { localLoginCss } from './local-login-page';

/** Served at /auth.css: the CSP allows only same-origin styles. */
export const authPagesCss = localLoginCss;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Arbiter</title><link rel="stylesheet" href="/auth.css"></head><body><main>${body}</main></body></html>`;
}

export function renderSignInUnavailablePage(): string {
  return page(
    'Sign-in unavailable',
    `<h1>Sign-in is unavailable right now</h1><p>Arbiter cannot reach its identity provider at the moment, so nobody can sign in. This is usually brief: please try again in a few minutes.</p><p><a href="/api/login">Try again</a> · <a href="/landing">Back to Arbiter</a></p>`,
  );
}

/**
 * Shown instead of signing out when another site sent the browser to /api/logout. The form's
 * post carries our Origin, which is what the sign-out accepts.
 */
export function renderSignOutConfirmPage(): string {
  return page(
    'Sign out?',
    `<h1>Sign out of Arbiter?</h1><p>You followed a sign-out link from another site. You are still signed in; sign out only if you meant to.</p><form method="post" action="/api/logout"><button type="submit">Sign out</button></form><p><a href="/dashboard">Stay signed in</a></p>`,
  );
}
