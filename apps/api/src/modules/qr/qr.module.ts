// The QR module put together (issue 21): bank accounts and hook keys, the QR pages, bank notifications and matching.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { createSecretBox } from '../../platform/secret-box.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { createBankAccountService } from './bank-accounts.service.js';
import { bankHookRoutes } from './bank-hook.routes.js';
import { createBankNotificationService } from './bank-notifications.service.js';
import { bankRoutes } from './bank.routes.js';
import { qrRoutes } from './qr.routes.js';
import { createQrService } from './qr.service.js';

/** The hook secrets are sealed with the same server key as the booking-system credentials (decision 105). */
export function createQrModule(deps: { db: Database; clock: Clock; ledger: LedgerService; secretKey: Buffer }) {
  const { db, clock, ledger } = deps;
  const secretBox = createSecretBox(deps.secretKey);
  const qr = createQrService({ db, clock });
  const accounts = createBankAccountService({ db, clock, secretBox });
  const notifications = createBankNotificationService({ db, clock, ledger, secretBox });
  return {
    notifications,
    routes: async (app: FastifyInstance) => {
      await app.register(qrRoutes({ qr }));
      await app.register(bankRoutes({ accounts, notifications }));
      await app.register(bankHookRoutes({ notifications }));
    },
  };
}
