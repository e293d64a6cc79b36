// What the paid change page gives the form of one paid action, and what the form gives back (the forms' contract).
import type { ComponentType } from 'react';
import type { TBookingDetail, TPaidBookingEdit } from '@portal/contracts';
import type { BookingEditContext } from '@portal/domain';

export type PaidFormProps = {
  action: TPaidBookingEdit;
  /** The booking as the portal shows it now (passengers, routes with their offerId as the flight key, status). */
  booking: TBookingDetail;
  /** The booking's facts the edit rules check against (`bookingEditContextOf(booking, now)`). */
  context: BookingEditContext;
  /** The version the body must carry as `expectedVersion` (from GET /api/bookings/{id}/edits). */
  version: number;
  /** The server's 400 field errors (field path → message), shown under the field they name. */
  serverErrors: Readonly<Record<string, string>>;
  /** True while the page sends the body: the form disables its submit button. */
  submitting: boolean;
  /**
   * True while a quote of the form's last body is shown: the form keeps its choices but locks them (a change of mind
   * goes through "Sửa lựa chọn / Change choices", which drops the quote).
   */
  locked: boolean;
  /**
   * Called with the body the form validated with `PAID_CHANGE_REQUESTS[action]` (the same schema as the API),
   * `expectedVersion` included and without acceptQuoteId/acceptTotal: the page asks for the quote with it, then
   * sends the same body with acceptQuoteId and acceptTotal once the agent accepts.
   */
  onSubmit: (body: Record<string, unknown>) => void;
  /** The page's last 409 about the form's choices (buy-seat: a seat sold meanwhile); see PaidFormConflict. */
  conflict?: PaidFormConflict;
};

export type PaidFormComponent = ComponentType<PaidFormProps>;

/**
 * The page's last 409 refusal that is about the form's choices (buy-seat: `seatTaken`, a seat sold to another booking
 * meanwhile), a new object each time: the form reloads what it shows and drops the choice (decision 055).
 */
export type PaidFormConflict = { reason: string; details: Readonly<Record<string, unknown>> };
