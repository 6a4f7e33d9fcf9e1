import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc.kind).toBe('embedded');
    expect(config.https).toBe(false);
  });

  it('buys event markets on the simulator by default, and on a real account only when asked', () => {
    const simulated = loadConfig({}).odds.eventMarkets;
    expect(simulated.share).toBe(0.3);
    expect(simulated.monthlyBudget).toBeGreaterThan(0);
    const real = loadConfig({ ODDS_API_KEY: 'k', ODDS_API_MONTHLY_CREDITS: '20000' }).odds;
    expect(real.eventMarkets).toMatchObject({ share: 0, monthlyBudget: 0 });
    expect(
      loadConfig({
        ODDS_API_KEY: 'k',
        ODDS_API_MONTHLY_CREDITS: '20000',
        ODDS_EVENT_MARKETS_SHARE: '0.3',
      }).odds.eventMarkets.monthlyBudget,
    ).toBe(6_000);
    expect(loadConfig({ ODDS_EVENT_MARKETS_SHARE: '0' }).odds.eventMarkets.monthlyBudget).toBe(0);
  });

  it('names every bad variable and what it accepts', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAILS: 'a@b.co, not-an-email',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/PORT="eighty" is invalid: expected an integer from 0 to 65535/);
    expect(message).toMatch(/DATABASE_URL="mysql:\/\/x" is invalid: expected a postgres/);
    expect(message).toMatch(
      /ADMIN_EMAILS=.* is invalid: expected comma-separated e-mail addresses/,
    );
  });

  it('keeps the bus in memory without NATS_URL, and reads the JetStream settings with it', () => {
    expect(loadConfig({}).nats).toBeNull();
    expect(
      loadConfig({
        NATS_URL: 'nats://127.0.0.1:4222',
        NATS_RETAIN_MINUTES: '5',
        NATS_RETAIN_MB: '2',
      }).nats,
    ).toEqual({
      url: 'nats://127.0.0.1:4222',
      name: 'ARBITER',
      retainMs: 300_000,
      retainBytes: 2 * 1024 * 1024,
    });
    expect(() => loadConfig({ NATS_URL: 'http://127.0.0.1:4222' })).toThrow(/NATS_URL/);
    expect(() => loadConfig({ NATS_URL: 'nats://h:4222', NATS_STREAM: 'a.b' })).toThrow(
      /NATS_STREAM="a.b" is invalid/,
    );
  });

  it('runs every role in one process by default, and one role per process on PostgreSQL and NATS', () => {
    expect([...loadConfig({}).roles].sort()).toEqual(['api', 'jobs', 'scanner']);
    const shared = { DATABASE_URL: 'postgres://db.example.com/arbiter', NATS_URL: 'nats://n:4222' };
    expect([...loadConfig({ ARBITER_ROLES: 'scanner', ...shared }).roles]).toEqual(['scanner']);
    expect([...loadConfig({ ARBITER_ROLES: ' API, jobs ', ...shared }).roles]).toEqual([
      'api',
      'jobs',
    ]);
    expect(() => loadConfig({ ARBITER_ROLES: 'api', DATABASE_URL: shared.DATABASE_URL })).toThrow(
      /reach the other processes only through NATS JetStream\. Set NATS_URL/,
    );
    expect(() => loadConfig({ ARBITER_ROLES: 'web', ...shared })).toThrow(
      /ARBITER_ROLES="web" is invalid: expected comma-separated roles among api, scanner, jobs/,
    );
  });

  it('refuses a split role on the embedded database, naming DATABASE_URL and NATS_URL', () => {
    for (const roles of ['api', 'scanner', 'jobs', 'api,scanner']) {
      expect(() => loadConfig({ ARBITER_ROLES: roles })).toThrow(
        /embedded database \(PGlite\) serves one process only\. Set DATABASE_URL .*NATS_URL/,
      );
    }
    expect([...loadConfig({ ARBITER_ROLES: 'jobs,api,scanner' }).roles]).toHaveLength(3);
  });

  it('requires a client id with an external issuer', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_CLIENT_ID is required/,
    );
  });

  it('reads admin e-mails case-insensitively and marks https', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com ,two@example.com',
      PUBLIC_URL: 'https://arbiter.example.com/',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'arbiter',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'two@example.com']);
    expect(config.publicUrl).toBe('https://arbiter.example.com');
    expect(config.https).toBe(true);
  });

  it('listens on loopback by default', () => {
    expect(loadConfig({}).host).toBe('localhost');
  });

  it.each([
    [{ HOST: '0.0.0.0' }],
    [{ HOST: '::' }],
    [{ HOST: '192.168.1.20' }],
    [{ PUBLIC_URL: 'https://arbiter.example.com' }],
    [{ PUBLIC_URL: 'http://10.0.0.5:5000' }],
    [{ HOST: '0.0.0.0', PUBLIC_URL: 'https://arbiter.example.com', NODE_ENV: 'production' }],
  ])('refuses the password-less embedded sign-in when reachable from elsewhere: %j', (env) => {
    expect(() => loadConfig(env)).toThrow(/embedded sign-in .* set OIDC_ISSUER/s);
  });

  it.each([
    [{ HOST: '127.0.0.1' }],
    [{ HOST: '::1', PUBLIC_URL: 'http://localhost:5000' }],
    [{ HOST: 'localhost', PUBLIC_URL: 'http://app.localhost:5000' }],
    [{ HOST: '127.0.0.2', PUBLIC_URL: 'http://127.0.0.1:8080' }],
  ])('keeps the embedded sign-in on this machine: %j', (env) => {
    expect(loadConfig(env).oidc.kind).toBe('embedded');
  });

  it('serves other machines with an external identity provider', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://arbiter.example.com',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'arbiter',
    });
    expect(config.oidc.kind).toBe('external');
    expect(config.host).toBe('0.0.0.0');
  });

  it('reads extra push hosts, and allows loopback outbound URLs only in tests', () => {
    const config = loadConfig({ PUSH_EXTRA_HOSTS: ' Push.Example.com, *.push.example.net ' });
    expect(config.outbound).toEqual({
      extraPushHosts: ['push.example.com', '*.push.example.net'],
      allowLoopbackForTests: false,
    });
    expect(() => loadConfig({ PUSH_EXTRA_HOSTS: 'https://push.example.com' })).toThrow(
      /PUSH_EXTRA_HOSTS=.* is invalid: expected comma-separated host names/,
    );
    expect(() => loadConfig({ TEST_OUTBOUND_LOOPBACK: 'true' })).toThrow(
      /accepted only with NODE_ENV=test/,
    );
    expect(
      loadConfig({ TEST_OUTBOUND_LOOPBACK: 'true', NODE_ENV: 'test' }).outbound
        .allowLoopbackForTests,
    ).toBe(true);
  });
});
