// The public storefront put together (issue 20): its pages at /s/{slug} (and on a site's host name), its API under
// /api/s/{slug}, the consumer search over the flights engine, tour bookings, eSIM orders over the eSIM catalogue,
// public images, the form guard and the limits. Wired in app.ts: `routes` joins the /api modules, `registerPages(app)`
// runs on the root app before the web app's catch-all.
import type { ServerConfig } from '../../../config.js';
import type { FlightSearchDeps } from '../../flights/search-flights.service.js';
import { createConfirmationLinks } from '../orders/confirmation-link.js';
import { createCheckoutService, type HoldFlight } from './checkout.service.js';
import { createConsumerSearchService } from './consumer-search.service.js';
import { createConsumerEsimCatalogue, type EsimProductSource } from './esim-catalogue.js';
import { createStorefrontEsimOrders } from './esim-order.service.js';
import { storefrontEsimRoutes } from './esim.routes.js';
import { createFormGuard } from './form-guard.js';
import { createWindowLimiter } from './request-limits.js';
import { readStorefrontAssets, registerStorefrontAssets } from './storefront-assets.js';
import { createStorefrontPages } from './storefront.pages.js';
import { storefrontRoutes } from './storefront.routes.js';
import { storefrontContentRoutes } from './storefront-content.routes.js';
import { createTourBookingService } from './tour-booking.service.js';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60_000;

export type StorefrontModuleDeps = FlightSearchDeps & {
  config: Pick<
    ServerConfig,
    | 'jwtSecret'
    | 'publicUrl'
    | 'storefrontDistDir'
    | 'storefrontSearchPerAddressPerMinute'
    | 'storefrontSearchPerSitePerMinute'
    | 'storefrontSubmitPerAddressPerMinute'
    | 'storefrontFormMinFillMs'
    | 'storefrontHoldsPerAgencyPerHour'
  >;
  /** The consumer's flight held for the agency (consumer-hold.ts); without it the checkout only checks the form. */
  holdFlight?: HoldFlight;
  /** The eSIM module's catalogue as an agency buys it: the /esim pages and eSIM orders (decision 137). */
  esimProducts: EsimProductSource;
};

export function createStorefrontModule(deps: StorefrontModuleDeps) {
  const { config } = deps;
  const formGuard = createFormGuard(config.jwtSecret, { minFillMs: config.storefrontFormMinFillMs });
  const assets = readStorefrontAssets(config.storefrontDistDir);
  const esimCatalogue = createConsumerEsimCatalogue(deps.esimProducts);
  const confirmationLinks = createConfirmationLinks(config.jwtSecret);
  // The confirmation link and mail of every order the storefront makes (decision 132).
  const mail = { links: confirmationLinks, publicUrl: config.publicUrl };
  const pages = createStorefrontPages({
    db: deps.db,
    clock: deps.clock,
    assets,
    formGuard,
    esimCatalogue,
    confirmationLinks,
  });
  // One limiter: a flight checkout, a tour booking and an eSIM order count against the same per-address window.
  const limiter = createWindowLimiter(deps.clock);
  const submitPerAddress = { scope: 'submit', limit: config.storefrontSubmitPerAddressPerMinute, windowMs: MINUTE };
  const flightRoutes = storefrontRoutes({
    db: deps.db,
    clock: deps.clock,
    search: createConsumerSearchService(deps),
    checkout: createCheckoutService({ clock: deps.clock, formGuard, holdFlight: deps.holdFlight }),
    formGuard,
    limiter,
    limits: {
      searchPerAddress: { scope: 'address', limit: config.storefrontSearchPerAddressPerMinute, windowMs: MINUTE },
      searchPerSite: { scope: 'site', limit: config.storefrontSearchPerSitePerMinute, windowMs: MINUTE },
      submitPerAddress,
    },
  });
  const contentRoutes = storefrontContentRoutes({
    db: deps.db,
    clock: deps.clock,
    tourBookings: createTourBookingService({
      db: deps.db,
      clock: deps.clock,
      formGuard,
      mail,
      holdsPerHour: config.storefrontHoldsPerAgencyPerHour,
    }),
    limiter,
    submitPerAddress,
  });
  const esimRoutes = storefrontEsimRoutes({
    db: deps.db,
    orders: createStorefrontEsimOrders({
      db: deps.db,
      clock: deps.clock,
      formGuard,
      catalogue: esimCatalogue,
      mail,
    }),
    limiter,
    submitPerAddress,
  });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(flightRoutes);
      await app.register(contentRoutes);
      await app.register(esimRoutes);
    },
    async registerPages(app: FastifyInstance): Promise<void> {
      await registerStorefrontAssets(app, config.storefrontDistDir);
      pages(app);
    },
  };
}
