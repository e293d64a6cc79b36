// The ledger module put together: the double-entry service (other modules move money through it) and its routes.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { ledgerRoutes } from './ledger.routes.js';
import { createLedgerService } from './ledger.service.js';

export function createLedgerModule(deps: { db: Database; clock: Clock }) {
  const ledger = createLedgerService(deps);
  return { routes: ledgerRoutes({ ledger }), ledger };
}
