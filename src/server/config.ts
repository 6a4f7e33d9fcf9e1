import type { TrustPolicy } from '../core/opportunity-trust';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { billingConfig, stripeProblems, type BillingConfig } from './billing/billing-config';
import { HOST_PATTERN } from './outbound/host-patterns';

/**
 * The only reader of process.env. Every setting, its default and what it accepts live here;
 * a bad value stops start-up with a message naming each bad variable.
 */

/** What a process can be (decision 023): serving members, polling the odds, running background work. */
export const ALL_ROLES = ['api', 'scanner', 'jobs'] as const;
export type Role = (typeof ALL_ROLES)[number];

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional());
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const emailList = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .pipe(z.array(z.email())),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: integer(5000, 0, 65535),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('localhost')),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  NATS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^(nats|tls)$/ }).optional()),
  NATS_STREAM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, - and _ only (at most 32)')
      .default('ARBITER'),
  ),
  NATS_RETAIN_MINUTES: integer(15, 1, 7 * 24 * 60),
  NATS_RETAIN_MB: integer(256, 1, 1_000_000),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: optionalString,
  ADMIN_EMAILS: emailList,
  SESSION_IDLE_MINUTES: integer(60 * 24, 5, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: integer(24 * 14, 1, 24 * 90),
  AUTH_RATE_LIMIT_PER_MINUTE: integer(30, 1, 10_000),
  API_TOKEN_RATE_PER_MINUTE: integer(120, 1, 100_000),
  API_TOKENS_PER_MEMBER: integer(10, 1, 100),
  STREAM_HEARTBEAT_S: integer(15, 1, 300),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  STREAMS_PER_SESSION: integer(6, 1, 100),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_\w+$/)
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_\S+$/)
      .optional(),
  ),
  STRIPE_PRICE_MONTHLY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^price_\w+$/)
      .optional(),
  ),
  STRIPE_PRICE_ANNUAL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^price_\w+$/)
      .optional(),
  ),
  STRIPE_API_BASE_URL: optionalUrl,
  LOCAL_BILLING_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_\S{16,}$/)
      .optional(),
  ),
  ODDS_API_KEY: optionalString,
  ODDS_API_BASE_URL: optionalUrl,
  ODDS_API_MONTHLY_CREDITS: integer(20_000, 0, 1_000_000_000),
  ODDS_API_CREDIT_PRICE_USD: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().min(0).max(100).optional(),
  ),
  ODDS_SPORTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9_]+$/))),
  ),
  ODDS_REGIONS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('us,uk,eu')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['us', 'us2', 'uk', 'eu', 'au'])).min(1)),
  ),
  ODDS_POLL_INTERVAL_S: integer(15, 1, 3600),
  ODDS_SCORES_INTERVAL_S: integer(600, 1, 86_400),
  ODDS_REQUEST_TIMEOUT_MS: integer(10_000, 100, 120_000),
  ODDS_HISTORY_RETENTION_DAYS: integer(14, 1, 3650),
  // Unset: 0.3 on the embedded simulator (its credits are its own), 0 on a real account.
  ODDS_EVENT_MARKETS_SHARE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().min(0).max(0.9).optional(),
  ),
  ODDS_EVENT_MARKETS_PER_EVENT: integer(8, 1, 50),
  QUOTE_MAX_AGE_S: integer(600, 5, 86_400),
  QUOTE_STALE_GRACE_S: integer(300, 0, 86_400),
  VALUE_MIN_EV: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).default(0.02)),
  VALUE_CONSENSUS_MIN_BOOKS: integer(3, 2, 50),
  VALUE_CONSENSUS_MIN_EV: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().min(0).max(1).default(0.04),
  ),
  TRUST_FRESH_S: integer(120, 5, 3600),
  TRUST_CONFIRMED_S: integer(60, 5, 600),
  TRUST_OUTLIER_SHARE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().min(0.01).max(0.9).default(0.2),
  ),
  TRUST_MIN_BOOKS: integer(3, 1, 50),
  RECHECK_MONTHLY_CREDITS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  ),
  RECHECK_PER_MEMBER_DAILY: integer(60, 1, 100_000),
  RECHECK_SHARE_S: integer(5, 0, 300),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/)
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().min(3).max(200).default('Arbiter Alerts <alerts@arbiter.localhost>'),
  ),
  ALERT_BATCH_S: integer(60, 0, 3600),
  PUSH_EXTRA_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(HOST_PATTERN))),
  ),
  TEST_OUTBOUND_LOOPBACK: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
  TELEGRAM_BOT_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/)
      .optional(),
  ),
  TELEGRAM_BOT_USERNAME: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^@?[A-Za-z][A-Za-z0-9_]{3,31}$/)
      .transform((name) => name.replace(/^@/, ''))
      .optional(),
  ),
  TELEGRAM_API_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  ),
  DISCORD_WEBHOOK_BASE_URL: optionalUrl,
  MARKET_REFRESH_S: integer(30, 5, 3600),
  MARKET_ANALYSIS_THREADS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(16).optional(),
  ),
  ARBITER_ROLES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(ALL_ROLES.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(ALL_ROLES)).min(1)),
  ),
  SCANNER_THREAD: z.preprocess(emptyAsUndefined, z.stringbool().default(true)),
  SIM_SEED: integer(42, 0, 2 ** 31 - 1),
  SIM_SPEED: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.1).max(1000).default(1)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Origin the browser uses, without a trailing slash. */
  publicUrl: string;
  https: boolean;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The bus between processes (JetStream); null keeps it in process memory. `name` names the
   * stream, the live-set bucket and the subjects; events older or beyond the size are dropped.
   */
  nats: { url: string; name: string; retainMs: number; retainBytes: number } | null;
  oidc:
    | { kind: 'embedded'; providerName: string }
    | {
        kind: 'external';
        issuer: string;
        clientId: string;
        clientSecret: string | undefined;
        providerName: string;
      };
  adminEmails: string[];
  session: { idleMs: number; absoluteMs: number };
  authRateLimitPerMinute: number;
  /** Member API tokens: requests per token per minute, and tokens one member may hold. */
  apiTokens: { ratePerMinute: number; perMember: number };
  /** Bearer token for GET /metrics; without one, only loopback clients may read it. */
  metricsToken: string | undefined;
  /** Live stream: heartbeat (and access re-check) interval, and open streams per session. */
  streams: { heartbeatMs: number; perSession: number };
  billing: BillingConfig;
  odds: {
    /** Embedded: the simulator is started on loopback and the adapter pointed at it. */
    source:
      | { kind: 'embedded'; seed: number; speed: number }
      | { kind: 'external'; baseUrl: string; apiKey: string };
    monthlyCredits: number;
    /** Dollars per credit of the odds source's plan; null: the admin screen shows no cost. */
    creditPriceUsd: number | null;
    sports: string[];
    regions: string[];
    markets: string[];
    pollIntervalMs: number;
    scoresIntervalMs: number;
    requestTimeoutMs: number;
    historyRetentionMs: number;
    /** Props, alternates and periods: their share of monthlyCredits (0 buys none), markets per event. */
    eventMarkets: { share: number; perEvent: number; monthlyBudget: number };
  };
  /**
   * The fair price's last fallback, a consensus of soft books, needs `consensusMinBooks` complete
   * books and its value bets `consensusMinEv` (never below `valueMinEv`).
   */
  detection: {
    maxAgeMs: number;
    staleGraceMs: number;
    valueMinEv: number;
    consensusMinBooks: number;
    consensusMinEv: number;
  };
  /** When an opportunity is called confirmed, fresh, stale or suspect (core/opportunity-trust). */
  trust: TrustPolicy;
  /**
   * One-tap re-checks at the source: their own share of the monthly credits, a per-member daily
   * count, and how long one answer is shared with everyone asking about the same market.
   */
  recheck: { monthlyCredits: number; perMemberDaily: number; shareMs: number };
  /** Without an SMTP server, messages stay in the outbox (readable by admins and the member). */
  mail: { smtpUrl: string | undefined; from: string };
  /** A member's alerts of one burst go out as one message, at most once per this window. */
  alerts: { batchMs: number };
  /**
   * URLs members give the server (push endpoints): push hosts allowed beyond the known push
   * services, and, in tests only, loopback stand-ins.
   */
  outbound: { extraPushHosts: string[]; allowLoopbackForTests: boolean };
  /** Worker threads the market analysis is split across; 0 runs it on the main thread. */
  market: { analysisThreads: number; refreshMs: number };
  /**
   * The product's Telegram bot; null when no token is set (the feature is then hidden and
   * nothing polls). Updates arrive by webhook when PUBLIC_URL is https, else by long polling.
   */
  telegram: {
    botToken: string;
    botUsername: string;
    apiBaseUrl: string;
    updates: 'polling' | 'webhook';
  } | null;
  /** Tests only: a stand-in Discord accepted besides discord.com's own webhook hosts. */
  discord: { testBaseUrl: string | undefined };
  /** What this process runs (ARBITER_ROLES); all three, in one process, by default. */
  roles: ReadonlySet<Role>;
  /**
   * The scanner on a thread of its own beside the serving one (decision 040), when this process
   * runs it with the serving roles and no broker; false keeps it on the serving thread.
   */
  scannerThread: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const accepts: Partial<Record<keyof Env, string>> = {
  NODE_ENV: 'development, production or test',
  PORT: 'an integer from 0 to 65535',
  PUBLIC_URL: 'an http(s) URL such as https://arbiter.example.com',
  TRUST_PROXY: 'true or false',
  LOG_LEVEL: 'fatal, error, warn, info, debug, trace or silent',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  OIDC_ISSUER: 'an http(s) URL of an OpenID Connect issuer',
  ADMIN_EMAILS: 'comma-separated e-mail addresses',
  SESSION_IDLE_MINUTES: 'an integer from 5 to 43200',
  SESSION_ABSOLUTE_HOURS: 'an integer from 1 to 2160',
  AUTH_RATE_LIMIT_PER_MINUTE: 'an integer from 1 to 10000',
  API_TOKEN_RATE_PER_MINUTE: 'an integer from 1 to 100000',
  API_TOKENS_PER_MEMBER: 'an integer from 1 to 100',
  STREAM_HEARTBEAT_S: 'an integer number of seconds from 1 to 300',
  METRICS_TOKEN: 'a secret of at least 16 characters',
  SMTP_URL: 'an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com:465',
  MAIL_FROM: 'a sender such as Arbiter Alerts <alerts@example.com>',
  ALERT_BATCH_S: 'an integer number of seconds from 0 to 3600',
  PUSH_EXTRA_HOSTS: 'comma-separated host names, or *.domain patterns, such as push.example.com',
  TEST_OUTBOUND_LOOPBACK: 'true or false (true only with NODE_ENV=test)',
  TELEGRAM_BOT_TOKEN: 'the token @BotFather gave, such as 123456789:AA…',
  TELEGRAM_BOT_USERNAME: "the bot's user name, such as ArbiterAlertsBot",
  TELEGRAM_API_BASE_URL: 'an http(s) URL such as https://api.telegram.org',
  DISCORD_WEBHOOK_BASE_URL: 'an http(s) URL of a stand-in Discord (only with NODE_ENV=test)',
  MARKET_ANALYSIS_THREADS: 'an integer from 0 (main thread) to 16',
  MARKET_REFRESH_S: 'an integer number of seconds from 5 to 3600',
  STREAMS_PER_SESSION: 'an integer from 1 to 100',
  STRIPE_SECRET_KEY: 'a Stripe secret key (starting sk_ or rk_)',
  STRIPE_WEBHOOK_SECRET: 'a Stripe webhook signing secret such as whsec_…',
  STRIPE_PRICE_MONTHLY: 'a Stripe price id such as price_…',
  STRIPE_PRICE_ANNUAL: 'a Stripe price id such as price_…',
  STRIPE_API_BASE_URL: 'an http(s) URL such as https://api.stripe.com',
  LOCAL_BILLING_WEBHOOK_SECRET: 'whsec_ followed by at least 16 characters',
  ODDS_API_BASE_URL: 'an http(s) URL such as https://api.the-odds-api.com',
  ODDS_API_MONTHLY_CREDITS: 'an integer from 0 to 1000000000',
  ODDS_API_CREDIT_PRICE_USD: 'dollars per credit from 0 to 100, e.g. 0.0015',
  ODDS_SPORTS: 'comma-separated sport keys such as basketball_nba,soccer_epl',
  ODDS_REGIONS: 'comma-separated regions among us, us2, uk, eu, au',
  ODDS_POLL_INTERVAL_S: 'an integer number of seconds from 1 to 3600',
  ODDS_SCORES_INTERVAL_S: 'an integer number of seconds from 1 to 86400',
  ODDS_REQUEST_TIMEOUT_MS: 'an integer number of milliseconds from 100 to 120000',
  ODDS_HISTORY_RETENTION_DAYS: 'an integer number of days from 1 to 3650',
  ODDS_EVENT_MARKETS_SHARE: 'a fraction of the monthly credits from 0 to 0.9, e.g. 0.3',
  ODDS_EVENT_MARKETS_PER_EVENT: 'an integer number of markets from 1 to 50',
  QUOTE_MAX_AGE_S: 'an integer number of seconds from 5 to 86400',
  QUOTE_STALE_GRACE_S: 'an integer number of seconds from 0 to 86400',
  VALUE_MIN_EV: 'a fraction from 0 to 1, e.g. 0.02 for 2%',
  VALUE_CONSENSUS_MIN_BOOKS: 'an integer number of books from 2 to 50',
  VALUE_CONSENSUS_MIN_EV: 'a fraction from 0 to 1, e.g. 0.04 for 4%',
  TRUST_FRESH_S: 'an integer number of seconds from 5 to 3600',
  TRUST_CONFIRMED_S: 'an integer number of seconds from 5 to 600',
  TRUST_OUTLIER_SHARE: 'a fraction from 0.01 to 0.9, e.g. 0.2',
  TRUST_MIN_BOOKS: 'an integer from 1 to 50',
  RECHECK_MONTHLY_CREDITS: 'an integer number of credits from 0 to 1000000000',
  RECHECK_PER_MEMBER_DAILY: 'an integer from 1 to 100000',
  RECHECK_SHARE_S: 'an integer number of seconds from 0 to 300',
  ARBITER_ROLES: 'comma-separated roles among api, scanner, jobs',
  SCANNER_THREAD: 'true or false',
  SIM_SEED: 'a non-negative integer',
  SIM_SPEED: 'a number from 0.1 to 1000',
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment') as keyof Env;
      const shown = env[name] === undefined ? '(unset)' : JSON.stringify(env[name]);
      return `${name}=${shown} is invalid: expected ${accepts[name] ?? issue.message}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  }
  if (!e.OIDC_ISSUER && (e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET)) {
    problems.push('OIDC_ISSUER is required when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set');
  }
  problems.push(...stripeProblems(e));
  if (e.TEST_OUTBOUND_LOOPBACK && e.NODE_ENV !== 'test') {
    problems.push(
      'TEST_OUTBOUND_LOOPBACK lets members point the server at this machine: it is ' +
        'accepted only with NODE_ENV=test',
    );
  }
  if (e.TELEGRAM_BOT_TOKEN && !e.TELEGRAM_BOT_USERNAME) {
    problems.push('TELEGRAM_BOT_USERNAME is required when TELEGRAM_BOT_TOKEN is set');
  }
  if (e.DISCORD_WEBHOOK_BASE_URL && e.NODE_ENV !== 'test') {
    problems.push(
      'DISCORD_WEBHOOK_BASE_URL lets members post to a URL other than Discord: it is accepted ' +
        'only with NODE_ENV=test',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (!e.OIDC_ISSUER && isReachableFromElsewhere(e.HOST, publicUrl)) {
    problems.push(
      `The embedded sign-in asks for no password, so it only runs on this machine (HOST=${e.HOST}, ` +
        `PUBLIC_URL=${publicUrl}). To serve Arbiter to other machines, set OIDC_ISSUER and ` +
        'OIDC_CLIENT_ID to your identity provider; or keep HOST on loopback (the default) and ' +
        'PUBLIC_URL on localhost.',
    );
  }
  const roles = new Set(e.ARBITER_ROLES);
  if (roles.size < ALL_ROLES.length && !e.DATABASE_URL) {
    problems.push(
      `ARBITER_ROLES=${[...roles].join(',')} splits Arbiter over several processes, but the ` +
        'embedded database (PGlite) serves one process only. Set DATABASE_URL to a PostgreSQL ' +
        'server (and NATS_URL to a NATS JetStream server) for every process, or leave ' +
        'ARBITER_ROLES unset to run everything in this one process.',
    );
  } else if (roles.size < ALL_ROLES.length && !e.NATS_URL) {
    problems.push(
      `ARBITER_ROLES=${[...roles].join(',')} splits Arbiter over several processes, but live ` +
        'opportunities, session ends and rule changes reach the other processes only through ' +
        'NATS JetStream. Set NATS_URL (and the same DATABASE_URL) for every process, or leave ' +
        'ARBITER_ROLES unset to run everything in this one process.',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  // The simulator's credits are its own; the budget protects a real account.
  const monthlyCredits = e.ODDS_API_KEY
    ? e.ODDS_API_MONTHLY_CREDITS
    : Math.max(e.ODDS_API_MONTHLY_CREDITS, 50_000_000);
  // A real account buys event markets only when asked to; the simulator shows them from the start.
  const eventShare = e.ODDS_EVENT_MARKETS_SHARE ?? (e.ODDS_API_KEY ? 0 : 0.3);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    https: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    nats: e.NATS_URL
      ? {
          url: e.NATS_URL,
          name: e.NATS_STREAM,
          retainMs: e.NATS_RETAIN_MINUTES * 60_000,
          retainBytes: e.NATS_RETAIN_MB * 1024 * 1024,
        }
      : null,
    oidc: e.OIDC_ISSUER
      ? {
          kind: 'external',
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID ?? '',
          clientSecret: e.OIDC_CLIENT_SECRET,
          providerName: e.OIDC_PROVIDER_NAME ?? 'your identity provider',
        }
      : { kind: 'embedded', providerName: e.OIDC_PROVIDER_NAME ?? 'Arbiter Local Sign-In' },
    adminEmails: e.ADMIN_EMAILS,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    apiTokens: {
      ratePerMinute: e.API_TOKEN_RATE_PER_MINUTE,
      perMember: e.API_TOKENS_PER_MEMBER,
    },
    metricsToken: e.METRICS_TOKEN,
    streams: { heartbeatMs: e.STREAM_HEARTBEAT_S * 1000, perSession: e.STREAMS_PER_SESSION },
    billing: billingConfig(e),
    odds: {
      source: e.ODDS_API_KEY
        ? {
            kind: 'external',
            baseUrl: e.ODDS_API_BASE_URL ?? 'https://api.the-odds-api.com',
            apiKey: e.ODDS_API_KEY,
          }
        : { kind: 'embedded', seed: e.SIM_SEED, speed: e.SIM_SPEED },
      monthlyCredits,
      creditPriceUsd: e.ODDS_API_CREDIT_PRICE_USD ?? null,
      sports: e.ODDS_SPORTS,
      regions: e.ODDS_REGIONS,
      markets: ['h2h', 'spreads', 'totals'],
      pollIntervalMs: e.ODDS_POLL_INTERVAL_S * 1000,
      scoresIntervalMs: e.ODDS_SCORES_INTERVAL_S * 1000,
      requestTimeoutMs: e.ODDS_REQUEST_TIMEOUT_MS,
      historyRetentionMs: e.ODDS_HISTORY_RETENTION_DAYS * 86_400_000,
      eventMarkets: {
        share: eventShare,
        perEvent: e.ODDS_EVENT_MARKETS_PER_EVENT,
        // The featured polls plan within the rest of monthlyCredits.
        monthlyBudget: Math.floor(monthlyCredits * eventShare),
      },
    },
    detection: {
      maxAgeMs: e.QUOTE_MAX_AGE_S * 1000,
      staleGraceMs: e.QUOTE_STALE_GRACE_S * 1000,
      valueMinEv: e.VALUE_MIN_EV,
      consensusMinBooks: e.VALUE_CONSENSUS_MIN_BOOKS,
      consensusMinEv: Math.max(e.VALUE_MIN_EV, e.VALUE_CONSENSUS_MIN_EV),
    },
    trust: {
      freshWithinMs: e.TRUST_FRESH_S * 1000,
      confirmedForMs: e.TRUST_CONFIRMED_S * 1000,
      outlierShare: e.TRUST_OUTLIER_SHARE,
      minBooks: e.TRUST_MIN_BOOKS,
    },
    recheck: {
      // A tenth of the plan by default: enough for hundreds of taps a day on a 20,000 plan.
      monthlyCredits: e.RECHECK_MONTHLY_CREDITS ?? Math.floor(e.ODDS_API_MONTHLY_CREDITS / 10),
      perMemberDaily: e.RECHECK_PER_MEMBER_DAILY,
      shareMs: e.RECHECK_SHARE_S * 1000,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    alerts: { batchMs: e.ALERT_BATCH_S * 1000 },
    outbound: {
      extraPushHosts: e.PUSH_EXTRA_HOSTS,
      allowLoopbackForTests: e.TEST_OUTBOUND_LOOPBACK,
    },
    market: {
      analysisThreads: e.MARKET_ANALYSIS_THREADS ?? Math.min(2, availableParallelism()),
      refreshMs: e.MARKET_REFRESH_S * 1000,
    },
    telegram:
      e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_BOT_USERNAME
        ? {
            botToken: e.TELEGRAM_BOT_TOKEN,
            botUsername: e.TELEGRAM_BOT_USERNAME,
            apiBaseUrl: e.TELEGRAM_API_BASE_URL.replace(/\/+$/, ''),
            updates: publicUrl.startsWith('https://') ? 'webhook' : 'polling',
          }
        : null,
    discord: { testBaseUrl: e.DISCORD_WEBHOOK_BASE_URL?.replace(/\/+$/, '') },
    roles,
    scannerThread: e.SCANNER_THREAD,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]', '0:0:0:0:0:0:0:1']);

function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase();
  return (
    LOOPBACK_HOSTS.has(name) || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * True when people on other machines could reach the sign-in: the server listens beyond loopback,
 * or the browser is told to use an origin other than this machine (a proxy in front, a tunnel).
 */
export function isReachableFromElsewhere(host: string, publicUrl: string): boolean {
  if (!isLoopbackName(host)) return true;
  return !isLoopbackName(new URL(publicUrl).hostname);
}
