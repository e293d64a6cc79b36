// process-price: the balance earlier changes left on the ticketed PNR, as BALANCE lines; commit settles it (an EMD
// per amount owed, what is owed back to the deposit) and clears it (decision 050).
import { refuse } from '../../booking-context.js';
import type { TPaidHandler } from '../paid-context.js';
import { balanceLines } from '../reissue/balance-pricing.js';

export const processPrice: TPaidHandler<'process-price'> = (context) => {
  const { view } = context.draft;
  const balance = view.balanceDue ?? [];
  if (balance.length === 0)
    return refuse('EDIT_REFUSED', `${context.system}: PNR ${view.pnr} has no balance due`, { booking: view });
  const lines = balanceLines(balance);
  context.lines.push(...lines);
  for (const line of lines)
    if (line.amount > 0) context.documents.push({ kind: 'EMD', number: '', paxId: line.paxId, amount: line.amount });
  if (lines.reduce((sum, line) => sum + line.amount, 0) < 0) context.refundForm = 'DEPOSIT';
  delete view.balanceDue;
  return undefined;
};
