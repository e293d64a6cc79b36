// Builds the Fastify application: platform plugins, every domain's routes, the web app.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, ErrorCode } from '@portal/contracts';
import type { Database, DatabaseKind } from '@portal/db';
import type { ServerConfig } from './config.js';
import { createSessionCheck, registerAccessControl } from './platform/access.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { registerStandardHeaders } from './platform/headers.js';
import { registerInputGuard } from './platform/input-guard.js';
import { pickLanguage, translate } from './platform/messages.js';
import { createTokenSigner } from './platform/tokens.js';
import { createStepUpCodec, createStepUpGuard, registerStepUp } from './platform/step-up.js';
import { pinRoutes } from './modules/pin/pin.routes.js';
import { createPinService } from './modules/pin/pin.service.js';
import { registerWebApp } from './platform/web-app.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createPasswordService } from './modules/auth/password.service.js';
import { agencyRoutes } from './modules/agencies/agencies.routes.js';
import { subAgencyRoutes } from './modules/agencies/sub-agencies.routes.js';
import { createSubAgencyService } from './modules/agencies/sub-agencies.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { flightRoutes } from './modules/flights/flights.routes.js';
import { createFareRulesService } from './modules/flights/fare-rules.service.js';
import { createFlightCalendarService } from './modules/flights/flight-calendar.service.js';
import { createFlightSearchService } from './modules/flights/search-flights.service.js';
import { createSupplierGateway } from './modules/suppliers/suppliers.module.js';
import type { SupplierGateway } from './modules/suppliers/supplier-gateway.js';
import { ledgerRoutes } from './modules/ledger/ledger.routes.js';
import { createLedgerService, type LedgerService } from './modules/ledger/ledger.service.js';
import { topUpRoutes } from './modules/deposits/topups.routes.js';
import { createTopUpService } from './modules/deposits/topups.service.js';
import { adjustmentRoutes } from './modules/deposits/adjustments.routes.js';
import { createAdjustmentService } from './modules/deposits/adjustments.service.js';
import { depositStatementRoutes } from './modules/deposits/statements.routes.js';
import { createDepositStatementService } from './modules/deposits/statements.service.js';
import { subAgencyDepositRoutes } from './modules/deposits/sub-agency-deposits.routes.js';
import { commissionRoutes } from './modules/commission/commission.routes.js';
import { createCommissionService } from './modules/commission/commission.service.js';
import { createSecretBox } from './platform/secret-box.js';
import { signInRoutes } from './modules/sign-ins/sign-ins.routes.js';
import { createSignInService } from './modules/sign-ins/sign-ins.service.js';
import { reservationErrorRoutes } from './modules/reservation-errors/reservation-errors.routes.js';
import { createReservationErrorLog } from './modules/reservation-errors/reservation-error-log.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { createBookingModule } from './modules/bookings/bookings.module.js';
import type { BookingJobs } from './modules/bookings/booking-jobs.js';
import { demoOutboxRoutes } from './modules/demo/demo-outbox.routes.js';
import { createMailer } from './platform/mailer.js';
import { createMailOutbox, kickingAfterCommit, type MailOutbox } from './platform/mail-outbox.js';

export type AppDeps = {
  db: Database;
  databaseKind: DatabaseKind;
  config: ServerConfig;
  clock?: Clock;
  /** The booking systems; by default an HTTP gateway to config.suppliersUrl. */
  suppliers?: SupplierGateway;
  /** Where the server log goes (standard output by default); tests read it to check what never reaches it. */
  logStream?: { write(line: string): void };
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The application and the services that startup code (the demo seed) also uses. */
export type BuiltApp = FastifyInstance & { ledger: LedgerService; bookingJobs: BookingJobs; mailOutbox: MailOutbox };

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
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
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify accepts a hop count at run time though its types list only boolean, string and function.
    trustProxy: config.trustProxy as boolean | string,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerStandardHeaders(app, { clock, maxClockSkewSeconds: config.maxClockSkewSeconds });
  registerInputGuard(app);

  const signer = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds });
  registerAccessControl(app, { signer, clock, checkSession: createSessionCheck(db) });
  const stepUpCodec = createStepUpCodec(config.jwtSecret);
  registerStepUp(app, createStepUpGuard({ db, clock, codec: stepUpCodec }));
  await app.register(fastifyCookie);
  // Security headers; MUI's emotion injects <style> tags, so styles may be inline, scripts may not.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.isCookieSecure,
  });
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

  const auth = createAuthService({ db, signer, clock, refreshTokenTtlDays: config.refreshTokenTtlDays });
  const passwords = createPasswordService({
    db: mailingDb,
    clock,
    signer,
    revealCodeInDemo: config.isDemo ? (message) => app.log.info(message) : undefined,
  });

  const suppliers =
    deps.suppliers ??
    createSupplierGateway({ suppliersUrl: config.suppliersUrl ?? `http://127.0.0.1:${config.suppliersPort}` });
  const supplierDeps = {
    db,
    suppliers,
    clock,
    deadlineMs: config.supplierDeadlineMs,
    onSupplierFailure: (system: string, error: unknown) =>
      app.log.warn({ system, err: error instanceof Error ? error.message : String(error) }, 'booking system failed'),
    reservationErrors: createReservationErrorLog(db, (error) =>
      app.log.error({ err: error }, 'could not write the reservation error log'),
    ),
  };
  const flightSearch = createFlightSearchService(supplierDeps);
  const flightCalendar = createFlightCalendarService(supplierDeps);
  const flightFareRules = createFareRulesService(supplierDeps);
  const ledger = createLedgerService({ db, clock });
  const bookings = createBookingModule({
    ...supplierDeps,
    ledger,
    mailer,
    onJobError: (error, job) => app.log.error({ err: error, job }, 'booking job failed'),
  });
  app.addHook('onClose', () => bookings.jobs.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db, databaseKind: deps.databaseKind, clock, isDemo: config.isDemo }));
      await api.register(
        authRoutes({
          auth,
          passwords,
          refreshTokenTtlDays: config.refreshTokenTtlDays,
          isCookieSecure: config.isCookieSecure,
        }),
        { prefix: '/auth' },
      );
      await api.register(agencyRoutes({ db: mailingDb, clock }));
      await api.register(
        subAgencyRoutes({
          subAgencies: createSubAgencyService({
            db: mailingDb,
            clock,
            revealInDemo: config.isDemo ? (message) => app.log.info(message) : undefined,
          }),
        }),
      );
      await api.register(ledgerRoutes({ ledger }));
      await api.register(topUpRoutes({ topUps: createTopUpService({ db, clock, ledger }), clock }));
      await api.register(adjustmentRoutes({ adjustments: createAdjustmentService({ db, clock, ledger }) }));
      await api.register(depositStatementRoutes({ statements: createDepositStatementService({ db, clock }) }));
      await api.register(subAgencyDepositRoutes({ db }));
      await api.register(commissionRoutes({ commission: createCommissionService({ db, clock }) }));
      await api.register(
        flightRoutes({
          search: flightSearch,
          calendar: flightCalendar,
          fareRules: flightFareRules,
        }),
      );
      await api.register(
        signInRoutes({
          signIns: createSignInService({ db, clock, secretBox: createSecretBox(config.signInSecretKey) }),
        }),
      );
      await api.register(reservationErrorRoutes({ db }));
      await api.register(auditLogRoutes({ db }));
      await api.register(bookings.routes);
      await api.register(pinRoutes({ pins: createPinService({ db, clock, codec: stepUpCodec }) }));
      // Demo mode only: outside it the route does not exist at all (404).
      if (config.isDemo) await api.register(demoOutboxRoutes({ db }));
    },
    { prefix: '/api' },
  );

  const isServingWeb = await registerWebApp(app, config.webDistDir);
  if (!isServingWeb && config.logLevel !== 'silent')
    app.log.warn(`no built web app in ${config.webDistDir}: run npm run build`);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/locales');
    if (isServingWeb && isPageRequest) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({
      code: ErrorCode.NOT_FOUND,
      message: translate('routeNotFound', pickLanguage(request.headers['x-language'])),
    });
  });
  const built: BuiltApp = Object.assign(app, { ledger, bookingJobs: bookings.jobs, mailOutbox });
  return built;
}
