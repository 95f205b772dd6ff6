import { apiRoutes } from '@chapter/contract/routes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { BlobStore } from './blobs/blob-store.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import { type ChangeFeed, silentChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/client.ts';
import { memoryRateLimiters } from './lib/rate-limiter.ts';
import { sharedRateLimiters } from './lib/shared-rate-limiter.ts';
import { lineServices } from './line/services.ts';
import { RequestLogController } from './logger.ts';
import type { AppParts } from './modules/app-parts.ts';
import { attendanceModule } from './modules/attendance/module.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { auditModule } from './modules/audit/module.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import type { LoginLimits } from './modules/auth/login-guard.ts';
import { authModule } from './modules/auth/module.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { cashUpModule } from './modules/cash-up/module.ts';
import { cashUpRoutes } from './modules/cash-up/routes.ts';
import { doorModule } from './modules/door/module.ts';
import { doorRoutes } from './modules/door/routes.ts';
import { adminEventsRoutes } from './modules/events/admin/routes.ts';
import { eventsModule } from './modules/events/module.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { meetingSeriesRoutes } from './modules/events/series/routes.ts';
import { substitutesRoutes } from './modules/events/substitutes/routes.ts';
import { leaveModule } from './modules/leave/module.ts';
import { leaveRoutes } from './modules/leave/routes.ts';
import { lineBindingsRoutes } from './modules/line-accounts/bindings/routes.ts';
import { lineAccountsModule } from './modules/line-accounts/module.ts';
import { lineAccountsRoutes } from './modules/line-accounts/routes.ts';
import { lineChatModule } from './modules/line-chat/module.ts';
import { richMenusModule } from './modules/line-chat/rich-menus/module.ts';
import { richMenusRoutes } from './modules/line-chat/rich-menus/routes.ts';
import { lineWebhookRoutes } from './modules/line-chat/webhook/routes.ts';
import { adminMembersRoutes } from './modules/members/admin/routes.ts';
import { cardLinkFrameworkErrors, cardRoutes } from './modules/members/card/routes.ts';
import type { CardLimits } from './modules/members/card/service.ts';
import { membersModule } from './modules/members/module.ts';
import { profileRoutes } from './modules/members/profile/routes.ts';
import { staffListRoutes } from './modules/members/staff-list/routes.ts';
import { messagingModule } from './modules/messaging/module.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import type { SlipUploadOptions } from './modules/payments/slips/service.ts';
import { SLIP_LIMITS } from './modules/payments/slips/slip-image.ts';
import { privacyModule } from './modules/privacy/module.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { settingsModule } from './modules/settings/module.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { systemModule } from './modules/system/module.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { visitorsModule } from './modules/visitors/module.ts';
import { visitorsRoutes } from './modules/visitors/routes.ts';
import type { VisitLimits } from './modules/visitors/visit-service.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyTimeoutPlugin } from './plugins/body-timeout.ts';
import { changesHeardPlugin } from './plugins/changes-heard.ts';
import { compressionPlugin } from './plugins/compression.ts';
import {
  type DatabaseQueueOptions,
  databaseQueueDefaults,
  databaseQueuePlugin,
  needsDatabase,
} from './plugins/database-queue.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  blobs: BlobStore;
  logger?: FastifyServerOptions['logger'];
  loginLimits?: LoginLimits;
  /** Rate limits of the public business card and contact file. */
  cardLimits?: CardLimits;
  /** Rate limits of visitors' public links. */
  visitLimits?: VisitLimits;
  /** How long a process holds a message run before another may take it over (tests shorten it). */
  messageLeaseMs?: number;
  /** Per-member slip upload limits (tests raise them) and the image step (tests hold it). */
  slipUploads?: SlipUploadOptions;
  now?: () => Date;
  /** The bounds of the line in front of the database (ADR 33); tests narrow them. */
  databaseQueue?: Partial<DatabaseQueueOptions>;
  /** How long a small JSON body may take to arrive (ADR 44); tests shorten it. */
  smallBodyTimeoutMs?: number;
  /**
   * Committed changes, heard (ADR 62): without a feed nothing a signed-in read needs is kept, and
   * every request asks the database.
   */
  changes?: ChangeFeed;
  /**
   * Before each request, wait until every change committed so far has been heard. Tests write to
   * the database directly, as psql would, and then ask at once; a process hears such a write a
   * moment later, which the two-process tests measure with this off.
   */
  hearChangesBeforeEachRequest?: boolean;
}

/** A connection that sends and receives nothing for this long is closed. */
const IDLE_CONNECTION_MS = 30_000;

/** JSON bodies are small; the slip upload route raises its own limit. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * How long a body of at most DEFAULT_BODY_LIMIT may take after its headers (ADR 44): 64 KB in 10 s
 * is 6.4 KB/s, which the slowest phone connection a member would use still manages, and a login's
 * few hundred bytes take well under a second.
 */
const SMALL_BODY_TIMEOUT_MS = 10_000;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the nearest N addresses are proxies" (as
 * Express reads a number): Fastify 5 refuses plain numbers, since a client reaching the server
 * directly could then choose its address; the README says to give the proxies' addresses in that case.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole application: used by main.ts to serve and by every API test through inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, blobs } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new RequestLogController(),
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow clients are cut off: a request must arrive whole within the timeout (Node answers 408),
    // and a connection silent for 30 s is closed. Node 20 reads requestTimeout when the server is
    // made (setting it afterwards, as Fastify also does, is not enough) and checks every `interval`.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: IDLE_CONNECTION_MS,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.requestTimeoutMs / 4)),
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    frameworkErrors: cardLinkFrameworkErrors(frameworkErrors),
  });
  app.decorate('inFlight', trackInFlight(app));
  const changes = deps.changes ?? silentChangeFeed;
  // First, so a test's direct writes are heard before anything of the request runs.
  await app.register(changesHeardPlugin, { changes, beforeEachRequest: deps.hearChangesBeforeEachRequest === true });
  await app.register(databaseQueuePlugin, { ...databaseQueueDefaults(config.database.kind), ...deps.databaseQueue });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (route.url.startsWith('/api/') && method !== 'HEAD') registered.add(`${method} ${route.url}`);
  });

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(bodyTimeoutPlugin, {
    timeoutMs: deps.smallBodyTimeoutMs ?? SMALL_BODY_TIMEOUT_MS,
    smallBodyLimit: DEFAULT_BODY_LIMIT,
  });

  const now = deps.now ?? (() => new Date());
  const parts: AppParts = {
    config,
    db,
    changes,
    blobs,
    line: lineServices(config),
    // Several processes share one PostgreSQL, so they share its counts; PGlite is one process (ADR 38).
    rateLimiters: config.database.kind === 'postgres' ? sharedRateLimiters(db, now) : memoryRateLimiters(now),
    now,
    log: app.log,
  };

  // The composition root (ADR 39): every module is built the same way, from the parts and, by
  // name, what it takes from modules built before it.
  const { settings, publicConfig } = settingsModule(parts);
  const chapterName = () => settings.chapterName();
  // Menus by role, reconciled on the beat (ADR 60): bindings, roles and erasures reach LINE within one.
  const { richMenus } = richMenusModule(parts);
  const privacy = privacyModule(parts, { settings, forgetRichMenu: (lineUserId) => richMenus.forget(lineUserId) });
  const messaging = messagingModule(parts, { chapterName }, { leaseMs: deps.messageLeaseMs });
  const lineAccounts = lineAccountsModule(parts, { chapterName, notices: messaging.notices });
  const auth = authModule(parts, { lineAccounts, chapterName }, { loginLimits: deps.loginLimits });
  const members = membersModule(parts, { cardLimits: deps.cardLimits });
  const events = eventsModule(parts, { notices: messaging.notices });
  // The beat's other work, after the reminder rules and their runs: the coming weekly meetings, the day's retention.
  messaging.jobs.ride({ name: 'meeting-series', tick: (at) => events.series.tick(at) });
  // After the meetings exist: each one's "are you coming?" the day before (issue 37).
  messaging.jobs.ride({ name: 'meeting-ask', tick: (at) => messaging.meetingAsk.tick(at) });
  messaging.jobs.ride({ name: 'retention', tick: (at) => privacy.retentionJob.tick(at) });
  const payments = await paymentsModule(
    parts,
    { settings, notices: messaging.notices, vouchers: lineAccounts.vouching },
    deps.slipUploads,
  );
  const visitors = visitorsModule(
    parts,
    {
      payments: {
        createForGuest: (guestId, upload, address) => payments.payments.createForGuest(guestId, upload, address),
        qr: (payer, chosen) => payments.promptPay.qr(payer, chosen),
      },
      chapterName,
    },
    { visitLimits: deps.visitLimits },
  );
  const door = doorModule(parts, {
    guestOfLink: (token, address) => visitors.visits.guestOfLink(token, address),
    takeCash: (hostId, cash, address) => payments.doorCash.takeCash(hostId, cash, address),
  });
  const leave = leaveModule(parts, { notices: messaging.notices });
  const cashUp = cashUpModule(parts);
  const attendance = attendanceModule(parts);
  const { audit } = auditModule(parts);
  const { health } = systemModule(parts, { line: app.databaseQueue });
  // The chat with the Official Account (issue 37), after the modules its handlers answer through.
  const lineChat = lineChatModule(
    parts,
    {
      chapterName,
      register: (memberId, eventId, address) => events.events.register(memberId, eventId, address),
      slips: {
        create: (memberId, upload, address) => payments.payments.create(memberId, upload, address),
        maxBytes: SLIP_LIMITS.maxBytes,
      },
    },
    { leaseMs: deps.messageLeaseMs },
  );
  // Events a stopped process left, retries that are due, and the removal of old ones.
  messaging.jobs.ride({ name: 'line-chat', tick: (at) => lineChat.queue.tick(at) });
  messaging.jobs.ride({ name: 'rich-menus', tick: () => richMenus.sync() });
  app.decorate('richMenus', richMenus);

  app.decorate('messageJobs', messaging.jobs);
  app.addHook('onClose', () => messaging.jobs.stop());
  app.addHook('onClose', () => payments.close());
  app.decorate('lineChat', { idle: () => lineChat.queue.idle() });
  app.addHook('onClose', () => lineChat.queue.stop());
  await app.register(authPlugin, { findSession: (hash) => auth.sessions.find(hash), inTheLine: needsDatabase });
  // After auth, whose session check runs first in preValidation: a caller without a live session
  // learns nothing of what a route would store.
  await app.register(textInputPlugin);

  await app.register(async (api) => {
    authRoutes(api, auth.auth);
    lineAccountsRoutes(api, lineAccounts);
    profileRoutes(api, members.members);
    staffListRoutes(api, members.memberList);
    lineBindingsRoutes(api, lineAccounts.bindings);
    cardRoutes(api, members.businessCards);
    eventsRoutes(api, events);
    paymentsRoutes(api, payments);
    messagingRoutes(api, messaging);
    systemRoutes(api, { config, publicConfig, health });
    settingsRoutes(api, settings);
    auditRoutes(api, audit);
    privacyRoutes(api, privacy);
    adminEventsRoutes(api, events.admin);
    meetingSeriesRoutes(api, events.series);
    substitutesRoutes(api, events.substitutes);
    visitorsRoutes(api, visitors);
    doorRoutes(api, door);
    cashUpRoutes(api, cashUp);
    leaveRoutes(api, leave);
    attendanceRoutes(api, attendance);
    adminMembersRoutes(api, { members: members.admin });
    lineWebhookRoutes(api, { webhook: lineChat.webhook, channelSecret: config.line.channelSecret });
    richMenusRoutes(api, richMenus);
  });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  await app.ready();
  assertContractComplete(registered);
  return app;
}

/** The contract is the list of routes the OpenAPI document and the authorization tests trust. */
function assertContractComplete(registered: Set<string>): void {
  const declared = new Set(Object.values(apiRoutes).map((route) => `${route.method} ${route.path}`));
  const undeclared = [...registered].filter((route) => !declared.has(route));
  const missing = [...declared].filter((route) => !registered.has(route));
  if (undeclared.length > 0 || missing.length > 0) {
    throw new Error(
      `API routes and the contract disagree. Not in the contract: ${undeclared.join(', ') || 'none'}; not registered: ${missing.join(', ') || 'none'}`,
    );
  }
}
