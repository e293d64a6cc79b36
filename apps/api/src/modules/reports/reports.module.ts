// The reports module put together: the accounting and sales reports, read-only over the ledger and the product tables.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { saleReportRoutes } from './sales/sale-report.routes.js';
import { createSaleReportService } from './sales/sale-report.service.js';

export type ReportsModuleDeps = { db: Database; clock: Clock };

export function createReportsModule(deps: ReportsModuleDeps) {
  void deps;
  return {
    // One line per report: `await app.register(<report>Routes({ ... }))`.
    routes: async (app: FastifyInstance) => {
      void app;
      await app.register(saleReportRoutes({ sales: createSaleReportService(deps), clock: deps.clock }));
    },
  };
}
