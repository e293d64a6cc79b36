// The edits without money served (decisions 042, 043) and how each portal body becomes the supplier's edit calls.
import type { TBookingEditBody, TSupplierEdit } from '@portal/contracts';
import { toAirlineText } from '@portal/domain';
import { typedDateToIso } from '../../../platform/typed-dates.js';
import { maskedNumber } from './edit-changes.js';

/** The open edits that move no money and need one PNR-level change (split-passenger and the priced ones excluded). */
export const NO_MONEY_EDITS = [
  'add-osi',
  'add-ca',
  'add-sk',
  'add-remark',
  'add-services',
  'edit-phone',
  'swap-queue',
  'retain-quote-tst',
  'add-pax-endorsement',
  'change-contact',
  'change-route-status',
  'add-arunk',
  'submit-sc',
  'remove-checkIn',
  'change-loyalty',
  'add-info-passenger',
  'change-passport',
] as const;
export type NoMoneyEdit = (typeof NO_MONEY_EDITS)[number];

/** Once per chosen passenger, or once for the whole PNR when none is chosen. */
const perPassenger = (paxIds: readonly string[] | undefined) => (paxIds?.length ? paxIds : [undefined]);

/** The supplier's key of a flight named by the portal's `routes[].offerId`. */
export type FlightKeyOf = (offerId: string) => string;

/** What a mapper needs of the booking: its flights' supplier keys and the validating airline (its loyalty card). */
export type EditTarget = { flightKeyOf: FlightKeyOf; airline: string };

type Mappers = {
  [Action in NoMoneyEdit]: (body: TBookingEditBody<Action>, target: EditTarget) => TSupplierEdit[];
};

const MAPPERS: Mappers = {
  'add-osi': (body) => [{ action: 'add-osi', airline: body.carrier, text: toAirlineText(body.text) }],
  'add-ca': (body) => [{ action: 'add-ca', code: body.accountCode }],
  'add-sk': (body) =>
    perPassenger(body.paxIds).map((paxId) => ({
      action: 'add-sk',
      keyword: body.keyword,
      paxId,
      text: body.text === undefined ? undefined : toAirlineText(body.text),
    })),
  'add-remark': (body) => [{ action: 'add-remark', kind: body.kind, text: toAirlineText(body.text) }],
  'add-services': (body, { flightKeyOf }) => [
    {
      action: 'add-services',
      services: body.paxIds.flatMap((paxId) =>
        (body.flightKeys ?? [undefined]).map((flightKey) => ({
          paxId,
          code: body.code,
          flightKey: flightKey === undefined ? undefined : flightKeyOf(flightKey),
          text: body.text === undefined ? undefined : toAirlineText(body.text),
        })),
      ),
    },
  ],
  'edit-phone': (body) => [{ action: 'edit-phone', phone: body.phone, isPrimary: true }],
  'swap-queue': (body) => [{ action: 'swap-queue', office: body.officeId, queue: body.queue, category: body.category }],
  'retain-quote-tst': () => [{ action: 'retain-quote-tst' }],
  'add-pax-endorsement': (body) =>
    perPassenger(body.paxIds).map((paxId) => ({
      action: 'add-pax-endorsement',
      paxId,
      text: toAirlineText(body.text),
    })),
  'change-contact': (body) => [{ action: 'change-contact', name: body.name, email: body.email }],
  'change-route-status': (body, { flightKeyOf }) => [
    { action: 'change-route-status', flightKey: flightKeyOf(body.flightKey) },
  ],
  'add-arunk': (body, { flightKeyOf }) => [{ action: 'add-arunk', afterFlightKey: flightKeyOf(body.afterFlightKey) }],
  'submit-sc': () => [{ action: 'submit-sc' }],
  'remove-checkIn': (body, { flightKeyOf }) =>
    body.paxIds.map((paxId) => ({ action: 'remove-checkIn', paxId, flightKey: flightKeyOf(body.flightKey) })),
  // The PNR carries one frequent-flyer number, the validating airline's (as the hold sends it); the others stay ours.
  'change-loyalty': (body, { airline }) => [
    {
      action: 'change-loyalty',
      paxId: body.paxId,
      loyaltyNumber: body.loyalty.find((entry) => entry.airline === airline)?.number ?? null,
    },
  ],
  // The DOCS gender alone is not an airline element here: kept by the portal only, no call (decision 043).
  'add-info-passenger': (body) =>
    body.birthDate || body.idNumber || body.nationality
      ? [
          {
            action: 'add-info-passenger',
            paxId: body.paxId,
            ...(body.birthDate ? { birthDate: typedDateToIso(body.birthDate) } : {}),
            ...(body.idNumber ? { idNumber: body.idNumber } : {}),
            ...(body.nationality ? { nationality: body.nationality } : {}),
          },
        ]
      : [],
  'change-passport': (body) => [
    {
      action: 'change-passport',
      paxId: body.paxId,
      passport: {
        number: body.passport.number,
        nationality: body.passport.nationality,
        issuingCountry: body.passport.issuingCountry,
        expiryDate: typedDateToIso(body.passport.expiryDate),
      },
    },
  ],
};

/** The supplier edit calls one portal edit makes, in order (several when one is needed per passenger). */
export function supplierEditsOf<Action extends NoMoneyEdit>(
  action: Action,
  body: TBookingEditBody<Action>,
  target: EditTarget,
): TSupplierEdit[] {
  const mapper = MAPPERS[action] as (body: TBookingEditBody<Action>, target: EditTarget) => TSupplierEdit[];
  return mapper(body, target);
}

/** What the agent sent, for the history: the body without its envelope, a document number by its last 4 characters. */
export function editSummaryOf(body: Record<string, unknown>): Record<string, unknown> {
  const { expectedVersion: _version, acceptTotal: _total, ...fields } = body;
  const passport = fields.passport as { number?: string } | undefined;
  if (passport?.number) fields.passport = { ...passport, number: maskedNumber(passport.number) };
  if (typeof fields.idNumber === 'string') fields.idNumber = maskedNumber(fields.idNumber);
  return fields;
}
