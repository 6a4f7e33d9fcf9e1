// Arbiter's service worker: it shows pushed alerts and opens them. It caches nothing, so the
// app always loads fresh from the server. Plain JavaScript, served as is at /sw.js (scope /).
'use strict';

const FALLBACK_TITLE = 'Arbiter';

/** The pushed link on this origin: a link elsewhere keeps only its path, so a click stays here. */
function sameOriginUrl(link) {
  try {
    const url = new URL(typeof link === 'string' && link !== '' ? link : '/', self.location.origin);
    return url.origin === self.location.origin
      ? url.href
      : new URL(url.pathname + url.search + url.hash, self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

/** The push payload `{ title, body, url }` as notification options; text that is not JSON is the body. */
function notificationOf(data) {
  let payload = {};
  if (data) {
    try {
      payload = data.json();
    } catch {
      payload = { body: data.text() };
    }
  }
  const title =
    typeof payload.title === 'string' && payload.title !== '' ? payload.title : FALLBACK_TITLE;
  return {
    title,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      data: { url: sameOriginUrl(payload.url) },
    },
  };
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

// A tab already on the link is focused; otherwise the link opens in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
