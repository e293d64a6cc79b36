// The eSIM documents put together beside the eSIM order module (issue 17): the order list and its export, and the
// activation mail with the QR codes, over the database, the clock and the mailer.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import type { Mailer } from '../../../platform/mailer.js';
import { createEsimOrderListService } from '../list/esim-order-list.service.js';
import { esimOrderListRoutes } from '../list/esim-order-list.routes.js';
import { esimDocumentRoutes } from './esim-documents.routes.js';
import { createEsimMailService } from './esim-mail.service.js';

export type EsimDocumentsModuleDeps = { db: Database; clock: Clock; mailer: Mailer };

export function createEsimDocumentsModule(deps: EsimDocumentsModuleDeps) {
  const orders = createEsimOrderListService(deps);
  const mails = createEsimMailService(deps);
  return {
    orders,
    mails,
    routes: async (app: FastifyInstance) => {
      await app.register(esimOrderListRoutes({ orders }));
      await app.register(esimDocumentRoutes({ mails }));
    },
  };
}

export type EsimDocumentsModule = ReturnType<typeof createEsimDocumentsModule>;
