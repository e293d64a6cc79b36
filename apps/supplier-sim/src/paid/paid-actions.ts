// The registry of paid-change actions: one handler per action of the protocol (each in actions/); see README.md to add one.
import type { TSupplierPaidChange } from '@portal/contracts';
import { refuse } from '../booking-context.js';
import { addInfantVj } from './actions/add-infant-vj.js';
import { buyAncillary } from './actions/buy-ancillary.js';
import { buyLuggage } from './actions/buy-luggage.js';
import { buySeat } from './actions/buy-seat.js';
import type { TPaidContext, TPaidHandler, TPaidOutcome } from './paid-context.js';

/** An action this simulator does not sell yet: ACTION_NOT_SUPPORTED on every system. */
const notYet = (context: TPaidContext, change: { action: string }): TPaidOutcome =>
  refuse<never>('ACTION_NOT_SUPPORTED', `${context.system} does not offer ${change.action} in this simulator yet`);

export const PAID_ACTIONS: { [A in TSupplierPaidChange['action']]: TPaidHandler<A> } = {
  'buy-luggage': buyLuggage,
  'buy-seat': buySeat,
  'buy-ancillary': buyAncillary,
  'add-infant-vj': addInfantVj,
  'exchange-route': notYet,
  'refund-ticket': notYet,
  'quote-best-price': notYet,
  'process-price': notYet,
};
