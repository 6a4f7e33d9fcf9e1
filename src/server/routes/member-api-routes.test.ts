import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenList, CreatedApiToken } from '../../contracts/api-tokens';
import type { BankrollSummary } from '../../contracts/portfolio';
import { apiTokens, users } from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const ADMIN = 'boss@arbiter.test';

describe.each(testDatabaseKinds)('member API tokens and /api/v1 on %s', (kind) => {
  let env: InjectedApp;
  let now = Date.now();
  const cookies: Record<'alice' | 'bob' | 'admin' | 'free', string> = {
    alice: '',
    bob: '',
    admin: '',
    free: '',
  };

  const session = (
    who: keyof typeof cookies,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    env.app.inject({
      method,
      url,
      headers: { ...env.sameOrigin, cookie: cookies[who] },
      ...(payload ? { payload } : {}),
    });
  const bearer = (secret: string, url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET') =>
    env.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}`, ...env.sameOrigin },
    });
  const createToken = async (who: keyof typeof cookies, name: string) => {
    const response = await session(who, 'POST', '/api/user/api-tokens', { name });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedApiToken>();
  };

  beforeAll(async () => {
    env = await buildInjectedApp(
      { ADMIN_EMAILS: ADMIN, API_TOKENS_PER_MEMBER: '3' },
      { clock: () => new Date(now), database: kind },
    );
    cookies.alice = await env.sessionCookie('alice@arbiter.test', { subscriber: true });
    cookies.bob = await env.sessionCookie('bob@arbiter.test', { subscriber: true });
    cookies.admin = await env.sessionCookie(ADMIN, { subscriber: true });
    cookies.free = await env.sessionCookie('free@arbiter.test');
  });
  afterAll(async () => {
    await env.close();
  });

  it('shows the secret once, and lists tokens with their prefix but never the secret', async () => {
    const created = await createToken('alice', '  Sheets export  ');
    expect(created.secret).toMatch(/^arb_[A-Za-z0-9_-]{43}$/);
    expect(created.token.name).toBe('Sheets export');
    expect(created.secret.startsWith(created.token.prefix)).toBe(true);
    const listed = await session('alice', 'GET', '/api/user/api-tokens');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.secret);
    const list = listed.json<ApiTokenList>();
    expect(list.tokens.map((token) => token.name)).toEqual(['Sheets export']);
    expect(list.tokens[0]?.lastUsedAt).toBeNull();
    const [row] = await env.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.token.id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(8));
  });

  it('refuses a blank name, a free member and a fourth token with messages a person can act on', async () => {
    const blank = await session('bob', 'POST', '/api/user/api-tokens', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain('Give the token a name');
    const free = await session('free', 'POST', '/api/user/api-tokens', { name: 'x' });
    expect(free.statusCode).toBe(403);
    for (const name of ['one', 'two', 'three']) await createToken('bob', name);
    const fourth = await session('bob', 'POST', '/api/user/api-tokens', { name: 'four' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<{ message: string }>().message).toContain('Revoke one');
  });

  it('reads only the token holder’s own data', async () => {
    const bet = await session('alice', 'POST', '/api/user/bets', {
      sport: 'basketball_nba',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      market: 'h2h',
      outcome: 'Boston Celtics',
      odds: 2.1,
      stake: 40,
      book: 'draftkings',
    });
    expect(bet.statusCode).toBe(201);
    const alice = await createToken('alice', 'alice reads');
    const bob = (await session('bob', 'GET', '/api/user/api-tokens')).json<ApiTokenList>();
    expect(bob.tokens).toHaveLength(3);
    const bobToken = await (async () => {
      await session('bob', 'DELETE', `/api/user/api-tokens/${bob.tokens[0]!.id}`);
      return createToken('bob', 'bob reads');
    })();

    const aliceBets = await bearer(alice.secret, '/api/v1/bets');
    expect(aliceBets.statusCode).toBe(200);
    expect(aliceBets.json<{ total: number }>().total).toBe(1);
    const bobBets = await bearer(bobToken.secret, '/api/v1/bets');
    expect(bobBets.json<{ total: number }>().total).toBe(0);
    expect((await bearer(alice.secret, '/api/v1/bankroll')).json<BankrollSummary>().exposure).toBe(
      40,
    );
    expect(
      (await bearer(bobToken.secret, '/api/v1/bankroll')).json<BankrollSummary>().exposure,
    ).toBe(0);
    for (const url of [
      '/api/v1/portfolio',
      '/api/v1/portfolio/analytics?range=7d',
      '/api/v1/history',
      '/api/v1/history/summary',
    ]) {
      expect((await bearer(alice.secret, url)).statusCode, url).toBe(200);
    }
    const badQuery = await bearer(alice.secret, '/api/v1/portfolio/analytics?range=forever');
    expect(badQuery.statusCode).toBe(400);
  });

  it('treats another member’s token id as absent: 404, and the token keeps working', async () => {
    const alice = await createToken('alice', 'not yours');
    const stolen = await session('bob', 'DELETE', `/api/user/api-tokens/${alice.token.id}`);
    expect(stolen.statusCode).toBe(404);
    expect((await bearer(alice.secret, '/api/v1/bankroll')).statusCode).toBe(200);
    const malformed = await session('bob', 'DELETE', '/api/user/api-tokens/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
  });

  it('answers a revoked or unknown token with 401', async () => {
    const list = (await session('alice', 'GET', '/api/user/api-tokens')).json<ApiTokenList>();
    for (const token of list.tokens)
      await session('alice', 'DELETE', `/api/user/api-tokens/${token.id}`);
    const token = await createToken('alice', 'short-lived');
    expect((await bearer(token.secret, '/api/v1/bets')).statusCode).toBe(200);
    expect(
      (await session('alice', 'DELETE', `/api/user/api-tokens/${token.token.id}`)).statusCode,
    ).toBe(204);
    const revoked = await bearer(token.secret, '/api/v1/bets');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.headers['www-authenticate']).toContain('Bearer');
    expect(revoked.json<{ message: string }>().message).toContain('revoked');
    const unknown = await bearer(`arb_${'A'.repeat(43)}`, '/api/v1/bets');
    expect(unknown.statusCode).toBe(401);
    expect((await env.app.inject({ url: '/api/v1/bets' })).statusCode).toBe(401);
  });

  it('turns tokens off with 403 while the membership has lapsed, and on again when renewed', async () => {
    const carol = await env.sessionCookie('carol@arbiter.test', { subscriber: true });
    cookies.free = carol;
    const token = await createToken('free', 'carol');
    const [carolRow] = await env.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'carol@arbiter.test'));
    await env.database.db
      .update(users)
      .set({ subscriptionStatus: 'canceled', accessEndsAt: new Date(now - 1000) })
      .where(eq(users.id, carolRow!.id));
    const lapsed = await bearer(token.secret, '/api/v1/bankroll');
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json<{ message: string }>().message).toContain('membership has lapsed');
    // A lapsed member can still see and revoke their tokens.
    expect((await session('free', 'GET', '/api/user/api-tokens')).statusCode).toBe(200);
    await env.database.db
      .update(users)
      .set({ subscriptionStatus: 'active', accessEndsAt: new Date(now + 86_400_000) })
      .where(eq(users.id, carolRow!.id));
    expect((await bearer(token.secret, '/api/v1/bankroll')).statusCode).toBe(200);
  });

  it('never lets a token reach admin, billing or any session route, even an admin’s token', async () => {
    const token = await createToken('admin', 'admin script');
    expect((await bearer(token.secret, '/api/v1/bets')).statusCode).toBe(200);
    for (const url of [
      '/api/admin/members',
      '/api/admin/analytics',
      '/api/billing/subscription',
      '/api/user/bankroll',
      '/api/user/settings',
      '/api/user/api-tokens',
      '/api/auth/user',
    ]) {
      const response = await bearer(token.secret, url);
      expect([401, 200].includes(response.statusCode), url).toBe(true);
      if (url === '/api/auth/user') {
        // The signed-in-user probe answers every visitor; it must not know this one.
        expect(response.body, url).not.toContain(ADMIN);
      } else {
        expect(response.statusCode, url).toBe(401);
      }
    }
    const minted = await bearer(token.secret, '/api/user/api-tokens', 'POST');
    expect(minted.statusCode).toBe(401);
  });

  it('ignores session cookies on /api/v1 and answers GET only', async () => {
    const withCookie = await session('alice', 'GET', '/api/v1/bets');
    expect(withCookie.statusCode).toBe(401);
    const token = await createToken('alice', 'write attempt');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await bearer(token.secret, '/api/v1/bets', method);
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('records the last use at most once a minute', async () => {
    const token = await createToken('admin', 'clocked');
    const lastUsed = async () =>
      (await session('admin', 'GET', '/api/user/api-tokens'))
        .json<ApiTokenList>()
        .tokens.find((t) => t.id === token.token.id)?.lastUsedAt;
    const first = now;
    await bearer(token.secret, '/api/v1/bankroll');
    expect(await lastUsed()).toBe(new Date(first).toISOString());
    now += 30_000;
    await bearer(token.secret, '/api/v1/bankroll');
    expect(await lastUsed()).toBe(new Date(first).toISOString());
    now += 31_000;
    await bearer(token.secret, '/api/v1/bankroll');
    expect(await lastUsed()).toBe(new Date(now).toISOString());
  });
});
