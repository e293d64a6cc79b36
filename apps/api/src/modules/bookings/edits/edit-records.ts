// The portal's own rows a served edit changes (decision 043): a passenger's loyalty, passport, birth date, nationality,
// ID and gender, and the contact this PNR holds at the airline.
import type { TBookingEditBody } from '@portal/contracts';
import { typedDateToIso } from '../../../platform/typed-dates.js';
import type { EditedPassengerColumns } from '../repository/booking-edit-writes.js';
import type { PassengerRow, StoredContact } from '../repository/booking-rows.js';

/** The passenger columns an edit may set. */
export type PassengerColumns = EditedPassengerColumns;

/** What the portal keeps of the booking before an edit: its passengers and the contact the detail shows. */
export type EditRecords = { passengers: readonly PassengerRow[]; contact: StoredContact };

/** The rows an edit changes: one passenger's new columns and/or the PNR's new contact. */
export type RecordChange = { passenger?: { paxId: string; set: PassengerColumns }; contact?: StoredContact };

/** The stored passport (ISO dates, as the hold stores it) with the DOCS gender. */
function storedPassport(passport: TBookingEditBody<'change-passport'>['passport']) {
  return {
    number: passport.number,
    nationality: passport.nationality,
    issuingCountry: passport.issuingCountry,
    expiryDate: typedDateToIso(passport.expiryDate),
    gender: passport.gender,
  };
}

type RecordMappers = {
  [Action in 'change-loyalty' | 'add-info-passenger' | 'change-passport' | 'edit-phone' | 'change-contact']: (
    body: TBookingEditBody<Action>,
    records: EditRecords,
  ) => RecordChange;
};

const RECORD_MAPPERS: RecordMappers = {
  'change-loyalty': (body) => ({
    passenger: {
      paxId: body.paxId,
      set: { loyalty: body.loyalty.map(({ airline, number }) => ({ airline, number })) },
    },
  }),
  'add-info-passenger': (body) => ({
    passenger: {
      paxId: body.paxId,
      set: {
        ...(body.birthDate ? { birthDate: typedDateToIso(body.birthDate) } : {}),
        ...(body.nationality ? { nationality: body.nationality } : {}),
        ...(body.idNumber ? { idNumber: body.idNumber } : {}),
        ...(body.gender ? { gender: body.gender } : {}),
      },
    },
  }),
  'change-passport': (body) => ({
    passenger: {
      paxId: body.paxId,
      set: {
        passport: storedPassport(body.passport),
        gender: body.passport.gender,
        ...(body.passport.birthDate ? { birthDate: typedDateToIso(body.passport.birthDate) } : {}),
      },
    },
  }),
  'edit-phone': (body, records) => ({ contact: { ...records.contact, phone: body.phone } }),
  'change-contact': (body, records) => ({
    contact: {
      ...records.contact,
      ...(body.name ? { name: body.name } : {}),
      ...(body.email ? { email: body.email } : {}),
    },
  }),
};

/** The rows this action changes in the portal (nothing for the PNR elements we do not keep: remarks, OSI…). */
export function recordChangeOf(action: string, body: Record<string, unknown>, records: EditRecords): RecordChange {
  const mapper = RECORD_MAPPERS[action as keyof RecordMappers] as
    ((body: Record<string, unknown>, records: EditRecords) => RecordChange) | undefined;
  return mapper ? mapper(body, records) : {};
}

/** The records as they are once the change is written (for the history's `after`). */
export function recordsAfter(records: EditRecords, change: RecordChange): EditRecords {
  const { passenger } = change;
  return {
    passengers: records.passengers.map((row) => (row.paxId === passenger?.paxId ? { ...row, ...passenger.set } : row)),
    contact: change.contact ?? records.contact,
  };
}
