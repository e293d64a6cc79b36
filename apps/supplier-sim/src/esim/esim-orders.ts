// Orders: every line priced from the catalogue, all or nothing, checked against the net the caller expects, answered
// with one eSIM per unit (a Luhn-valid ICCID, an SM-DP+ address and a unique matching id); idempotent by clientRef.
import type { TEsimVendorEsim, TEsimVendorOrder, TEsimVendorOrderRequest } from '@portal/contracts';
import { fnv1a } from '../hash.js';
import { ESIM_APN, packageById } from './esim-catalogue.js';
import {
  fail,
  ok,
  refKey,
  SMDP_ADDRESS,
  type TEsimDeps,
  type TEsimRecord,
  type TEsimResult,
  type TOrderRecord,
} from './esim-state.js';
import { statusAt } from './esim-usage.js';
import { withLuhn } from './luhn.js';

/** 89 (telecom) + 84 (Vietnam) + the issuer + an 11-digit serial + the check digit: 19 digits. */
const ICCID_ISSUER = '070';
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function iccidFor(serial: number): string {
  return withLuhn(`8984${ICCID_ISSUER}${String(serial % 100_000_000_000).padStart(11, '0')}`);
}

/** `count` base-36 characters drawn from a seed. */
function code36(seed: string, count: number): string {
  let hash = fnv1a(seed);
  let text = '';
  for (let index = 0; index < count; index++) {
    if (index % 5 === 0) hash = fnv1a(`${seed}:${index}:${hash}`);
    text += BASE36[hash % 36];
    hash = Math.floor(hash / 36);
  }
  return text;
}

/** A matching id no other eSIM has: K2-XXXX-XXXX-XXXX. */
function matchingIdFor(deps: TEsimDeps, iccid: string): string {
  for (let attempt = 0; ; attempt++) {
    const text = code36(`${iccid}#${attempt}`, 12);
    const candidate = `K2-${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
    if (!deps.state.matchingTaken(candidate)) return candidate;
  }
}

/** A new code with the prefix and 8 characters, unique among `taken`. */
export function newCode(deps: TEsimDeps, options: { prefix: string; taken: Record<string, unknown> }): string {
  for (;;) {
    const code = `${options.prefix}${code36(`${options.prefix}${deps.state.next()}`, 8)}`;
    if (!(code in options.taken)) return code;
  }
}

const fingerprintOf = (request: TEsimVendorOrderRequest) =>
  JSON.stringify({
    lines: request.lines.map(({ packageId, quantity }) => [packageId, quantity]),
    net: request.expectedNet,
  });

export function orderView(deps: TEsimDeps, record: TOrderRecord): TEsimVendorOrder {
  const at = deps.now().getTime();
  const esims = record.iccids.flatMap((iccid): TEsimVendorEsim[] => {
    const esim = deps.state.data.esims[iccid];
    if (!esim) return [];
    const lpa = `LPA:1$${SMDP_ADDRESS}$${esim.matchingId}`;
    const base = { iccid, packageId: esim.packageId, smdpAddress: SMDP_ADDRESS, matchingId: esim.matchingId, lpa };
    return [{ ...base, apn: ESIM_APN, status: statusAt(deps, esim, at) }];
  });
  return { ...record.view, esims };
}

function issueEsims(
  deps: TEsimDeps,
  options: { account: string; orderCode: string; lines: TOrderRecord['view']['lines'] },
) {
  const iccids: string[] = [];
  for (const line of options.lines) {
    for (let unit = 0; unit < line.quantity; unit++) {
      const iccid = iccidFor(deps.state.next());
      const record: TEsimRecord = {
        iccid,
        account: options.account,
        orderCode: options.orderCode,
        packageId: line.packageId,
        unitNet: line.unitNet,
        matchingId: matchingIdFor(deps, iccid),
        installedAt: null,
        usedMbAt: 0,
        usageAt: null,
        extraMb: 0,
        expiredAt: null,
        refundCode: null,
        topUpCodes: [],
      };
      deps.state.addEsim(record);
      iccids.push(iccid);
    }
  }
  return iccids;
}

/** POST /esim/orders. */
export function placeOrder(deps: TEsimDeps, request: TEsimVendorOrderRequest): TEsimResult<TEsimVendorOrder> {
  const { data } = deps.state;
  const key = refKey(request.account, request.clientRef);
  const fingerprint = fingerprintOf(request);
  const known = data.orderRefs[key];
  const existing = known ? data.orders[known] : undefined;
  if (existing) {
    if (existing.fingerprint !== fingerprint)
      return fail('CLIENT_REF_REUSED', `clientRef ${request.clientRef} already ordered something else`);
    return ok(orderView(deps, existing));
  }
  const lines: TOrderRecord['view']['lines'] = [];
  for (const line of request.lines) {
    const pack = packageById(line.packageId);
    if (!pack || pack.kind !== 'base') return fail('PACKAGE_NOT_FOUND', `No package ${line.packageId} to order`);
    lines.push({ packageId: pack.id, quantity: line.quantity, unitNet: pack.netPrice });
  }
  const totalNet = lines.reduce((sum, line) => sum + line.unitNet * line.quantity, 0);
  if (totalNet !== request.expectedNet)
    return fail('PRICE_CHANGED', `The order costs ${totalNet} VND now, not ${request.expectedNet}`, totalNet);
  const orderCode = newCode(deps, { prefix: 'ESH', taken: data.orders });
  const iccids = issueEsims(deps, { account: request.account, orderCode, lines });
  const view = { orderCode, clientRef: request.clientRef, lines, totalNet, createdAt: deps.now().toISOString() };
  const record: TOrderRecord = { account: request.account, fingerprint, view, iccids };
  data.orders[orderCode] = record;
  data.orderRefs[key] = orderCode;
  return ok(orderView(deps, record), { status: 201, isNew: true });
}

/** GET /esim/orders/by-ref/{clientRef}: what a lost reply would have said. */
export function orderByRef(deps: TEsimDeps, options: { account: string; clientRef: string }) {
  const code = deps.state.data.orderRefs[refKey(options.account, options.clientRef)];
  const record = code ? deps.state.data.orders[code] : undefined;
  if (!record) return fail<TEsimVendorOrder>('ORDER_NOT_FOUND', `No order with clientRef ${options.clientRef}`);
  return ok(orderView(deps, record));
}
