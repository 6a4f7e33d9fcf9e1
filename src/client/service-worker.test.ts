import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

// public/ is copied into the build as is, so the worker's test lives here, not beside it.
const WORKER = readFileSync(new URL('./public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://arbiter.test';

type Listener = (event: Record<string, unknown>) => void;

/** The worker run in a bare context with a fake `self`: what it shows, opens and focuses. */
function loadWorker(openWindows: string[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: { body: string; data: { url: string } } }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () =>
        openWindows.map((url) => ({ url, focus: async () => void focused.push(url) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(WORKER, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  const push = (payload: string | null) =>
    dispatch('push', {
      data:
        payload === null
          ? null
          : { json: () => JSON.parse(payload) as unknown, text: () => payload },
    });
  const click = (url: unknown) =>
    dispatch('notificationclick', { notification: { data: { url }, close: () => undefined } });
  return { shown, opened, focused, push, click };
}

describe('the service worker', () => {
  it('shows the pushed title and body, keeping the link for the click', async () => {
    const worker = loadWorker();
    await worker.push(
      JSON.stringify({
        title: 'Arbiter: 3.10% arbitrage',
        body: 'Celtics vs Heat',
        url: `${ORIGIN}/opportunities?open=a1`,
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Arbiter: 3.10% arbitrage',
        options: {
          body: 'Celtics vs Heat',
          icon: '/favicon.svg',
          data: { url: `${ORIGIN}/opportunities?open=a1` },
        },
      },
    ]);
  });

  it('still shows something for a push that is not the expected JSON', async () => {
    const worker = loadWorker();
    await worker.push('plain words');
    await worker.push(null);
    expect(worker.shown.map((n) => [n.title, n.options.body, n.options.data.url])).toEqual([
      ['Arbiter', 'plain words', `${ORIGIN}/`],
      ['Arbiter', '', `${ORIGIN}/`],
    ]);
  });

  it('focuses a tab already on the link, or opens the link', async () => {
    const link = `${ORIGIN}/opportunities?open=a1`;
    const withTab = loadWorker([`${ORIGIN}/dashboard`, link]);
    await withTab.click(link);
    expect(withTab.focused).toEqual([link]);
    expect(withTab.opened).toEqual([]);

    const without = loadWorker([`${ORIGIN}/dashboard`]);
    await without.click(link);
    expect(without.opened).toEqual([link]);
  });

  it('keeps a click on Arbiter: a link to another site opens its path here', async () => {
    const worker = loadWorker();
    await worker.click('https://elsewhere.example/opportunities?open=a1');
    await worker.click('/opportunities');
    await worker.click(undefined);
    expect(worker.opened).toEqual([
      `${ORIGIN}/opportunities?open=a1`,
      `${ORIGIN}/opportunities`,
      `${ORIGIN}/`,
    ]);
  });
});
