import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { AlertServices } from './alerts/create-alerts';
import { alertsRoutes } from './routes/alerts-routes';
import { chatRoutes } from './routes/chat-routes';
import { createEmbeddedProvider, EMBEDDED_ISSUER_PATH } from './auth/embedded-provider';
import { localLoginCss } from './auth/local-login-page';
import { RelyingParty } from './auth/oidc-client';
import { applyControlEvents } from './streams/apply-control-events';
import { MemoryBus } from './platform/bus/memory-bus';
import { LiveOpportunities } from './replica/live-opportunities';
import type { LiveReplica } from './replica/live-replica';
import { createAccessRules, sessionCookieName } from './auth/request-auth';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DetectionEngine } from './engine/detection-engine';
import type { LiveBus } from './platform/bus/live-bus';
import type { OddsFeed } from './odds/odds-feed';
import { opportunityRoutes, streamRoutes } from './routes/opportunity-routes';
import { historyRoutes } from './routes/history-routes';
import { settingsRoutes } from './routes/settings-routes';
import { bookLedgerRoutes } from './routes/book-ledger-routes';
import { LedgerCache } from './account/ledger-cache';
import { MemberMethods } from './account/member-methods';
import { MethodChoiceCache } from './calibration/method-choice-cache';
import { portfolioRoutes } from './routes/portfolio-routes';
import { feedRoutes } from './routes/feed-routes';
import { LocalFeedReads } from './odds/local-feed-reads';
import type { FeedReads } from './replica/feed-reads';
import { marketIntelligenceRoutes } from './routes/market-intelligence-routes';
import { trackRecordRoutes } from './routes/track-record-routes';
import type { MarketViews, Rechecker } from './replica/scanner-services';
import { registerClientAssets } from './http/client-assets';
import { registerErrorHandler } from './http/errors';
import { registerSecurity } from './http/security';
import { runtimeFiles } from './runtime-files';
import { adminAuditRoutes } from './routes/admin-audit-routes';
import { adminInsightRoutes } from './routes/admin-insight-routes';
import { adminMemberRoutes } from './routes/admin-member-routes';
import { authRoutes } from './routes/auth-routes';
import { billingRoutes } from './routes/billing-routes';
import { localLoginRoutes } from './routes/local-login-routes';
import { membershipRoutes } from './routes/membership-routes';
import { registerMetrics } from './http/metrics';
import type { RoleReadiness } from './runtime/role-readiness';
import { operationsRoutes } from './routes/operations-routes';
import { publicConfigRoutes } from './routes/public-config-routes';
import { createStreamRegistry } from './streams/stream-access';
import { apiTokenRoutes } from './routes/api-token-routes';
import { MEMBER_API_PREFIX, memberApiRoutes } from './routes/member-api-routes';
import { memberApiDocsRoutes, registerMemberApiDocument } from './routes/member-api-docs-routes';

export interface AppOptions {
  config: Config;
  db: Database;
  clock?: () => Date;
  /** Folder of the built client; defaults to dist/client. */
  clientDir?: string;
  logger?: boolean;
  feed?: OddsFeed | null;
  /** The feed's reads when the feed runs elsewhere (the elected scanner, the scanner's thread). */
  feedReads?: FeedReads | null;
  /** The scanner thread's own metrics, appended to this process's (decision 040). */
  scannerMetrics?: () => Promise<string>;
  engine?: DetectionEngine | null;
  bus?: LiveBus | null;
  /** The live read model; by default the engine's own, when there is one. */
  replica?: LiveReplica | null;
  alerts?: AlertServices | null;
  /** The market analysis; present where the odds feed runs. */
  market?: MarketViews | null;
  recheck?: Rechecker | null;
  /** Where rate-limit windows are counted: shared by every process (PostgreSQL), or this one's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** What /readyz reports of this process's roles; absent: every role, all ready. */
  readiness?: RoleReadiness;
}

/** Builds the Fastify instance with every plugin and route. It never listens: tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              // Query strings can carry authorization codes and state: log the path only.
              req: (req) => ({ method: req.method, path: req.url.split('?')[0], id: req.id }),
            },
          },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The OpenAPI document is generated from the same zod schemas the routes validate with.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Arbiter API', version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await registerMemberApiDocument(app, config);
  app.decorateRequest('auth', null);
  app.decorateRequest('apiTokenId', null);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  // Responses built per request (odds boards, history) are compressed on the fly; the live lists
  // and the client's files arrive already compressed and are passed through.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    // A shared store that cannot answer lets the request through: the database it needs is down.
    ...(options.rateLimitStore ? { store: options.rateLimitStore, skipOnError: true } : {}),
  });

  const embedded =
    config.oidc.kind === 'embedded'
      ? createEmbeddedProvider(config.publicUrl, config.trustProxy)
      : null;
  const relyingParty = new RelyingParty({
    issuer: embedded?.issuer ?? (config.oidc.kind === 'external' ? config.oidc.issuer : ''),
    clientId: embedded?.clientId ?? (config.oidc.kind === 'external' ? config.oidc.clientId : ''),
    clientSecret:
      embedded?.clientSecret ??
      (config.oidc.kind === 'external' ? config.oidc.clientSecret : undefined),
    redirectUri: `${config.publicUrl}/api/callback`,
    postLogoutRedirectUri: `${config.publicUrl}/landing`,
  });

  const streams = createStreamRegistry(config, db, clock, app.log);
  const replica = options.replica ?? options.engine?.replica ?? null;
  const ctx: AppContext = {
    config,
    db,
    clock,
    relyingParty,
    access: createAccessRules(config, db, clock),
    feed: options.feed ?? null,
    engine: options.engine ?? null,
    feedReads:
      options.feedReads ?? (options.feed ? new LocalFeedReads(options.feed, config) : null),
    replica,
    live:
      options.engine?.live ??
      (replica ? new LiveOpportunities(replica, () => clock().getTime()) : null),
    bus: options.bus ?? null,
    control: options.bus ?? new MemoryBus(),
    streams,
    ledgers: new LedgerCache(db),
    methods: new MemberMethods(
      db,
      config.detection.valueMinEv,
      new MethodChoiceCache(db, clock),
      () => clock().getTime(),
    ),
    alerts: options.alerts ?? null,
    market: options.market ?? null,
    recheck: options.recheck ?? null,
  };
  // Sign-outs, plan and rule changes made in any process reach this one's caches and streams.
  const stopControl = applyControlEvents(ctx);
  app.addHook('onClose', async () => stopControl());
  // Before the server waits for its connections: an open stream would otherwise keep it waiting.
  app.addHook('preClose', async () => streams.closeAll());

  if (embedded && config.roles.has('api')) {
    await app.register(async (scope) => {
      // oidc-provider reads its own request bodies.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const limit = {
        rateLimit: { max: config.authRateLimitPerMinute * 4, timeWindow: '1 minute' },
      };
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        embedded.handle(request.raw, reply.raw);
      };
      scope.all(EMBEDDED_ISSUER_PATH, { config: limit }, handler);
      scope.all(`${EMBEDDED_ISSUER_PATH}/*`, { config: limit }, handler);
    });
    await app.register(localLoginRoutes, {
      provider: embedded,
      rateLimitPerMinute: config.authRateLimitPerMinute,
    });
    // External, so the strict CSP (script-src 'self') lets it confirm the local sign-out.
    app.get('/local-logout.js', async (_request, reply) =>
      reply.type('text/javascript').send("document.getElementById('op.logoutForm').submit();"),
    );
    app.get('/local-login.css', async (_request, reply) =>
      reply.type('text/css').header('cache-control', 'public, max-age=3600').send(localLoginCss),
    );
  }

  const readiness = options.readiness ?? {
    roles: [...config.roles],
    scanner: null,
    jobs: null,
  };
  const metrics = registerMetrics(app, {
    feed: ctx.feed,
    engine: ctx.engine,
    streams,
    monthlyCredits: config.odds.monthlyCredits,
    roles: readiness.roles,
  });
  await app.register(operationsRoutes, {
    ...ctx,
    metrics,
    readiness,
    scannerMetrics: options.scannerMetrics ?? null,
  });
  // A process without the api role answers its operators only (health, readiness, metrics).
  if (!config.roles.has('api')) return app;
  await app.register(publicConfigRoutes, ctx);
  await app.register(trackRecordRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(membershipRoutes, ctx);
  await app.register(billingRoutes, ctx);
  await app.register(adminMemberRoutes, ctx);
  await app.register(adminInsightRoutes, ctx);
  await app.register(adminAuditRoutes, ctx);
  // Live routes exist only where their services run.
  const { feedReads, bus } = ctx;
  if (feedReads) await app.register(feedRoutes, { ...ctx, feedReads });
  if (ctx.live) await app.register(opportunityRoutes, { ...ctx, live: ctx.live });
  if (bus) await app.register(streamRoutes, { ...ctx, bus });
  if (ctx.market) await app.register(marketIntelligenceRoutes, { ...ctx, market: ctx.market });
  await app.register(historyRoutes, ctx);
  await app.register(settingsRoutes, ctx);
  await app.register(bookLedgerRoutes, ctx);
  await app.register(portfolioRoutes, ctx);
  await app.register(apiTokenRoutes, ctx);
  await app.register(memberApiRoutes, { ...ctx, prefix: MEMBER_API_PREFIX });
  await app.register(memberApiDocsRoutes, { prefix: MEMBER_API_PREFIX });
  if (ctx.alerts) {
    await app.register(alertsRoutes, { ...ctx, alerts: ctx.alerts });
    await app.register(chatRoutes, { ...ctx, alerts: ctx.alerts });
  }
  await registerClientAssets(app, options.clientDir ?? runtimeFiles.clientDir);
  return app;
}
