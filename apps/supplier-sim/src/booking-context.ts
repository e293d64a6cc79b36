// What every booking operation works with (state, seats, settings, clock) and how it answers: a value, or a coded refusal.
import type { TSupplierBookingError, TSupplierErrorBody } from '@portal/contracts';
import type { TBookingStore } from './booking-store.js';
import type { TFaultState } from './faults.js';
import type { TSeatInventory } from './seats.js';

export type TBookingDeps = {
  store: TBookingStore;
  seats: TSeatInventory;
  faults: TFaultState;
  now: () => Date;
  /** Airline → 3-digit ticket prefix. */
  ticketPrefixes: Readonly<Record<string, string>>;
};

export type TActionResult<T> =
  { ok: true; value: T; status: number } | { ok: false; status: number; body: TSupplierErrorBody };

export const succeed = <T>(value: T, status = 200): TActionResult<T> => ({ ok: true, value, status });

const STATUS_OF: Readonly<Partial<Record<TSupplierBookingError, number>>> = {
  BAD_REQUEST: 400,
  OTHER_ACCOUNT: 403,
  NOT_FOUND: 404,
  QUOTE_NOT_FOUND: 404,
  ACTION_NOT_SUPPORTED: 422,
  EDIT_REFUSED: 422,
  CREDIT_NOT_FOUND: 404,
  CREDIT_NAME_MISMATCH: 422,
};

/** A refusal: 400 bad request, 403 another account's PNR, 404 unknown, 422 an edit the system does not offer or the airline refuses, 409 for everything the PNR's state forbids. */
export function refuse<T>(
  error: TSupplierBookingError,
  message: string,
  extra: Omit<TSupplierErrorBody, 'error' | 'message'> = {},
): TActionResult<T> {
  return { ok: false, status: STATUS_OF[error] ?? 409, body: { error, message, ...extra } };
}

export function badRequest<T>(fields: Array<{ field: string; message: string }>): TActionResult<T> {
  return refuse('BAD_REQUEST', fields.map((issue) => `${issue.field}: ${issue.message}`).join('; '), { fields });
}
