/**
 * Signs in through the embedded identity provider the way a browser does, following redirects
 * by hand and keeping cookies per path, so tests exercise the real OIDC flow end to end.
 */
export class CookieJar {
  readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const path =
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith('path='))
          ?.slice(5) ?? '/';
      const value = rest.join('=');
      const expired =
        attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), { value, path });
    }
  }

  headerFor(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  get(name: string) {
    return this.cookies.get(name)?.value;
  }
}

export async function request(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.headerFor(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects until a non-redirect answer or a URL outside `base`; returns the last URL. */
export async function follow(jar: CookieJar, url: string, base: string, init: RequestInit = {}) {
  let current = url;
  let response = await request(jar, current, init);
  for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
    const location = response.headers.get('location');
    if (!location) break;
    current = new URL(location, current).href;
    if (!current.startsWith(base)) break;
    response = await request(jar, current);
  }
  return { response, url: current };
}

export async function signIn(
  base: string,
  user: { email: string; name: string },
  returnTo = '/dashboard',
  jar = new CookieJar(),
) {
  const toForm = await follow(
    jar,
    `${base}/api/login?returnTo=${encodeURIComponent(returnTo)}`,
    base,
  );
  if (!toForm.url.includes('/local-login/')) {
    throw new Error(
      `expected the local sign-in form, got ${toForm.url} (${toForm.response.status})`,
    );
  }
  const done = await follow(jar, toForm.url, base, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams(user).toString(),
  });
  return { jar, finalUrl: done.url, response: done.response };
}
