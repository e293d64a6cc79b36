// The simulator's railway over HTTP (/railway/*, the same base URL as the airlines): every answer zod-parsed and
// turned into whole VND, the railway's refusals typed by their code, each call under its own deadline.
import {
  RAILWAY_ERRORS,
  ZRailwayBooking,
  ZRailwayChangeQuote,
  ZRailwayChangeResult,
  ZRailwayError,
  ZRailwayRefundQuote,
  ZRailwayRefundResult,
  ZRailwaySearchResponse,
  ZRailwaySeatLock,
  ZRailwaySeatMap,
  ZRailwayStationsResponse,
  type TRailwayError,
} from '@portal/contracts';
import { z } from 'zod';
import { callSupplier } from '../supplier-call.js';
import type { SupplierCallOptions, SupplierUnknownOutcome } from '../supplier-gateway.js';
import type { RailwayCallResult, RailwayConnector, RailwayRefusal } from './railway-gateway.js';
import {
  bookingInVnd,
  changeQuoteInVnd,
  refundQuoteInVnd,
  runInVnd,
  seatLockInVnd,
  seatMapInVnd,
  thousandsOfVnd,
} from './railway-money.js';

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

function refusalOf(httpStatus: number, body: unknown): RailwayRefusal {
  const parsed = ZRailwayError.safeParse(body);
  if (!parsed.success)
    return { ok: false, kind: 'refused', code: 'UNRECOGNISED', httpStatus, message: `HTTP ${httpStatus}` };
  const { error, message } = parsed.data;
  return {
    ok: false,
    kind: 'refused',
    code: (RAILWAY_ERRORS as readonly string[]).includes(error) ? (error as TRailwayError) : 'UNRECOGNISED',
    httpStatus,
    message: (message || error).slice(0, 500),
  };
}

type Request = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown };
/** How an answer is read: its schema, then its amounts turned into VND. */
type Reader<T, R> = { schema: z.ZodType<T>; toVnd: (value: T) => R };

export function createSimulatorRailwayConnector(options: {
  baseUrl: string;
  fetchImpl?: typeof fetch;
}): RailwayConnector {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = (path: string) => `${options.baseUrl.replace(/\/+$/, '')}/railway${path}`;

  async function call<T, R>(
    request: Request,
    { schema, toVnd }: Reader<T, R>,
    callOptions: SupplierCallOptions,
  ): Promise<RailwayCallResult<R>> {
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
        return unknownOutcome('timeout', `the railway did not answer within ${callOptions.deadlineMs} ms`);
      if (callOptions.signal?.aborted) return unknownOutcome('aborted', 'the call to the railway was abandoned');
      const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      return unknownOutcome('unreachable', `the railway could not be reached: ${reason}`);
    }
    const { status, json } = outcome.value;
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { ok: true, value: toVnd(parsed.data) }
        : unknownOutcome('bad-answer', `the railway answered ${request.path} with a malformed body`);
    }
    if (status >= 400 && status < 500) return refusalOf(status, json);
    const message = ZRailwayError.safeParse(json).data?.message;
    return unknownOutcome(
      'supplier-error',
      `the railway answered HTTP ${status}${message ? `: ${message.slice(0, 500)}` : ''}`,
    );
  }

  const bookingPath = (code: string, action = '') =>
    `/bookings/${encodeURIComponent(code)}${action ? `/${action}` : ''}`;
  const post = (path: string, body: unknown): Request => ({ method: 'POST', path, body });

  const booking = { schema: ZRailwayBooking, toVnd: bookingInVnd };
  return {
    stations: (_system, callOptions) =>
      call(
        { method: 'GET', path: '/stations' },
        { schema: ZRailwayStationsResponse, toVnd: (answer) => answer.stations },
        callOptions,
      ),
    search: (_system, request, callOptions) =>
      call(
        post('/search', request),
        { schema: ZRailwaySearchResponse, toVnd: (answer) => answer.runs.map(runInVnd) },
        callOptions,
      ),
    seatMap(_system, { account, runId, carriageNo, from, to }, callOptions) {
      const query = new URLSearchParams({ account, from, to });
      const path = `/runs/${encodeURIComponent(runId)}/carriages/${encodeURIComponent(carriageNo)}/seats?${query}`;
      return call({ method: 'GET', path }, { schema: ZRailwaySeatMap, toVnd: seatMapInVnd }, callOptions);
    },
    lock: (_system, request, callOptions) =>
      call(post('/seat-locks', request), { schema: ZRailwaySeatLock, toVnd: seatLockInVnd }, callOptions),
    release(_system, { account, ticketId }, callOptions) {
      const path = `/seat-locks/${encodeURIComponent(ticketId)}?${new URLSearchParams({ account })}`;
      return call({ method: 'DELETE', path }, { schema: z.unknown(), toVnd: () => undefined }, callOptions);
    },
    book: (_system, request, callOptions) => call(post('/bookings', request), booking, callOptions),
    retrieve(_system, { account, bookingCode }, callOptions) {
      const path = `${bookingPath(bookingCode)}?${new URLSearchParams({ account })}`;
      return call({ method: 'GET', path }, booking, callOptions);
    },
    pay: (_system, { account, bookingCode, expectedTotal }, callOptions) =>
      call(
        post(bookingPath(bookingCode, 'pay'), { account, expectedTotal: thousandsOfVnd(expectedTotal) }),
        booking,
        callOptions,
      ),
    cancel: (_system, { account, bookingCode }, callOptions) =>
      call(post(bookingPath(bookingCode, 'cancel'), { account }), booking, callOptions),
    refundQuote: (_system, { account, bookingCode, ticketIds }, callOptions) =>
      call(
        post(bookingPath(bookingCode, 'refund-quote'), { account, ticketIds }),
        { schema: ZRailwayRefundQuote, toVnd: refundQuoteInVnd },
        callOptions,
      ),
    refund: (_system, { account, bookingCode, quoteId }, callOptions) =>
      call(
        post(bookingPath(bookingCode, 'refund'), { account, quoteId }),
        {
          schema: ZRailwayRefundResult,
          toVnd: (result) => ({ quote: refundQuoteInVnd(result.quote), booking: bookingInVnd(result.booking) }),
        },
        callOptions,
      ),
    changeQuote: (_system, { account, bookingCode, ticketId, newTicketId }, callOptions) =>
      call(
        post(bookingPath(bookingCode, 'change-quote'), { account, ticketId, newTicketId }),
        { schema: ZRailwayChangeQuote, toVnd: changeQuoteInVnd },
        callOptions,
      ),
    change: (_system, { account, bookingCode, quoteId }, callOptions) =>
      call(
        post(bookingPath(bookingCode, 'change'), { account, quoteId }),
        {
          schema: ZRailwayChangeResult,
          toVnd: (result) => ({ quote: changeQuoteInVnd(result.quote), booking: bookingInVnd(result.booking) }),
        },
        callOptions,
      ),
  };
}
