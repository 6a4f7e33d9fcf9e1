import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

describe('caching of API answers', () => {
  let harness: InjectedApp;
  let member: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    harness = await buildInjectedApp({ ADMIN_EMAILS: 'admin@arbiter.test' });
    harness.app.get('/api/test/etag-cached', async (_request, reply) =>
      reply.header('cache-control', 'private, no-cache').send({ ok: true }),
    );
    member = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('member@arbiter.test', { subscriber: true }),
    };
    admin = { ...harness.sameOrigin, cookie: await harness.sessionCookie('admin@arbiter.test') };
  });
  afterAll(async () => {
    await harness.close();
  });

  const cacheControl = async (url: string, headers: Record<string, string> = {}) => {
    const response = await harness.app.inject({ url, headers });
    return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
  };

  it.each([
    ['/api/arbitrage-history', 'member'],
    ['/api/billing/subscription', 'member'],
    ['/api/auth/user', 'member'],
    ['/api/admin/members', 'admin'],
    ['/api/arbitrage-history', 'visitor'],
  ] as const)('answers %s to a %s with no-store', async (url, who) => {
    const headers = who === 'member' ? member : who === 'admin' ? admin : {};
    const answer = await cacheControl(url, headers);
    expect(answer.status).toBe(who === 'visitor' ? 401 : 200);
    expect(answer.cacheControl).toBe('no-store');
  });

  it('leaves the public answers cacheable', async () => {
    for (const url of ['/api/membership-settings', '/api/config']) {
      const answer = await cacheControl(url);
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBeUndefined();
    }
  });

  it('keeps a cache-control a route sets itself', async () => {
    expect((await cacheControl('/api/test/etag-cached', member)).cacheControl).toBe(
      'private, no-cache',
    );
  });
});
