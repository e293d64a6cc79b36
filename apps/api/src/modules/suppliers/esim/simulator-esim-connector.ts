// The simulator's eSIM vendor over HTTP (/esim/*, the same base URL as the airlines and the railway): every answer
// zod-parsed, the vendor's refusals typed by their code, each call under its own deadline.
import {
  ESIM_VENDOR_ERROR_CODES,
  ZEsimPackagesResponse,
  ZEsimVendorOrder,
  ZEsimVendorRefund,
  ZEsimVendorTopUp,
  ZEsimVendorUsage,
} from '@portal/contracts';
import { z } from 'zod';
import { callSupplier } from '../supplier-call.js';
import type { SupplierCallOptions, SupplierUnknownOutcome } from '../supplier-gateway.js';
import type { EsimCallResult, EsimConnector, EsimRefusal, EsimVendorCode } from './esim-gateway.js';

const unknownOutcome = (reason: SupplierUnknownOutcome['reason'], message: string): SupplierUnknownOutcome => ({
  ok: false,
  kind: 'unknown',
  reason,
  message,
});

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The vendor's error body: `{ code, message }` (an `error` field is read as the code too). */
const ZVendorError = z.object({
  code: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});

function refusalOf(httpStatus: number, body: unknown): EsimRefusal {
  const parsed = ZVendorError.safeParse(body);
  const code = parsed.data?.code ?? parsed.data?.error;
  const known = (ESIM_VENDOR_ERROR_CODES as readonly string[]).includes(code ?? '');
  return {
    ok: false,
    kind: 'refused',
    code: known ? (code as EsimVendorCode) : 'UNRECOGNISED',
    httpStatus,
    message: (parsed.data?.message || code || `HTTP ${httpStatus}`).slice(0, 500),
  };
}

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown };

export function createSimulatorEsimConnector(options: { baseUrl: string; fetchImpl?: typeof fetch }): EsimConnector {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = (path: string) => `${options.baseUrl.replace(/\/+$/, '')}/esim${path}`;

  async function call<T>(
    request: Request,
    schema: z.ZodType<T>,
    callOptions: SupplierCallOptions,
  ): Promise<EsimCallResult<T>> {
    // The body is read inside the deadline too: an answer that starts but never ends is no answer.
    const outcome = await callSupplier(callOptions.deadlineMs, callOptions.signal, async (signal) => {
      const init: RequestInit =
        request.body === undefined
          ? { method: request.method, signal }
          : {
              method: request.method,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(request.body),
              signal,
            };
      const response = await fetchImpl(url(request.path), init);
      return { status: response.status, json: parseJson(await response.text()) };
    });
    if (!outcome.ok) {
      if (outcome.reason === 'timeout')
        return unknownOutcome('timeout', `the eSIM vendor did not answer within ${callOptions.deadlineMs} ms`);
      if (callOptions.signal?.aborted) return unknownOutcome('aborted', 'the call to the eSIM vendor was abandoned');
      const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      return unknownOutcome('unreachable', `the eSIM vendor could not be reached: ${reason}`);
    }
    const { status, json } = outcome.value;
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : unknownOutcome('bad-answer', `the eSIM vendor answered ${request.path} with a malformed body`);
    }
    if (status >= 400 && status < 500) return refusalOf(status, json);
    const message = ZVendorError.safeParse(json).data?.message;
    return unknownOutcome(
      'supplier-error',
      `the eSIM vendor answered HTTP ${status}${message ? `: ${message.slice(0, 500)}` : ''}`,
    );
  }

  const get = (path: string, query: Record<string, string>): Request => ({
    method: 'GET',
    path: `${path}?${new URLSearchParams(query)}`,
  });
  const post = (path: string, body: unknown): Request => ({ method: 'POST', path, body });
  const esimPath = (iccid: string, action = '') => `/esims/${encodeURIComponent(iccid)}${action ? `/${action}` : ''}`;
  const byRef = (kind: string, clientRef: string) => `/${kind}/by-ref/${encodeURIComponent(clientRef)}`;
  const packagesOf = ZEsimPackagesResponse.transform((answer) => answer.packages);

  return {
    packages: (_system, { account, kind }, callOptions) =>
      call(get('/packages', { account, kind }), packagesOf, callOptions),
    order: (_system, request, callOptions) => call(post('/orders', request), ZEsimVendorOrder, callOptions),
    orderByRef: (_system, { account, clientRef }, callOptions) =>
      call(get(byRef('orders', clientRef), { account }), ZEsimVendorOrder, callOptions),
    usage: (_system, { account, iccid }, callOptions) =>
      call(get(esimPath(iccid), { account }), ZEsimVendorUsage, callOptions),
    topUpPackages: (_system, { account, iccid }, callOptions) =>
      call(get(esimPath(iccid, 'topup-packages'), { account }), packagesOf, callOptions),
    topUp: (_system, { account, iccid, clientRef, packageId, expectedNet }, callOptions) =>
      call(
        post(esimPath(iccid, 'topups'), { account, clientRef, packageId, expectedNet }),
        ZEsimVendorTopUp,
        callOptions,
      ),
    topUpByRef: (_system, { account, clientRef }, callOptions) =>
      call(get(byRef('topups', clientRef), { account }), ZEsimVendorTopUp, callOptions),
    refund: (_system, { account, iccid, clientRef }, callOptions) =>
      call(post(esimPath(iccid, 'refund'), { account, clientRef }), ZEsimVendorRefund, callOptions),
    refundByRef: (_system, { account, clientRef }, callOptions) =>
      call(get(byRef('refunds', clientRef), { account }), ZEsimVendorRefund, callOptions),
  };
}
