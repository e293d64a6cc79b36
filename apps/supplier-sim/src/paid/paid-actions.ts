// The registry of paid-change actions: one handler per action of the protocol (each in actions/); see README.md to add one.
import type { TSupplierPaidChange } from '@portal/contracts';
import { addInfantVj } from './actions/add-infant-vj.js';
import { buyAncillary } from './actions/buy-ancillary.js';
import { buyLuggage } from './actions/buy-luggage.js';
import { buySeat } from './actions/buy-seat.js';
import { exchangeRoute } from './actions/exchange-route.js';
import { processPrice } from './actions/process-price.js';
import { quoteBestPrice } from './actions/quote-best-price.js';
import { refundTicket } from './actions/refund-ticket.js';
import type { TPaidHandler } from './paid-context.js';

export const PAID_ACTIONS: { [A in TSupplierPaidChange['action']]: TPaidHandler<A> } = {
  'buy-luggage': buyLuggage,
  'buy-seat': buySeat,
  'buy-ancillary': buyAncillary,
  'add-infant-vj': addInfantVj,
  'exchange-route': exchangeRoute,
  'refund-ticket': refundTicket,
  'quote-best-price': quoteBestPrice,
  'process-price': processPrice,
};
