// The simulator's booking calls over HTTP: typed results that tell a definite refusal from an unknown outcome, each under its own deadline.
import {
  SUPPLIER_BOOKING_ERRORS,
  ZSupplierAncillariesResponse,
  ZSupplierBooking,
  ZSupplierEditResult,
  ZSupplierOffersResponse,
  ZSupplierPaidChangeResult,
  ZSupplierPaidQuote,
  ZSupplierPriceCheckResponse,
  ZSupplierRefundQuote,
  ZSupplierSeatMapsResponse,
  type TBookingSystem,
  type TSupplierBookingError,
} from '@portal/contracts';
import { z } from 'zod';
import { callSupplier } from '../../supplier-call.js';
import type {
  SupplierBookingCalls,
  SupplierCallOptions,
  SupplierCallResult,
  SupplierRefusal,
  SupplierUnknownOutcome,
} from '../../supplier-gateway.js';

const ZErrorBody = z.object({
  error: z.string(),
  message: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  totalNet: z.number().int().optional(),
  booking: z.unknown().optional(),
  quote: z.unknown().optional(),
});

const unknownOutcome = (reason: SupplierUnknownOutcome['reason'], message: string): SupplierUnknownOutcome => ({
  ok: false,
  kind: 'unknown',
  reason,
  message,
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refusalOf(httpStatus: number, body: unknown): SupplierRefusal {
  const parsed = ZErrorBody.safeParse(body);
  if (!parsed.success)
    return { ok: false, kind: 'refused', code: 'UNRECOGNISED', httpStatus, message: `HTTP ${httpStatus}` };
  const { error, message, fields, totalNet } = parsed.data;
  const booking = ZSupplierBooking.safeParse(parsed.data.booking);
  const quote = ZSupplierPaidQuote.safeParse(parsed.data.quote);
  return {
    ok: false,
    kind: 'refused',
    code: (SUPPLIER_BOOKING_ERRORS as readonly string[]).includes(error)
      ? (error as TSupplierBookingError)
      : 'UNRECOGNISED',
    httpStatus,
    message: (message ?? error).slice(0, 500),
    ...(fields ? { fields } : {}),
    ...(booking.success ? { booking: booking.data } : {}),
    ...(totalNet !== undefined ? { totalNet } : {}),
    ...(quote.success ? { quote: quote.data } : {}),
  };
}

export function createSimulatorBookingCalls(options: {
  baseUrl: string;
  fetchImpl?: typeof fetch;
}): SupplierBookingCalls {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = (path: string) => `${options.baseUrl.replace(/\/+$/, '')}${path}`;

  async function call<T>(
    system: TBookingSystem,
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    callOptions: SupplierCallOptions,
  ): Promise<SupplierCallResult<T>> {
    // The body is read inside the deadline too: an answer that starts but never ends is no answer.
    const outcome = await callSupplier(callOptions.deadlineMs, callOptions.signal, async (signal) => {
      const init: RequestInit =
        body === undefined
          ? { signal }
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal };
      const response = await fetchImpl(url(`/systems/${system}${path}`), init);
      return { status: response.status, json: parseJson(await response.text()) };
    });
    if (!outcome.ok) {
      if (outcome.reason === 'timeout')
        return unknownOutcome('timeout', `${system} did not answer within ${callOptions.deadlineMs} ms`);
      if (callOptions.signal?.aborted) return unknownOutcome('aborted', `the call to ${system} was abandoned`);
      return unknownOutcome(
        'unreachable',
        `${system} could not be reached: ${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)}`,
      );
    }
    const { status, json } = outcome.value;
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : unknownOutcome('bad-answer', `${system} answered ${path} with a malformed body`);
    }
    if (status >= 400 && status < 500) return refusalOf(status, json);
    const message = ZErrorBody.safeParse(json).data?.message;
    return unknownOutcome(
      'supplier-error',
      `${system} answered HTTP ${status}${message ? `: ${message.slice(0, 500)}` : ''}`,
    );
  }

  const pnrPath = (pnr: string, action = '') => `/bookings/${encodeURIComponent(pnr)}${action ? `/${action}` : ''}`;

  return {
    priceCheck: (system, request, callOptions) =>
      call(system, '/price-check', request, ZSupplierPriceCheckResponse, callOptions),
    ancillaries: (system, request, callOptions) =>
      call(system, '/ancillaries', request, ZSupplierAncillariesResponse, callOptions),
    hold: (system, request, callOptions) => call(system, '/bookings', request, ZSupplierBooking, callOptions),
    retrieve(system, { pnr, account, lastName }, callOptions) {
      const query = new URLSearchParams({ account, ...(lastName ? { lastName } : {}) });
      return call(system, `${pnrPath(pnr)}?${query}`, undefined, ZSupplierBooking, callOptions);
    },
    issue: (system, { pnr, account, credits }, callOptions) =>
      call(system, pnrPath(pnr, 'issue'), credits ? { account, credits } : { account }, ZSupplierBooking, callOptions),
    void: (system, { pnr, account }, callOptions) =>
      call(system, pnrPath(pnr, 'void'), { account }, ZSupplierBooking, callOptions),
    cancel: (system, { pnr, account }, callOptions) =>
      call(system, pnrPath(pnr, 'cancel'), { account }, ZSupplierBooking, callOptions),
    refundQuote: (system, { pnr, account }, callOptions) =>
      call(system, pnrPath(pnr, 'refund-quote'), { account }, ZSupplierRefundQuote, callOptions),
    refund: (system, { pnr, account, quoteId }, callOptions) =>
      call(system, pnrPath(pnr, 'refund'), { account, quoteId }, ZSupplierBooking, callOptions),
    edit: (system, { pnr, ...body }, callOptions) =>
      call(system, pnrPath(pnr, 'edits'), body, ZSupplierEditResult, callOptions),
    seatMaps: (system, { pnr, account }, callOptions) =>
      call(system, pnrPath(pnr, 'seat-maps'), { account }, ZSupplierSeatMapsResponse, callOptions),
    offers: (system, { pnr, account }, callOptions) =>
      call(system, pnrPath(pnr, 'offers'), { account }, ZSupplierOffersResponse, callOptions),
    paidChange: (system, { pnr, ...body }, callOptions) =>
      call(system, pnrPath(pnr, 'paid-changes'), body, ZSupplierPaidChangeResult, callOptions),
  };
}
