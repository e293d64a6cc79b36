// The debit reports' wiring: the deposits module's statement services (the debit report reads through them) and the debit total service.
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { createStatementPagesService } from '../../deposits/statement-pages.service.js';
import { createDepositStatementService } from '../../deposits/statements.service.js';
import { createDebitReportService } from './debit-report.service.js';
import { createDebitTotalService } from './debit-total.service.js';
import { debitRoutes } from './debit.routes.js';

export function debitModuleRoutes(deps: { db: Database; clock: Clock }) {
  const statements = createDepositStatementService(deps);
  const pages = createStatementPagesService({ ...deps, statements });
  return debitRoutes({
    debitReports: createDebitReportService({ statements, pages }),
    debitTotals: createDebitTotalService(deps),
  });
}
