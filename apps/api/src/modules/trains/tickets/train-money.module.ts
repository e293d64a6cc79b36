// The train money and boarding cards put together beside the trains module: issue, refund and change over the ledger
// and the railway gateway, the boarding cards over the mailer, their routes, and the reconciliation job (started like
// the booking jobs: an interval, 0 = off; safe with any number of processes, each outcome settled once).
import type { FastifyInstance } from 'fastify';
import type { TTrainBooking } from '@portal/contracts';
import type { Database } from '@portal/db';
import { chainLinks, changeFeesOfChain } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import type { Mailer } from '../../../platform/mailer.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { rulesOfLinks } from '../../commission/fee-chain.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import type { RailwayGateway } from '../../suppliers/railway/railway-gateway.js';
import { createBoardingCardService } from '../documents/boarding-card.service.js';
import { trainDocumentRoutes } from '../train-documents.routes.js';
import { feePaxTypeOf, TRAIN_FEE_TRIP } from '../train-agency.js';
import { trainMoneyRoutes } from '../train-money.routes.js';
import { createTrainChangeService } from './train-change.service.js';
import { createTrainIssueService } from './train-issue.service.js';
import type { TrainMoneyDeps } from './train-ledger.js';
import { reconcileTrainMoney, type TrainReconcileRun } from './train-reconciliation.js';
import { createTrainRefundService } from './train-refund.service.js';
import { periodicJob } from '../../../platform/periodic-job.js';

export type TrainMoneyModuleDeps = {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  railway: RailwayGateway;
  mailer: Mailer;
  deadlineMs: number;
  /** The booking as the trains module shows it to this caller (404 for one it may not see). */
  view(caller: BookingCaller, bookingId: string): Promise<TTrainBooking>;
  onJobError: (error: unknown, job: string) => void;
};

/**
 * What each link charges to change one ticket: the TRAIN rule's changeAmount, resolved with the issue fee's facts (no
 * airline, domestic; ADT for the adult-fare types, CHD for children), so a change finds the rule the issue fee used.
 */
async function trainChangeFees(db: Database, options: { chainAgencyIds: string[]; passengerType: number }) {
  const links = chainLinks(options.chainAgencyIds);
  if (links.length === 0) return [];
  const rules = await rulesOfLinks(db, links, 'TRAIN');
  const { airline, routeScope } = TRAIN_FEE_TRIP;
  const paxTypes = [feePaxTypeOf(options.passengerType)];
  return changeFeesOfChain(rules, links, { airline, routeScope, paxTypes })[0] ?? [];
}

export function createTrainMoneyModule(deps: TrainMoneyModuleDeps) {
  const money: TrainMoneyDeps = {
    db: deps.db,
    clock: deps.clock,
    ledger: deps.ledger,
    railway: deps.railway,
    deadlineMs: deps.deadlineMs,
    chainChangeFees: (options) => trainChangeFees(deps.db, options),
  };
  const issues = createTrainIssueService(money);
  const refunds = createTrainRefundService(money);
  const changes = createTrainChangeService(money);
  const boardingCards = createBoardingCardService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    visibleBooking: deps.view,
  });

  /** One reconciliation run (outcomes left unknown for two railway deadlines); errors go to onJobError, per booking too. */
  const jobs = periodicJob((): Promise<TrainReconcileRun | undefined> =>
    reconcileTrainMoney(money, {
      graceMs: 2 * deps.deadlineMs,
      onError: (error, bookingId) => deps.onJobError(error, `train-money-reconcile:${bookingId}`),
    }).catch((error: unknown) => {
      deps.onJobError(error, 'train-money-reconcile');
      return undefined;
    }),
  );

  return {
    issues,
    refunds,
    changes,
    boardingCards,
    jobs,
    routes: async (app: FastifyInstance) => {
      await app.register(trainMoneyRoutes({ issues, refunds, changes, view: deps.view }));
      await app.register(trainDocumentRoutes({ boardingCards }));
    },
  };
}

export type TrainMoneyModule = ReturnType<typeof createTrainMoneyModule>;
