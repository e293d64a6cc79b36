// Refunds of an eSIM never installed: the whole unit net back, status REFUNDED; refused (ESIM_IN_USE) once installed,
// finished or expired. Idempotent by clientRef; a second refund of a refunded eSIM answers the first.
import type { TEsimVendorRefund } from '@portal/contracts';
import { newCode } from './esim-orders.js';
import { fail, ok, ownEsim, refKey, type TEsimDeps, type TEsimResult } from './esim-state.js';
import { statusAt } from './esim-usage.js';

type TRefundRequest = { account: string; clientRef: string; iccid: string };

/** POST /esim/esims/{iccid}/refund. */
export function refundEsim(deps: TEsimDeps, request: TRefundRequest): TEsimResult<TEsimVendorRefund> {
  const { data } = deps.state;
  const key = refKey(request.account, request.clientRef);
  const known = data.refundRefs[key];
  const existing = known ? data.refunds[known] : undefined;
  if (existing) {
    if (existing.view.iccid !== request.iccid)
      return fail('CLIENT_REF_REUSED', `clientRef ${request.clientRef} already refunded another eSIM`);
    return ok(existing.view);
  }
  const esim = ownEsim(deps, request);
  if (!esim) return fail('ESIM_NOT_FOUND', `No eSIM ${request.iccid}`);
  const done = esim.refundCode ? data.refunds[esim.refundCode] : undefined;
  if (done) {
    data.refundRefs[key] = done.view.refundCode;
    return ok(done.view);
  }
  const status = statusAt(deps, esim, deps.now().getTime());
  if (status !== 'NOT_ACTIVE' || esim.installedAt !== null)
    return fail('ESIM_IN_USE', `eSIM ${request.iccid} is ${status}; only an unused eSIM is refunded`);
  const refundCode = newCode(deps, { prefix: 'RF', taken: data.refunds });
  const view: TEsimVendorRefund = {
    refundCode,
    clientRef: request.clientRef,
    iccid: esim.iccid,
    amount: esim.unitNet,
    createdAt: deps.now().toISOString(),
  };
  data.refunds[refundCode] = { account: request.account, view };
  data.refundRefs[key] = refundCode;
  esim.refundCode = refundCode;
  return ok(view, { status: 201, isNew: true });
}

/** GET /esim/refunds/by-ref/{clientRef}. */
export function refundByRef(deps: TEsimDeps, options: { account: string; clientRef: string }) {
  const code = deps.state.data.refundRefs[refKey(options.account, options.clientRef)];
  const record = code ? deps.state.data.refunds[code] : undefined;
  if (!record) return fail<TEsimVendorRefund>('REFUND_NOT_FOUND', `No refund with clientRef ${options.clientRef}`);
  return ok(record.view);
}
