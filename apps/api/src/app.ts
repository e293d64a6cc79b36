// Builds the Fastify application: platform plugins, every domain's routes, the web app.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, ErrorCode } from '@portal/contracts';
import type { Database, DatabaseKind } from '@portal/db';
import type { ServerConfig } from './config.js';
import { registerAccessControl } from './platform/access.js';
import { createSessionCheck } from './platform/session-check.js';
import { announcingAfterCommit, createSessionChangeFeed } from './platform/session-changes.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerCompression } from './platform/compression.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { registerStandardHeaders } from './platform/headers.js';
import { PORTAL_HELMET_OPTIONS, registerSecurityHeaders } from './platform/security-headers.js';
import { registerInputGuard } from './platform/input-guard.js';
import { standardOutputLog } from './platform/log-destination.js';
import { registerRequestLog } from './platform/request-log.js';
import { registerForwardedForWarning } from './platform/proxy-warning.js';
import { translate } from './platform/messages.js';
import { requestLanguage } from './platform/request-context.js';
import { createTokenSigner } from './platform/tokens.js';
import { createStepUpCodec, createStepUpGuard, registerStepUp } from './platform/step-up.js';
import { registerWebApp } from './platform/web-app.js';
import { createFlightModule } from './modules/flights/flights.module.js';
import {
  createEsimGateway,
  createRailwayGateway,
  createSupplierGateway,
} from './modules/suppliers/suppliers.module.js';
import type { EsimGateway } from './modules/suppliers/esim/esim-gateway.js';
import { createEsimModule, type EsimModule } from './modules/esim/esim.module.js';
import type { RailwayGateway } from './modules/suppliers/railway/railway-gateway.js';
import { createTrainsModule } from './modules/trains/trains.module.js';
import type { TrainJobs } from './modules/trains/jobs/train-jobs.js';
import { createTrainMoneyModule, type TrainMoneyModule } from './modules/trains/tickets/train-money.module.js';
import { createEsimDocumentsModule } from './modules/esim/documents/esim-documents.module.js';
import type { SupplierGateway } from './modules/suppliers/supplier-gateway.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import { createAgencyModule } from './modules/agencies/agencies.module.js';
import { createAuditLogModule } from './modules/audit-log/audit-log.module.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { createCommissionModule } from './modules/commission/commission.module.js';
import { createDemoModule } from './modules/demo/demo.module.js';
import { createSystemModule } from './modules/system/system.module.js';
import { createDepositModule } from './modules/deposits/deposits.module.js';
import { createQrModule } from './modules/qr/qr.module.js';
import { createReportsModule } from './modules/reports/reports.module.js';
import { createHealthModule } from './modules/health/health.module.js';
import { createLedgerModule } from './modules/ledger/ledger.module.js';
import { createPinModule } from './modules/pin/pin.module.js';
import { createReservationErrorModule } from './modules/reservation-errors/reservation-errors.module.js';
import { createSignInModule } from './modules/sign-ins/sign-ins.module.js';
import { createBookingModule } from './modules/bookings/bookings.module.js';
import { createContentModule } from './modules/content/content.module.js';
import { createStorefrontModule } from './modules/b2c/storefront/storefront.module.js';
import { createConsumerHold } from './modules/b2c/storefront/consumer-hold.js';
import { createB2cContentModule } from './modules/b2c/content/b2c-content.module.js';
import { createTourModule } from './modules/b2c/tours/tours.module.js';
import type { BookingJobs } from './modules/bookings/jobs/booking-jobs.js';
import { createMailer } from './platform/mailer.js';
import { createNotificationModule } from './modules/notifications/notifications.module.js';
import { createSupportModule } from './modules/support/support.module.js';
import { createB2cModule, type B2cModule } from './modules/b2c/b2c.module.js';
import { createMailOutbox, kickingAfterCommit, type MailOutbox } from './platform/mail-outbox.js';

export type AppDeps = {
  db: Database;
  databaseKind: DatabaseKind;
  config: ServerConfig;
  clock?: Clock;
  /** The booking systems; by default an HTTP gateway to config.suppliersUrl. */
  suppliers?: SupplierGateway;
  /** The railway; by default an HTTP gateway to the same simulator (config.suppliersUrl serves /railway/*). */
  railway?: RailwayGateway;
  /** The eSIM vendor; by default an HTTP gateway to the same simulator (config.suppliersUrl serves /esim/*). */
  esim?: EsimGateway;
  /** Where the server log goes (standard output by default); tests read it to check what never reaches it. */
  logStream?: { write(line: string): void };
  /** Where the reports read from: a PostgreSQL replica (DATABASE_REPLICA_URL), or `db` when absent. */
  reportsDb?: Database;
  /** The PostgreSQL URL the reports' database answers at: a sale-report file is then written in a worker (decision 150). */
  reportsDatabaseUrl?: string;
  /** The secret `npm run ledger:check` presents to the running server (kept in the data folder's lock file). */
  localOperatorSecret?: string;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The application and the services that startup code (the demo seed) also uses. */
export type BuiltApp = FastifyInstance & {
  ledger: LedgerService;
  bookingJobs: BookingJobs;
  trainJobs: TrainJobs;
  /** The sale-line projector of the reports (decision 101): started with the other jobs, run on demand by tests. */
  saleLineProjector: ReturnType<typeof createReportsModule>['saleLineProjector'];
  /** The reconciliation of train money whose outcome is unknown (issue, refund, change). */
  trainMoneyJobs: TrainMoneyModule['jobs'];
  /** The reconciliation of eSIM money whose outcome is unknown (orders, top-ups, refunds). */
  esimJobs: EsimModule['jobs'];
  /** Announces scheduled news items once they are live. */
  contentJobs: ReturnType<typeof createContentModule>['jobs'];
  /** The B2C site's flight holds (the storefront calls it; tests call it directly). */
  b2cFlightOrders: B2cModule['flightOrders'];
  /** Unpaid consumer flight orders past the site's hold time, eSIM orders settled late (decisions 142, 143). */
  b2cJobs: B2cModule['jobs'];
  mailOutbox: MailOutbox;
};

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  // Live sessions are cached per process; every process hears each change that ends sessions (decision 060).
  const sessionChanges = createSessionChangeFeed(deps.db);
  const db = announcingAfterCommit(deps.db, sessionChanges);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request bodies are never logged; booking-system credentials are masked wherever an object carries them anyway.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-step-up"]',
          'res.headers["set-cookie"]',
          'credentials',
          '*.credentials',
          '*.*.credentials',
          'req.body',
        ],
        censor: '[redacted]',
      },
      stream: deps.logStream ?? standardOutputLog(),
    },
    // One line per request instead of two (platform/request-log.ts).
    logController: new Fastify.LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify accepts a hop count at run time though its types list only boolean, string and function.
    trustProxy: config.trustProxy as boolean | string,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLog(app);
  registerForwardedForWarning(app, { trustProxy: config.trustProxy });
  registerErrorHandling(app);
  registerStandardHeaders(app, { clock, maxClockSkewSeconds: config.maxClockSkewSeconds });
  registerInputGuard(app);

  const signer = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds });
  const checkSession = createSessionCheck(db, sessionChanges);
  registerAccessControl(app, { signer, clock, checkSession });
  app.addHook('onClose', () => sessionChanges.close());
  const stepUpCodec = createStepUpCodec(config.jwtSecret);
  registerStepUp(app, createStepUpGuard({ db, clock, codec: stepUpCodec }));
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, PORTAL_HELMET_OPTIONS);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Travel agency portal API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
  });

  const mailer = createMailer(config, app.log);
  const mailOutbox = createMailOutbox({ db, clock, mailer, log: app.log });
  app.addHook('onReady', async () => mailOutbox.start(config.mailOutboxIntervalMs));
  app.addHook('onClose', () => mailOutbox.stop());
  // The services that queue account mail (temporary passwords, reset codes) get it dispatched right after their commit.
  const mailingDb = kickingAfterCommit(db, () => mailOutbox.kick());

  const suppliersUrl = config.suppliersUrl ?? `http://127.0.0.1:${config.suppliersPort}`;
  const suppliers = deps.suppliers ?? createSupplierGateway({ suppliersUrl });
  const railway = deps.railway ?? createRailwayGateway({ suppliersUrl });
  const esimGateway = deps.esim ?? createEsimGateway({ suppliersUrl });
  // Every module built in one place, in dependency order; flights and bookings take the supplier dependencies below.
  const revealInDemo = config.isDemo ? (message: string) => app.log.info(message) : undefined;
  const ledgerModule = createLedgerModule({ db, clock });
  const agencyModule = createAgencyModule({ db: mailingDb, clock, revealInDemo });
  const reservationErrorModule = createReservationErrorModule({
    db,
    onLogFailure: (error) => app.log.error({ err: error }, 'could not write the reservation error log'),
  });
  // Reports only read: a replica may serve them (its lag is the price; README "Running several processes"); the
  // sale-line projector writes its stored lines on the primary (decision 101).
  const reports = createReportsModule({
    db: deps.reportsDb ?? db,
    writeDb: db,
    clock,
    ...(deps.reportsDatabaseUrl ? { fileDatabaseUrl: deps.reportsDatabaseUrl } : {}),
    onJobError: (error, job) => app.log.error({ err: error, job }, 'report job failed'),
  });
  app.addHook('onClose', () => reports.saleLineProjector.stop());
  // Live notifications: one listener per process, the streams of this process (decision 111).
  const notifications = createNotificationModule({
    db,
    clock,
    checkSession,
    heartbeatMs: config.notificationHeartbeatMs,
    onError: (error) => app.log.error({ err: error }, 'notification delivery failed'),
  });
  app.addHook('preClose', () => notifications.close());
  const content = createContentModule({ db, clock });
  // The B2C site's articles and fare rules; the storefront reads them through `b2cContent.publicContent`.
  const b2cContent = createB2cContentModule({ db, clock });
  app.addHook('onClose', () => content.jobs.stop());
  const modules = [
    notifications,
    createSupportModule({ db, clock }),
    createHealthModule({ db, databaseKind: deps.databaseKind, clock, isDemo: config.isDemo }),
    createAuthModule({
      db,
      mailingDb,
      clock,
      signer,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      refreshReuseGraceSeconds: config.refreshReuseGraceSeconds,
      deviceCookieSecret: config.jwtSecret,
      isCookieSecure: config.isCookieSecure,
      revealCodeInDemo: revealInDemo,
    }),
    agencyModule,
    ledgerModule,
    createDepositModule({ db, clock, ledger: ledgerModule.ledger }),
    createQrModule({ db, clock, ledger: ledgerModule.ledger, secretKey: config.signInSecretKey }),
    createCommissionModule({ db, clock }),
    reports,
    createSignInModule({ db, clock, signInSecretKey: config.signInSecretKey }),
    reservationErrorModule,
    createAuditLogModule({ db }),
    createPinModule({ db, clock, codec: stepUpCodec }),
    content,
    b2cContent,
    createTourModule({ db, clock }),
    // Demo mode only: outside it the route does not exist at all (404).
    ...(config.isDemo ? [createDemoModule({ db, agencyLevelOf: agencyModule.agencyLevelOf })] : []),
    createSystemModule({
      db,
      agencyLevelOf: agencyModule.agencyLevelOf,
      localOperatorSecret: deps.localOperatorSecret,
    }),
  ];

  const supplierDeps = {
    db,
    suppliers,
    clock,
    deadlineMs: config.supplierDeadlineMs,
    onSupplierFailure: (system: string, error: unknown) =>
      app.log.warn({ system, err: error instanceof Error ? error.message : String(error) }, 'booking system failed'),
    reservationErrors: reservationErrorModule.log,
  };
  const flights = createFlightModule({
    ...supplierDeps,
    searchLimits: {
      perUserPerMinute: config.flightSearchPerUserPerMinute,
      perAgencyPerMinute: config.flightSearchPerAgencyPerMinute,
    },
  });
  const ledger = ledgerModule.ledger;
  const esim = createEsimModule({
    db,
    clock,
    ledger,
    esim: esimGateway,
    deadlineMs: config.supplierDeadlineMs,
    onJobError: (error, job) => app.log.error({ err: error, job }, 'eSIM job failed'),
  });
  app.addHook('onClose', () => esim.jobs.stop());
  const esimDocuments = createEsimDocumentsModule({ db, clock, mailer });
  const bookings = createBookingModule({
    ...supplierDeps,
    ledger,
    mailer,
    shareLinkSecret: config.jwtSecret,
    onJobError: (error, job) => app.log.error({ err: error, job }, 'booking job failed'),
  });
  app.addHook('onClose', () => bookings.jobs.stop());
  // A consumer's eSIMs are issued through the eSIM module's own order, quote and activation mail (decision 138).
  const b2c = createB2cModule({
    db: mailingDb,
    clock,
    bookings,
    config,
    esim: { quote: esim.quote, orders: esim.orders, mail: esimDocuments.mails.mail },
    onJobError: (error, job) => app.log.error({ err: error, job }, 'B2C job failed'),
  });
  app.addHook('onClose', () => b2c.jobs.stop());
  // The public storefront (issue 20): its API joins /api below, its pages go on the root app before the web app; a
  // consumer's flight is held for the agency through the B2C orders behind the hourly cap (decision 131).
  const storefront = createStorefrontModule({
    ...supplierDeps,
    config,
    esimProducts: esim.products,
    holdFlight: createConsumerHold({
      db,
      clock,
      flightOrders: b2c.flightOrders,
      links: b2c.confirmationLinks,
      holdsPerHour: config.storefrontHoldsPerAgencyPerHour,
      waitForHoldMs: 2 * config.supplierDeadlineMs,
    }),
  });
  const trains = createTrainsModule({
    db,
    railway,
    clock,
    deadlineMs: config.supplierDeadlineMs,
    onJobError: (error, job) => app.log.error({ err: error, job }, 'train job failed'),
  });
  app.addHook('onClose', () => trains.jobs.stop());
  const trainMoney = createTrainMoneyModule({
    db,
    clock,
    ledger,
    railway,
    mailer,
    deadlineMs: config.supplierDeadlineMs,
    view: trains.bookings.get,
    onJobError: (error, job) => app.log.error({ err: error, job }, 'train money job failed'),
  });
  app.addHook('onClose', () => trainMoney.jobs.stop());

  await app.register(
    async (api) => {
      for (const domainModule of modules) await api.register(domainModule.routes);
      await api.register(flights.routes);
      await api.register(bookings.routes);
      await api.register(b2c.routes);
      await api.register(trains.routes);
      await api.register(trainMoney.routes);
      await api.register(esim.routes);
      await api.register(esimDocuments.routes);
      await api.register(storefront.routes);
    },
    { prefix: '/api' },
  );

  await storefront.registerPages(app);
  const isServingWeb = await registerWebApp(app, config.webDistDir);
  if (!isServingWeb && config.logLevel !== 'silent')
    app.log.warn(`no built web app in ${config.webDistDir}: run npm run build`);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/locales');
    if (isServingWeb && isPageRequest) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({
      code: ErrorCode.NOT_FOUND,
      message: translate('routeNotFound', requestLanguage(request)),
    });
  });
  const built: BuiltApp = Object.assign(app, {
    ledger,
    bookingJobs: bookings.jobs,
    trainJobs: trains.jobs,
    saleLineProjector: reports.saleLineProjector,
    trainMoneyJobs: trainMoney.jobs,
    esimJobs: esim.jobs,
    contentJobs: content.jobs,
    b2cFlightOrders: b2c.flightOrders,
    b2cJobs: b2c.jobs,
    mailOutbox,
  });
  return built;
}
