// The supplier protocol of the 25 open booking edits: POST /systems/{system}/bookings/{pnr}/edits, quote or commit (decision 039).
import { z } from 'zod';
import { ZRemarkKind, ZSpecialKeyword, ZSpecialServiceCode } from '../bookings/booking-edit-names.js';
import {
  ZSupplierAccount,
  ZSupplierBooking,
  ZSupplierCountry,
  ZSupplierFlightChoice,
  ZSupplierIdNumber,
  ZSupplierPassport,
} from './booking-protocol.js';

const vnd = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
const paxId = z.string().regex(/^(ADT|CHD|INF)-[1-9]$/);
const flightKey = z.string().min(1).max(200);
const airlineName = z
  .string()
  .regex(/^[A-Z]+( [A-Z]+)*$/, 'Expected ASCII upper-case letters and single spaces')
  .max(40);

/** Airline free text (remarks, OSI, endorsements): upper-case ASCII letters, digits, space and . , / - ( ) : */
export const AIRLINE_TEXT = /^[A-Z0-9 .,/\-():]+$/;
export const airlineText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(AIRLINE_TEXT, 'Expected upper-case ASCII letters, digits, space and . , / - ( ) :');

const phone = z.string().regex(/^\+?\d{8,15}$/);

const edit = <A extends string, S extends z.ZodRawShape>(action: A, shape: S) =>
  z.object({ action: z.literal(action), ...shape });

/** One edit per request, discriminated by `action` (the SPEC route slug). */
export const ZSupplierEdit = z.discriminatedUnion('action', [
  edit('add-osi', {
    airline: z
      .string()
      .regex(/^[A-Z0-9]{2}$/)
      .optional(),
    text: airlineText(2, 200),
  }),
  edit('add-ca', {
    code: z.string().regex(/^[A-Z0-9]{3,20}$/, 'Expected 3–20 upper-case letters or digits'),
    name: airlineText(2, 60).optional(),
  }),
  edit('add-sk', { keyword: ZSpecialKeyword, paxId: paxId.optional(), text: airlineText(2, 100).optional() }),
  edit('change-loyalty', {
    paxId,
    /** null removes the number. */
    loyaltyNumber: z
      .string()
      .regex(/^[A-Z0-9]{4,20}$/)
      .nullable(),
  }),
  edit('add-infant', {
    adultId: paxId,
    infant: z.object({
      title: z.enum(['MSTR', 'MISS']),
      lastName: airlineName,
      firstName: airlineName,
      birthDate: isoDate,
      passport: ZSupplierPassport.optional(),
    }),
  }),
  edit('add-info-passenger', {
    paxId,
    birthDate: isoDate.optional(),
    idNumber: ZSupplierIdNumber.optional(),
    nationality: ZSupplierCountry.optional(),
  }),
  edit('add-remark', { kind: ZRemarkKind, text: airlineText(2, 250) }),
  edit('change-route-class', { flightKey, fareClass: z.string().min(1).max(20) }),
  edit('remove-checkIn', { paxId, flightKey }),
  edit('add-services', {
    services: z
      .array(
        z.object({
          paxId,
          code: ZSpecialServiceCode,
          flightKey: flightKey.optional(),
          text: airlineText(2, 70).optional(),
        }),
      )
      .min(1)
      .max(20),
  }),
  edit('change-route-status', { flightKey }),
  edit('remove-route', { flightKey }),
  /** A primary phone (the default) replaces the contact's; another is kept beside it. */
  edit('edit-phone', { phone, isPrimary: z.boolean().optional() }),
  edit('add-arunk', { afterFlightKey: flightKey }),
  edit('split-passenger', { paxIds: z.array(paxId).min(1).max(17) }),
  edit('swap-queue', {
    office: z
      .string()
      .regex(/^[A-Za-z0-9._@-]{2,50}$/)
      .optional(),
    queue: z.number().int().min(0).max(99),
    /** 0 when not given. */
    category: z.number().int().min(0).max(9).optional(),
  }),
  edit('add-route', { flight: ZSupplierFlightChoice }),
  edit('submit-sc', {}),
  edit('change-passport', { paxId, passport: ZSupplierPassport }),
  edit('change-birthday-qh', { paxId, birthDate: isoDate }),
  edit('change-contact', {
    name: z.string().trim().min(1).max(100).optional(),
    email: z.email().max(200).optional(),
    extraEmail: z.email().max(200).optional(),
  }),
  edit('change-passenger-info', {
    paxId,
    title: z.enum(['MR', 'MRS', 'MS', 'MSTR', 'MISS']).optional(),
    lastName: airlineName.optional(),
    firstName: airlineName.optional(),
  }),
  edit('retain-quote-tst', {}),
  edit('add-pax-endorsement', { paxId: paxId.optional(), text: airlineText(2, 70) }),
  edit('upgrade-luggage', { paxId, flightKey, code: z.string().min(1).max(40) }),
]);
export type TSupplierEdit = z.infer<typeof ZSupplierEdit>;
export type TSupplierEditAction = TSupplierEdit['action'];

/** POST /systems/{system}/bookings/{pnr}/edits */
export const ZSupplierEditRequest = z.object({
  account: ZSupplierAccount,
  /** Idempotency of a commit: the same reference and body answer the same result; another body is CLIENT_REF_REUSED. */
  clientRef: z.string().min(1).max(100),
  /** quote: what the PNR and its total would become, nothing changed; commit: change it. */
  mode: z.enum(['quote', 'commit']),
  /** When given, a commit whose new total differs is refused PRICE_CHANGED with the new total (as at hold). */
  expectedTotal: vnd.min(0).optional(),
  edit: ZSupplierEdit,
});
export type TSupplierEditRequest = z.infer<typeof ZSupplierEditRequest>;

export const ZSupplierEditResult = z.object({
  booking: ZSupplierBooking,
  totalBefore: vnd,
  totalAfter: vnd,
  /** split-passenger: the new PNR with the passengers that moved. */
  splitBooking: ZSupplierBooking.optional(),
});
export type TSupplierEditResult = z.infer<typeof ZSupplierEditResult>;
