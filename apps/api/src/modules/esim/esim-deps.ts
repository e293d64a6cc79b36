// What every eSIM service is built on: the database, the clock, the ledger, the eSIM gateway and the vendor deadline.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { EsimGateway } from '../suppliers/esim/esim-gateway.js';

export type EsimDeps = {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  esim: EsimGateway;
  /** Each vendor call's own deadline in ms (the supplier deadline). */
  deadlineMs: number;
};

/** The one eSIM vendor today (ESIM_SYSTEMS). */
export const ESIM_VENDOR = 'ESH' as const;

/** The call options of one vendor call: its deadline. */
export const callOptionsOf = (deps: Pick<EsimDeps, 'deadlineMs'>) => ({ deadlineMs: deps.deadlineMs });
