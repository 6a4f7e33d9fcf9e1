import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '../../contracts/admin-audit';
import type { Member, MembersResponse } from '../../contracts/admin';
import {
  adminAuditLog,
  billingSubscriptions,
  localBillingOutbox,
  localSubscriptions,
  sessions,
  userSettings,
  users,
  waitlist,
} from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

const BOSS = 'boss@arbiter.test';
const DEPUTY = 'deputy@arbiter.test';

describe('admin member management', () => {
  let env: InjectedApp;
  let boss: string;
  let deputy: string;

  const call = (
    cookie: string,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    json?: unknown,
  ) =>
    env.app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(method === 'GET' ? {} : env.sameOrigin),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: json === undefined ? undefined : JSON.stringify(json),
    });
  const form = (cookie: string, url: string) =>
    env.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie,
        origin: env.config.publicUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
  const userByEmail = async (email: string) =>
    (await env.database.db.select().from(users).where(eq(users.email, email)))[0];
  const auditCount = async () =>
    (await env.database.db.select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0;
  const memberById = async (id: string) => {
    const list = (
      await call(boss, 'GET', '/api/admin/members?pageSize=500')
    ).json<MembersResponse>();
    return list.members.find((member) => member.id === id);
  };

  /** A member who took the local checkout's trial, the way a person does. */
  async function trialMember(email: string, existing?: string) {
    const cookie = existing ?? (await env.sessionCookie(email));
    const checkout = await call(cookie, 'POST', '/api/create-checkout-session', {
      planId: 'elite-monthly',
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = checkout.json<{ url: string }>().url.split('/').pop()!;
    expect((await form(cookie, `/local-checkout/${sessionId}/complete`)).statusCode).toBe(303);
    const user = (await userByEmail(email))!;
    expect(user.subscriptionStatus).toBe('trialing');
    return { cookie, user };
  }

  beforeAll(async () => {
    env = await buildInjectedApp({ ADMIN_EMAILS: `${BOSS},${DEPUTY}` });
    boss = await env.sessionCookie(BOSS);
    deputy = await env.sessionCookie(DEPUTY);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('refuses to delete or demote the protected account, even by a direct API call', async () => {
    const protectedId = (await userByEmail(BOSS))!.id;
    // Raising it is no demotion, and its portfolio value stays editable.
    const raised = await call(deputy, 'PUT', `/api/admin/members/${protectedId}`, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      portfolioValue: 5000,
    });
    expect(raised.statusCode).toBe(200);
    const raisedRow = await userByEmail(BOSS);
    const before = await auditCount();

    const deleted = await call(deputy, 'DELETE', `/api/admin/members/${protectedId}`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toMatch(/protected admin account/);
    for (const body of [
      { subscriptionTier: 'free' },
      { subscriptionStatus: 'canceled' },
      { subscriptionStatus: 'inactive', portfolioValue: 1 },
      { followBilling: true },
    ]) {
      const demoted = await call(deputy, 'PUT', `/api/admin/members/${protectedId}`, body);
      expect(demoted.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(await userByEmail(BOSS)).toEqual(raisedRow);
    expect(await auditCount()).toBe(before);
    expect((await memberById(protectedId))?.isProtected).toBe(true);
  });

  it('answers a bad edit with 400 and changes nothing', async () => {
    const cookie = await env.sessionCookie('plain@arbiter.test');
    expect(cookie).toBeTruthy();
    const member = (await userByEmail('plain@arbiter.test'))!;
    const before = await auditCount();
    const bad: unknown[] = [
      { portfolioValue: -5 },
      { portfolioValue: 12.345 },
      { portfolioValue: '1000.00' },
      { portfolioValue: 1e12 },
      { subscriptionStatus: 'trialing' },
      { subscriptionTier: 'gold' },
      { subscriptionTier: 'elite', isAdmin: true },
      { followBilling: true, subscriptionStatus: 'active' },
      {},
      { email: 'someone-else@arbiter.test', portfolioValue: 10 },
    ];
    for (const body of bad) {
      const response = await call(boss, 'PUT', `/api/admin/members/${member.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await userByEmail('plain@arbiter.test')).toEqual(member);
    expect(await auditCount()).toBe(before);
    expect(
      (await call(boss, 'PUT', '/api/admin/members/not-an-id', { portfolioValue: 1 })).statusCode,
    ).toBe(400);
    const missing = await call(boss, 'PUT', `/api/admin/members/${crypto.randomUUID()}`, {
      portfolioValue: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('edits tier, status and portfolio value, and the audit log records who, when and what', async () => {
    await env.sessionCookie('edit@arbiter.test');
    const member = (await userByEmail('edit@arbiter.test'))!;
    const response = await call(boss, 'PUT', `/api/admin/members/${member.id}`, {
      email: member.email,
      name: member.name,
      joinDate: member.createdAt.toISOString(),
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      portfolioValue: 2500.5,
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json<Member>();
    expect(edited).toMatchObject({
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      portfolioValue: 2500.5,
      statusSource: 'admin',
      manualStatus: { by: BOSS },
      billingStatus: null,
    });
    // The hand-set plan gives access, without an end date.
    const stored = (await userByEmail('edit@arbiter.test'))!;
    expect(stored).toMatchObject({ portfolioStartCents: 250_050, accessEndsAt: null });

    // Saving the same values again changes nothing and records nothing.
    const before = await auditCount();
    const same = await call(boss, 'PUT', `/api/admin/members/${member.id}`, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      portfolioValue: 2500.5,
    });
    expect(same.statusCode).toBe(200);
    expect(await auditCount()).toBe(before);

    const log = (await call(boss, 'GET', '/api/admin/audit-log')).json<AuditLogResponse>();
    expect(log.entries[0]).toMatchObject({
      actorEmail: BOSS,
      action: 'member.update',
      targetType: 'member',
      targetId: member.id,
      targetLabel: 'e***@arbiter.test',
      before: {
        subscriptionTier: 'free',
        subscriptionStatus: 'inactive',
        portfolioValue: 1000,
        statusSource: 'billing',
      },
      after: {
        subscriptionTier: 'elite',
        subscriptionStatus: 'active',
        portfolioValue: 2500.5,
        statusSource: 'admin',
      },
    });
    expect(Date.now() - Date.parse(log.entries[0]!.at)).toBeLessThan(60_000);
  });

  it('keeps an admin-set status against billing events until the admin hands it back', async () => {
    const { cookie, user } = await trialMember('held@arbiter.test');
    const held = await call(boss, 'PUT', `/api/admin/members/${user.id}`, {
      subscriptionStatus: 'canceled',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json<Member>()).toMatchObject({
      subscriptionStatus: 'canceled',
      statusSource: 'admin',
      billingStatus: 'trialing',
    });
    // The member cancels at the end of the period in the billing portal: the event is applied
    // (the provider's facts are stored) but the admin's status stands.
    const portal = await call(cookie, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    const token = portal.json<{ url: string }>().url.split('/').pop()!;
    expect((await form(cookie, `/local-portal/${token}/cancel`)).statusCode).toBe(303);
    const [subscription] = await env.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id));
    expect(subscription?.cancelAtPeriodEnd).toBe(true);
    expect(await userByEmail('held@arbiter.test')).toMatchObject({
      subscriptionStatus: 'canceled',
      manualStatusBy: BOSS,
    });
    expect((await call(cookie, 'GET', '/api/user/bankroll')).statusCode).toBe(403);

    const back = await call(boss, 'PUT', `/api/admin/members/${user.id}`, { followBilling: true });
    expect(back.statusCode).toBe(200);
    expect(back.json<Member>()).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionTier: 'elite',
      statusSource: 'billing',
      manualStatus: null,
    });
    expect((await call(cookie, 'GET', '/api/user/bankroll')).statusCode).toBe(200);
  });

  it('hands a held member back to billing when they buy a new subscription', async () => {
    const cookie = await env.sessionCookie('comeback@arbiter.test');
    const member = (await userByEmail('comeback@arbiter.test'))!;
    const held = await call(boss, 'PUT', `/api/admin/members/${member.id}`, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'inactive',
    });
    expect(held.json<Member>().statusSource).toBe('admin');
    await trialMember('comeback@arbiter.test', cookie);
    expect(await userByEmail('comeback@arbiter.test')).toMatchObject({
      subscriptionStatus: 'trialing',
      manualStatusAt: null,
    });
  });

  it('deletes a member: subscription canceled at the provider, sessions ended, personal data gone, in one go', async () => {
    const { cookie, user } = await trialMember('leaving@arbiter.test');
    await call(cookie, 'POST', '/api/user/settings', { theme: 'light' });
    await env.database.db
      .insert(waitlist)
      .values({ email: 'Leaving@arbiter.test', planId: 'elite-monthly', createdAt: new Date() });
    const before = await auditCount();

    const response = await call(boss, 'DELETE', `/api/admin/members/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      deleted: true,
      subscriptionsCanceled: 1,
      sessionsEnded: 1,
    });
    const db = env.database.db;
    const left = async (table: typeof sessions | typeof userSettings | typeof localSubscriptions) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, user.id)))[0]?.n;
    expect(await userByEmail('leaving@arbiter.test')).toBeUndefined();
    expect(await left(sessions)).toBe(0);
    expect(await left(userSettings)).toBe(0);
    expect(await left(localSubscriptions)).toBe(0);
    expect((await db.select().from(waitlist)).map((row) => row.email)).not.toContain(
      'Leaving@arbiter.test',
    );
    // The provider's record of the end, as Stripe would send it.
    const events = await db.select().from(localBillingOutbox);
    const deletedEvent = events
      .map(
        (event) =>
          JSON.parse(event.payload) as {
            type: string;
            data: { object: { id: string; status: string } };
          },
      )
      .find((event) => event.type === 'customer.subscription.deleted');
    expect(deletedEvent?.data.object.status).toBe('canceled');
    // The session no longer opens anything.
    expect((await call(cookie, 'GET', '/api/auth/user')).statusCode).toBe(401);

    expect(await auditCount()).toBe(before + 1);
    const log = (await call(boss, 'GET', '/api/admin/audit-log?limit=1')).json<AuditLogResponse>();
    expect(log.entries[0]).toMatchObject({
      action: 'member.delete',
      targetId: user.id,
      targetLabel: 'l***@arbiter.test',
      before: { subscriptionTier: 'elite', subscriptionStatus: 'trialing' },
      after: null,
    });
    expect(JSON.stringify(log)).not.toContain('leaving@arbiter.test');
    expect((await call(boss, 'DELETE', `/api/admin/members/${user.id}`)).statusCode).toBe(404);
  });

  it('refuses an admin deleting their own account', async () => {
    const self = (await userByEmail(DEPUTY))!;
    expect((await call(deputy, 'DELETE', `/api/admin/members/${self.id}`)).statusCode).toBe(403);
  });

  it('records membership settings changes, and the log cannot be rewritten', async () => {
    const saved = await call(boss, 'POST', '/api/admin/membership-settings', {
      maxMembers: 300,
      status: 'waitlist',
      activeMembers: 279,
    });
    expect(saved.statusCode).toBe(200);
    const log = (await call(boss, 'GET', '/api/admin/audit-log?limit=1')).json<AuditLogResponse>();
    expect(log.entries[0]).toMatchObject({
      actorEmail: BOSS,
      action: 'membership-settings.update',
      before: { maxMembers: 2500, status: 'accepting' },
      after: { maxMembers: 300, status: 'waitlist' },
    });
    await expect(
      env.database.db
        .update(adminAuditLog)
        .set({ actorEmail: 'nobody' })
        .where(eq(adminAuditLog.id, log.entries[0]!.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
    await expect(
      env.database.db.delete(adminAuditLog).where(eq(adminAuditLog.id, log.entries[0]!.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
  });
});
