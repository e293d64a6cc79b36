// Top-ups of an existing eSIM: the top-up packages of its coverage, and buying one (more data, validity pushed from now),
// refused once it is EXPIRED or REFUNDED; idempotent by clientRef, found again by it.
import type { TEsimVendorPackage, TEsimVendorTopUp } from '@portal/contracts';
import type { z } from 'zod';
import type { ZEsimVendorTopUpRequest } from '@portal/contracts';
import { packageById, topUpsFor } from './esim-catalogue.js';
import { newCode } from './esim-orders.js';
import { fail, ok, ownEsim, refKey, type TEsimDeps, type TEsimResult } from './esim-state.js';
import { settleUsage, statusAt } from './esim-usage.js';

type TTopUpRequest = z.infer<typeof ZEsimVendorTopUpRequest> & { iccid: string };

/** GET /esim/esims/{iccid}/topup-packages. */
export function topUpPackages(
  deps: TEsimDeps,
  options: { account: string; iccid: string },
): TEsimResult<{ packages: TEsimVendorPackage[] }> {
  const esim = ownEsim(deps, options);
  if (!esim) return fail('ESIM_NOT_FOUND', `No eSIM ${options.iccid}`);
  const coverage = packageById(esim.packageId)?.coverage.code ?? '';
  return ok({ packages: topUpsFor(coverage) });
}

const fingerprintOf = (request: TTopUpRequest) =>
  JSON.stringify([request.iccid, request.packageId, request.expectedNet]);

/** POST /esim/esims/{iccid}/topups. */
export function topUp(deps: TEsimDeps, request: TTopUpRequest): TEsimResult<TEsimVendorTopUp> {
  const { data } = deps.state;
  const key = refKey(request.account, request.clientRef);
  const known = data.topUpRefs[key];
  const existing = known ? data.topUps[known] : undefined;
  if (existing) {
    if (existing.fingerprint !== fingerprintOf(request))
      return fail('CLIENT_REF_REUSED', `clientRef ${request.clientRef} already topped up something else`);
    return ok(existing.view);
  }
  const esim = ownEsim(deps, request);
  if (!esim) return fail('ESIM_NOT_FOUND', `No eSIM ${request.iccid}`);
  const pack = packageById(request.packageId);
  const coverage = packageById(esim.packageId)?.coverage.code;
  if (!pack || pack.kind !== 'topup' || pack.coverage.code !== coverage)
    return fail('PACKAGE_NOT_FOUND', `No top-up ${request.packageId} for eSIM ${request.iccid}`);
  const status = statusAt(deps, esim, deps.now().getTime());
  if (status === 'EXPIRED' || status === 'REFUNDED')
    return fail('ESIM_NOT_TOPUPABLE', `eSIM ${request.iccid} is ${status} and cannot be topped up`);
  if (pack.netPrice !== request.expectedNet)
    return fail(
      'PRICE_CHANGED',
      `The top-up costs ${pack.netPrice} VND now, not ${request.expectedNet}`,
      pack.netPrice,
    );
  settleUsage(deps, esim);
  const topUpCode = newCode(deps, { prefix: 'TU', taken: data.topUps });
  const createdAt = deps.now();
  const view: TEsimVendorTopUp = {
    topUpCode,
    clientRef: request.clientRef,
    iccid: esim.iccid,
    packageId: pack.id,
    net: pack.netPrice,
    createdAt: createdAt.toISOString(),
  };
  data.topUps[topUpCode] = {
    account: request.account,
    fingerprint: fingerprintOf(request),
    view,
    at: createdAt.getTime(),
  };
  data.topUpRefs[key] = topUpCode;
  esim.extraMb += pack.dataMb ?? 0;
  esim.topUpCodes.push(topUpCode);
  return ok(view, { status: 201, isNew: true });
}

/** GET /esim/topups/by-ref/{clientRef}. */
export function topUpByRef(deps: TEsimDeps, options: { account: string; clientRef: string }) {
  const code = deps.state.data.topUpRefs[refKey(options.account, options.clientRef)];
  const record = code ? deps.state.data.topUps[code] : undefined;
  if (!record) return fail<TEsimVendorTopUp>('TOPUP_NOT_FOUND', `No top-up with clientRef ${options.clientRef}`);
  return ok(record.view);
}
