// The debit reports' wiring: the deposits module's statement service (the debit report reads through it) and the debit total service.
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { createDepositStatementService } from '../../deposits/statements.service.js';
import { createDebitReportService } from './debit-report.service.js';
import { createDebitTotalService } from './debit-total.service.js';
import { debitRoutes } from './debit.routes.js';

export function debitModuleRoutes(deps: { db: Database; clock: Clock }) {
  const statements = createDepositStatementService(deps);
  return debitRoutes({
    debitReports: createDebitReportService({ statements }),
    debitTotals: createDebitTotalService(deps),
  });
}
