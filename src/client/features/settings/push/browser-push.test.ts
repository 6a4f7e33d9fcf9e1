import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeThisBrowser } from './browser-push';

/** A browser's push manager that hands out a new endpoint at each subscribe. */
function fakeBrowser() {
  const endpoints: string[] = [];
  const unsubscribed: string[] = [];
  let current: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async () => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${endpoints.length + 1}`;
      endpoints.push(endpoint);
      current = {
        endpoint,
        unsubscribe: async () => {
          unsubscribed.push(endpoint);
          current = null;
          return true;
        },
        toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      } as unknown as PushSubscription;
      return current;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  vi.stubGlobal('navigator', {
    serviceWorker: { register: async () => registration, ready: Promise.resolve(registration) },
  });
  return { endpoints, unsubscribed };
}

/** The API: the public key, and a subscriptions route answering 409 for the endpoints given. */
function fakeServer(heldByAnother: Set<string>) {
  const saved: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/push/public-key') {
      return Response.json({ publicKey: Buffer.alloc(65, 4).toString('base64url') });
    }
    const { endpoint } = JSON.parse(String(init.body)) as { endpoint: string };
    if (heldByAnother.has(endpoint)) {
      return Response.json({ message: 'belongs to another Arbiter account' }, { status: 409 });
    }
    saved.push(endpoint);
    return new Response(null, { status: 204 });
  });
  return saved;
}

afterEach(() => vi.unstubAllGlobals());

describe('subscribeThisBrowser', () => {
  it('saves the browser’s endpoint', async () => {
    const browser = fakeBrowser();
    const saved = fakeServer(new Set());
    await subscribeThisBrowser();
    expect(saved).toEqual(browser.endpoints);
    expect(browser.unsubscribed).toEqual([]);
  });

  it('takes a fresh endpoint when another account on this browser holds the current one', async () => {
    const browser = fakeBrowser();
    const saved = fakeServer(new Set(['https://fcm.googleapis.com/fcm/send/1']));
    await subscribeThisBrowser();
    expect(browser.unsubscribed).toEqual(['https://fcm.googleapis.com/fcm/send/1']);
    expect(saved).toEqual(['https://fcm.googleapis.com/fcm/send/2']);
  });

  it('passes on any other refusal', async () => {
    fakeBrowser();
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/push/public-key'
        ? Response.json({ publicKey: Buffer.alloc(65, 4).toString('base64url') })
        : Response.json({ message: 'not accepted' }, { status: 400 }),
    );
    await expect(subscribeThisBrowser()).rejects.toMatchObject({ status: 400 });
  });
});
