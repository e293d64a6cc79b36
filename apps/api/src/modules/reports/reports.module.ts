// The reports module put together: the accounting and sales reports, read-only over the ledger and the product tables.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { bookingActivityRoutes } from './booking-activity/booking-activity.routes.js';
import { createBookingActivityService } from './booking-activity/booking-activity.service.js';
import { flightDataReportRoutes } from './flight-data-report/flight-data.routes.js';
import { createFlightDataService } from './flight-data-report/flight-data.service.js';
import { vnaSummaryReportRoutes } from './vna-summary-report/vna-summary.routes.js';
import { createVnaSummaryService } from './vna-summary-report/vna-summary.service.js';
import { debitModuleRoutes } from './debit/debit.module.js';
import { saleReportRoutes } from './sales/sale-report.routes.js';
import { createSaleReportService } from './sales/sale-report.service.js';
import { createSaleLineProjector } from './sales/sale-line-projector.js';
import { incomeReportRoutes } from './income-report/income-report.routes.js';
import { createIncomeReportService } from './income-report/income-report.service.js';

export type ReportsModuleDeps = {
  db: Database;
  clock: Clock;
  /** The primary the sale-line projector writes to (`db` may be a read-only replica); `db` when absent. */
  writeDb?: Database;
  /** The PostgreSQL URL `db` answers at (absent on the embedded database): sale-report files are written in a worker. */
  fileDatabaseUrl?: string;
  onJobError?: (error: unknown, job: string) => void;
};

export function createReportsModule(deps: ReportsModuleDeps) {
  const { db, clock } = deps;
  // The stored sale lines the sale and income reports read (decision 101), written on the primary.
  const saleLineProjector = createSaleLineProjector({
    db: deps.writeDb ?? db,
    clock,
    onError: deps.onJobError ?? (() => undefined),
  });
  const activity = createBookingActivityService({ db, clock });
  // One sale report service: the income report groups its lines and shares the settled periods it keeps.
  const sales = createSaleReportService(deps);
  return {
    saleLineProjector,
    // One line per report: `await app.register(<report>Routes({ ... }))`.
    routes: async (app: FastifyInstance) => {
      await app.register(bookingActivityRoutes({ activity, clock }));
      await app.register(flightDataReportRoutes({ service: createFlightDataService(deps), clock }));
      await app.register(vnaSummaryReportRoutes({ service: createVnaSummaryService(deps), clock }));
      await app.register(debitModuleRoutes(deps));
      await app.register(saleReportRoutes({ sales, clock }));
      await app.register(incomeReportRoutes({ income: createIncomeReportService({ ...deps, sales }), clock }));
    },
  };
}
