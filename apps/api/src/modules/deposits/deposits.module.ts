// The deposits module put together: top-ups, adjustments, statements and the sub-agencies' deposits at a glance.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { adjustmentRoutes } from './adjustments.routes.js';
import { createAdjustmentService } from './adjustments.service.js';
import { depositStatementRoutes } from './statements.routes.js';
import { createDepositStatementService } from './statements.service.js';
import { subAgencyDepositRoutes } from './sub-agency-deposits.routes.js';
import { createSubAgencyDepositService } from './sub-agency-deposits.service.js';
import { topUpRoutes } from './topups.routes.js';
import { createTopUpService } from './topups.service.js';

export function createDepositModule(deps: { db: Database; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;
  const topUps = createTopUpService({ db, clock, ledger });
  const adjustments = createAdjustmentService({ db, clock, ledger });
  const statements = createDepositStatementService({ db, clock });
  const subAgencyDeposits = createSubAgencyDepositService({ db });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(topUpRoutes({ topUps, clock }));
      await app.register(adjustmentRoutes({ adjustments }));
      await app.register(depositStatementRoutes({ statements }));
      await app.register(subAgencyDepositRoutes({ subAgencyDeposits }));
    },
  };
}
