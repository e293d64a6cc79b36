// The B2C module put together (decision 116): the site's configuration and the consumer orders (with the eSIM orders'
// fulfilment over the eSIM module, decision 138); the storefront, tours and content parts register beside them.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { periodicJob } from '../../platform/periodic-job.js';
import type { BookingActionService } from '../bookings/booking-actions.service.js';
import type { HoldService } from '../bookings/hold/hold.service.js';
import { createContentImages } from '../content/content-images.js';
import { createConfirmationLinks } from './orders/confirmation-link.js';
import { createEsimFulfilmentService, type EsimFulfilmentPorts } from './orders/esim-fulfilment.service.js';
import { esimFulfilmentRoutes } from './orders/esim-fulfilment.routes.js';
import { createFlightOrder } from './orders/flight-order.js';
import { lapseUnpaidFlightOrders, type HoldLapseRun } from './orders/hold-lapse.js';
import { createOrderActionService } from './orders/order-actions.service.js';
import { createOrderListService } from './orders/order-list.service.js';
import { orderRoutes } from './orders/orders.routes.js';
import { siteRoutes } from './site/site.routes.js';
import { createSiteService } from './site/site.service.js';

/** What one run of the B2C jobs did (undefined: that part failed, its error reported). */
export type B2cJobRun = { lapsed: HoldLapseRun | undefined; esimsSettled: number | undefined };

export function createB2cModule(deps: {
  /** Its commits kick the mail outbox: a new order's consumer mail leaves at once. */
  db: Database;
  clock: Clock;
  bookings: { holds: HoldService; actions: BookingActionService };
  /** The confirmation links' secret and the portal's public address, for the consumer's mail of every order. */
  config: { jwtSecret: string; publicUrl: string };
  /** The eSIM module's order service, quote and activation mail: how the agency issues a consumer's eSIMs. */
  esim: EsimFulfilmentPorts;
  onJobError: (error: unknown, job: string) => void;
}) {
  const { db, clock } = deps;
  const confirmationLinks = createConfirmationLinks(deps.config.jwtSecret);
  const mail = { links: confirmationLinks, publicUrl: deps.config.publicUrl };
  const sites = createSiteService({ db, clock, images: createContentImages({ db }) });
  const list = createOrderListService({ db, clock });
  const actions = createOrderActionService({ db, clock, bookings: deps.bookings.actions });
  const siteRoutesOf = siteRoutes({ sites });
  const orderRoutesOf = orderRoutes({ list, actions });
  const fulfilment = createEsimFulfilmentService({ db, clock, esim: deps.esim });
  const esimRoutesOf = esimFulfilmentRoutes({ fulfilment });
  /**
   * Unpaid flight orders past the site's hold time: cancelled, their PNRs released (decision 142); eSIM orders the
   * reconciliation completed: completed and mailed (decision 143).
   */
  const jobs = periodicJob(async (): Promise<B2cJobRun> => {
    const run: B2cJobRun = { lapsed: undefined, esimsSettled: undefined };
    try {
      run.lapsed = await lapseUnpaidFlightOrders({ db, clock, bookings: deps.bookings.actions }, deps.onJobError);
    } catch (error) {
      deps.onJobError(error, 'b2c-hold-lapse');
    }
    try {
      run.esimsSettled = await fulfilment.settleReconciled();
    } catch (error) {
      deps.onJobError(error, 'b2c-esim-settle');
    }
    return run;
  });
  return {
    jobs,
    /** The consumer's keyed link to an order's confirmation page. */
    confirmationLinks,
    /** For the storefront: hold a consumer's flight as the site and make its order. */
    flightOrders: {
      create: (input: Parameters<typeof createFlightOrder>[1]) =>
        createFlightOrder({ db, clock, holds: deps.bookings.holds, mail }, input),
    },
    routes: async (app: Parameters<typeof siteRoutesOf>[0]) => {
      await app.register(siteRoutesOf);
      await app.register(orderRoutesOf);
      await app.register(esimRoutesOf);
    },
  };
}

export type B2cModule = ReturnType<typeof createB2cModule>;
