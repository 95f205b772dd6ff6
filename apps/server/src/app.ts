import { apiRoutes } from '@chapter/contract/routes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { BlobStore } from './blobs/blob-store.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Db } from './db/client.ts';
import { loadOrCreateSecret } from './db/secrets.ts';
import { Notices } from './lib/notices.ts';
import { memoryRateLimiters, type RateLimiters } from './lib/rate-limiter.ts';
import { sharedRateLimiters } from './lib/shared-rate-limiter.ts';
import { UrlSigner } from './lib/url-signer.ts';
import { lineServices } from './line-services.ts';
import { RequestLogController } from './logger.ts';
import { AuditRepository } from './modules/audit/repository.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { AuditService } from './modules/audit/service.ts';
import { AuthRepository } from './modules/auth/repository.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService, defaultLoginLimits, type LoginLimits } from './modules/auth/service.ts';
import { SessionLookup } from './modules/auth/session-lookup.ts';
import { AdminEventsRepository } from './modules/events/admin-repository.ts';
import { adminEventsRoutes } from './modules/events/admin-routes.ts';
import { AdminEventsService } from './modules/events/admin-service.ts';
import { ParticipantsRepository } from './modules/events/participants-repository.ts';
import { ParticipantsService } from './modules/events/participants-service.ts';
import { EventsRepository } from './modules/events/repository.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { EventsService } from './modules/events/service.ts';
import { LineBinder } from './modules/line-accounts/binder.ts';
import { LineBindingsService } from './modules/line-accounts/bindings-service.ts';
import { ClaimsService } from './modules/line-accounts/claims-service.ts';
import { InvitationsService } from './modules/line-accounts/invitations-service.ts';
import { LineAccountsRepository } from './modules/line-accounts/repository.ts';
import { lineAccountsRoutes } from './modules/line-accounts/routes.ts';
import { AdminMembersRepository } from './modules/members/admin-repository.ts';
import { adminMembersRoutes } from './modules/members/admin-routes.ts';
import { AdminMembersService } from './modules/members/admin-service.ts';
import { BusinessCardRepository } from './modules/members/business-card-repository.ts';
import { BusinessCardService, type CardLimits } from './modules/members/business-card-service.ts';
import { MemberListRepository } from './modules/members/list-repository.ts';
import { MemberListService } from './modules/members/list-service.ts';
import { MembersRepository } from './modules/members/repository.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { MembersService } from './modules/members/service.ts';
import { MessageJobs } from './modules/messaging/message-jobs.ts';
import { MessagingRepository } from './modules/messaging/repository.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { ReminderRulesService } from './modules/messaging/rules-service.ts';
import { RunsRepository } from './modules/messaging/runs/runs-repository.ts';
import { ReminderScheduler } from './modules/messaging/runs/scheduler.ts';
import { RunWorker } from './modules/messaging/runs/worker.ts';
import { MessagingService } from './modules/messaging/service.ts';
import { ConfirmationsRepository } from './modules/payments/confirmations-repository.ts';
import { ConfirmationsService } from './modules/payments/confirmations-service.ts';
import { PromptPayService } from './modules/payments/promptpay-service.ts';
import { PaymentsRepository } from './modules/payments/repository.ts';
import { ReversalService } from './modules/payments/reversal-service.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { PaymentsService, type SlipUploadOptions } from './modules/payments/service.ts';
import { SlipQrReader } from './modules/payments/slip-qr/slip-qr-reader.ts';
import { SlipChecker } from './modules/payments/slip-verification/slip-checker.ts';
import { SlipOkClient } from './modules/payments/slip-verification/slipok-client.ts';
import { ValidationRepository } from './modules/payments/validation-repository.ts';
import { ValidationService } from './modules/payments/validation-service.ts';
import { ErasureService } from './modules/privacy/erasure-service.ts';
import { ExportService } from './modules/privacy/export-service.ts';
import { NoticeService } from './modules/privacy/notice-service.ts';
import { RetentionJob } from './modules/privacy/retention-job.ts';
import { RetentionSettings } from './modules/privacy/retention-settings.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { SettingsService } from './modules/settings/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { type DatabaseQueueOptions, databaseQueueDefaults, databaseQueuePlugin } from './plugins/database-queue.ts';
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
  /** How long a process holds a message run before another may take it over (tests shorten it). */
  messageLeaseMs?: number;
  /** Per-member slip upload limits (tests raise them) and the image step (tests hold it). */
  slipUploads?: SlipUploadOptions;
  /** Where rate limits count; by default PostgreSQL on PostgreSQL and memory on PGlite (ADR 38). */
  rateLimiters?: RateLimiters;
  now?: () => Date;
  /** The bounds of the line in front of the database (ADR 33); tests narrow them. */
  databaseQueue?: Partial<DatabaseQueueOptions>;
}

/** A connection that sends and receives nothing for this long is closed. */
const IDLE_CONNECTION_MS = 30_000;

/** JSON bodies are small; the slip upload route raises its own limit. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

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
    frameworkErrors,
  });
  app.decorate('inFlight', trackInFlight(app));
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
  await app.register(textInputPlugin);

  const line = lineServices(config);
  const settings = new SettingsService(db, config);
  const now = deps.now ?? (() => new Date());
  // Several processes share one PostgreSQL, so they share its counts; PGlite is one process (ADR 38).
  const rateLimiters =
    deps.rateLimiters ?? (config.database.kind === 'postgres' ? sharedRateLimiters(db, now) : memoryRateLimiters(now));
  const chapterName = () => settings.chapterName();
  const runs = new RunsRepository(db);
  // What a message to members names: the chapter (from settings) and the mini-apps its buttons open.
  const composeContext = async () => ({
    chapterName: await settings.chapterName(),
    paymentUrl: config.liffIds.payment && `https://liff.line.me/${config.liffIds.payment}`,
    eventUrl: config.liffIds.event && `https://liff.line.me/${config.liffIds.event}`,
  });
  const worker = new RunWorker({
    db,
    repository: runs,
    sender: line.sender,
    context: composeContext,
    now,
    log: app.log,
    leaseMs: deps.messageLeaseMs ?? config.messageLeaseMs,
  });
  const retention = new RetentionSettings(db);
  const messageJobs = new MessageJobs(
    new ReminderScheduler(db),
    worker,
    now,
    app.log,
    new RetentionJob(db, blobs, retention, app.log),
  );
  app.decorate('messageJobs', messageJobs);
  app.addHook('onClose', () => messageJobs.stop());
  const notices = new Notices(chapterName, () => messageJobs.kick());
  const lineAccountsRepository = new LineAccountsRepository(db);
  const binder = new LineBinder(lineAccountsRepository, line.notifier, chapterName);
  const lineAccounts = {
    repository: lineAccountsRepository,
    binder,
    invitations: new InvitationsService({
      db,
      repository: lineAccountsRepository,
      binder,
      liffIdProfile: config.liffIds.profile,
      now,
    }),
    claims: new ClaimsService({
      db,
      repository: lineAccountsRepository,
      binder,
      notifier: line.notifier,
      chapterName,
      now,
    }),
  };
  const lineBindings = new LineBindingsService({
    db,
    repository: lineAccountsRepository,
    notifier: line.notifier,
    chapterName,
    now,
  });
  const authRepository = new AuthRepository(db);
  const authService = new AuthService({
    db,
    repository: authRepository,
    lineAccounts,
    demoApproval: config.demoMode,
    loginConfirmation: config.loginConfirmation,
    lineLogin: line.login,
    notifier: line.notifier,
    chapterName,
    limits: deps.loginLimits ?? { ...defaultLoginLimits, attemptsPerPhone: config.loginAttemptsPerPhone },
    rateLimiters,
    ...(deps.now && { now: deps.now }),
  });
  const sessions = new SessionLookup({ repository: authRepository, idleDays: config.tokenIdleDays, now });
  await app.register(authPlugin, { findSession: (hash) => sessions.find(hash) });

  // Slip image links are signed for one hour, handed out unchanged for ten minutes at a time.
  const signer = new UrlSigner(await loadOrCreateSecret(db, 'slip-image-links'), {
    ttlSeconds: 3600,
    stepSeconds: 600,
  });
  const slipQr = new SlipQrReader();
  app.addHook('onClose', () => slipQr.close());
  const verification = config.slipVerification;
  const paymentsService = new PaymentsService({
    db,
    repository: new PaymentsRepository(db),
    blobs,
    signer,
    log: app.log,
    slipQr,
    checker: verification && new SlipChecker(new SlipOkClient(verification), settings, now),
    rateLimiters,
    ...deps.slipUploads,
    ...(deps.now && { now: deps.now }),
  });

  await app.register(async (api) => {
    authRoutes(api, authService);
    lineAccountsRoutes(api, {
      bindings: lineBindings,
      claims: lineAccounts.claims,
      invitations: lineAccounts.invitations,
    });
    membersRoutes(api, {
      members: new MembersService(new MembersRepository(db)),
      memberList: new MemberListService(new MemberListRepository(db), deps.now),
      lineBindings,
      businessCards: new BusinessCardService(new BusinessCardRepository(db), deps.cardLimits, rateLimiters),
    });
    eventsRoutes(api, {
      events: new EventsService(db, new EventsRepository(db), deps.now),
      participants: new ParticipantsService(db, new ParticipantsRepository(db), deps.now),
    });
    paymentsRoutes(api, {
      payments: paymentsService,
      validation: new ValidationService(
        db,
        new ValidationRepository(db),
        (row, viewer) => paymentsService.toSlip(row, viewer),
        notices,
        deps.now,
      ),
      reversal: new ReversalService(db, deps.now),
      confirmations: new ConfirmationsService(db, new ConfirmationsRepository(db)),
      promptPay: new PromptPayService(db, settings),
    });
    messagingRoutes(api, {
      messaging: new MessagingService({
        db,
        repository: new MessagingRepository(db),
        runs,
        worker,
        sender: line.sender,
        context: composeContext,
        now,
      }),
      rules: new ReminderRulesService(db, now),
    });
    systemRoutes(api, { config, db, settings });
    settingsRoutes(api, settings);
    auditRoutes(api, new AuditService(new AuditRepository(db)));
    privacyRoutes(api, {
      notices: new NoticeService(db, retention, now),
      exports: new ExportService(db, blobs, now),
      erasure: new ErasureService({ db, blobs, lineLogin: line.login, now, log: app.log }),
      retention,
    });
    adminEventsRoutes(api, new AdminEventsService(db, new AdminEventsRepository(db), notices, deps.now));
    adminMembersRoutes(api, {
      members: new AdminMembersService(db, new AdminMembersRepository(db), deps.now),
      lineBindings,
      now,
    });
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
