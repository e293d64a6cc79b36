// /api/b2c/orders/{id}/esim-quote and …/issue-esim: the agency fulfils a consumer's eSIM order from its deposit through
// the eSIM module's own order (USE_B2C and USE_ESIM; issuing moves money, so also EXPORT_TICKET and the PIN step-up).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZB2cEsimQuote, ZB2cIssueEsim, ZB2cOrderDetail, ZB2cOrderIdParams } from '@portal/contracts';
import { allOf, needs, ruleOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { requireStepUp } from '../../../platform/step-up.js';
import { callerOf } from '../../bookings/booking-scope.js';
import type { EsimFulfilmentService } from './esim-fulfilment.service.js';

const B2C = ruleOf('/b2c/config');
const QUOTE_ACCESS = allowedBy(allOf(B2C, needs('USE_ESIM')));
const ISSUE_ACCESS = allowedBy(allOf(B2C, needs('USE_ESIM'), needs('EXPORT_TICKET')));

export function esimFulfilmentRoutes(deps: { fulfilment: EsimFulfilmentService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['b2c'];

    api.get(
      '/b2c/orders/:id/esim-quote',
      {
        config: { access: QUOTE_ACCESS },
        schema: {
          tags,
          summary:
            "What issuing a consumer's eSIM order costs the agency's deposit now (send total back as acceptedTotal), and for whom",
          params: ZB2cOrderIdParams,
          response: { 200: ZB2cEsimQuote },
        },
      },
      async (request) => deps.fulfilment.quote(callerOf(request), request.params.id),
    );

    api.post(
      '/b2c/orders/:id/issue-esim',
      {
        config: { access: ISSUE_ACCESS },
        schema: {
          tags,
          summary:
            "Buys the consumer's eSIMs from the deposit as a normal eSIM order (PIN step-up when on), links it and completes the order (03/04 → 05) and mails the QR codes; 202 (→ 04) while the vendor has not answered; repeated clicks buy once; 409 priceChanged",
          params: ZB2cOrderIdParams,
          body: ZB2cIssueEsim,
          response: { 200: ZB2cOrderDetail, 202: ZB2cOrderDetail },
        },
      },
      async (request, reply) => {
        const answer = await deps.fulfilment.issue(callerOf(request), request.params.id, {
          acceptedTotal: request.body.acceptedTotal,
          stepUp: () => requireStepUp(request, 'esim.order'),
        });
        return reply.status(answer.statusCode).send(answer.detail);
      },
    );
  };
}
