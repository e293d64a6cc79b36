// The eSIM module put together (issue 17): the vendor's catalogue priced per agency, orders, usage, top-ups and
// refunds over the ledger and the eSIM gateway, their routes, and the reconciliation job (an interval, 0 = off; safe
// with any number of processes, each outcome settled once).
import type { FastifyInstance } from 'fastify';
import type { BookingCaller } from '../bookings/booking-scope.js';
import { periodicJob } from '../../platform/periodic-job.js';
import type { EsimDeps } from './esim-deps.js';
import { readEsimOrderFor } from './esim-order-view.js';
import { esimOrderRoutes } from './esim-orders.routes.js';
import { reconcileEsimMoney, type EsimReconcileRun } from './jobs/esim-reconciliation.js';
import { createEsimOrderService } from './orders/esim-order.service.js';
import { createEsimQuote } from './orders/esim-quote.js';
import { createEsimRefundService } from './orders/esim-refund.service.js';
import { createEsimTopUpService } from './orders/esim-topup.service.js';
import { createEsimUsageService } from './orders/esim-usage.service.js';
import { createEsimCatalogue } from './products/esim-catalogue.js';
import { createEsimProductService } from './products/esim-products.service.js';
import { esimProductRoutes } from './products/esim-products.routes.js';

export type EsimModuleDeps = EsimDeps & { onJobError: (error: unknown, job: string) => void };

export function createEsimModule(deps: EsimModuleDeps) {
  const base: EsimDeps = {
    db: deps.db,
    clock: deps.clock,
    ledger: deps.ledger,
    esim: deps.esim,
    deadlineMs: deps.deadlineMs,
  };
  const catalogue = createEsimCatalogue(base);
  const products = createEsimProductService({ db: deps.db, catalogue });
  const orders = createEsimOrderService({ ...base, catalogue });
  const topUps = createEsimTopUpService(base);
  const refunds = createEsimRefundService(base);
  const usage = createEsimUsageService(base);
  const view = (caller: BookingCaller, orderId: string) => readEsimOrderFor(deps.db, caller, orderId);

  /** One reconciliation run (outcomes left unknown for two vendor deadlines); errors go to onJobError. */
  const jobs = periodicJob((): Promise<EsimReconcileRun | undefined> =>
    reconcileEsimMoney(base, {
      leaseMs: 2 * deps.deadlineMs,
      onError: (error, id) => deps.onJobError(error, `esim-reconcile:${id}`),
    }).catch((error: unknown) => {
      deps.onJobError(error, 'esim-reconcile');
      return undefined;
    }),
  );

  return {
    catalogue,
    /** For the B2C site: the agency's priced catalogue, a cart's price now, and the order service itself. */
    products,
    quote: createEsimQuote({ db: deps.db, catalogue }),
    orders,
    jobs,
    view,
    routes: async (app: FastifyInstance) => {
      await app.register(esimProductRoutes({ products }));
      await app.register(esimOrderRoutes({ view, orders, topUps, refunds, usage }));
    },
  };
}

export type EsimModule = ReturnType<typeof createEsimModule>;
