// What an edit page gives the form of one action, and what the form gives back: the contract between the page and the 25 forms.
import type { ComponentType } from 'react';
import type { TBookingDetail, TOpenBookingEdit } from '@portal/contracts';
import type { BookingEditContext } from '@portal/domain';

export type EditFormProps = {
  action: TOpenBookingEdit;
  /** The booking as the portal shows it now (passengers, routes with their offerId, contact, status). */
  booking: TBookingDetail;
  /** The booking's facts the action's schema checks against (`bookingEditContextOf(booking, now)`). */
  context: BookingEditContext;
  /** The version the body must carry as `expectedVersion` (from GET /api/bookings/{id}/edits). */
  version: number;
  /** The server's 400 field errors (field path → message), shown under the field they name. */
  serverErrors: Readonly<Record<string, string>>;
  /** True while the page sends the body: the form disables its submit button. */
  submitting: boolean;
  /**
   * Called with the body the form validated with `bookingEditSchemaFor(action, context)` (the same schema as the
   * API), `expectedVersion` included; the page adds `acceptTotal` after a quote and sends it.
   */
  onSubmit: (body: Record<string, unknown>) => void;
};

export type EditFormComponent = ComponentType<EditFormProps>;
