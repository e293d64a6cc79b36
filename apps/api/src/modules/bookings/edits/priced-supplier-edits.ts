// The edits that may change a held booking's price (decision 044): how each body becomes the supplier's edit calls.
import type { TBookingEditBody, TSupplierEdit } from '@portal/contracts';
import { toAirlineName } from '@portal/domain';
import { typedDateToIso } from '../../../platform/typed-dates.js';
import type { FlightKeyOf } from './supplier-edits.js';

/** reprice-on-hold (HOLD only) and fee (HOLD and EXPORT) edits: quote first, then accept the new total. */
export const PRICED_EDITS = [
  'add-infant',
  'add-route',
  'change-route-class',
  'remove-route',
  'upgrade-luggage',
  'change-passenger-info',
  'change-birthday-qh',
] as const;
export type PricedEdit = (typeof PRICED_EDITS)[number];

type Mappers = {
  [Action in PricedEdit]: (body: TBookingEditBody<Action>, flightKeyOf: FlightKeyOf) => TSupplierEdit[];
};

/** The supplier's flight key of a search offer id (`VN:key` → `key`). */
const offerKey = (offerId: string) => offerId.slice(offerId.indexOf(':') + 1);

const MAPPERS: Mappers = {
  'add-infant': (body) => [
    {
      action: 'add-infant',
      adultId: body.adultId,
      infant: {
        title: body.title,
        lastName: toAirlineName(body.lastName),
        firstName: toAirlineName(body.firstName),
        birthDate: typedDateToIso(body.birthDate),
        ...(body.passport
          ? { passport: { ...body.passport, expiryDate: typedDateToIso(body.passport.expiryDate) } }
          : {}),
      },
    },
  ],
  'add-route': (body) => [
    { action: 'add-route', flight: { key: offerKey(body.flight.offerId), fareClass: body.flight.fareClass } },
  ],
  'change-route-class': (body, flightKeyOf) => [
    { action: 'change-route-class', flightKey: flightKeyOf(body.flightKey), fareClass: body.bookingClass },
  ],
  'remove-route': (body, flightKeyOf) => [{ action: 'remove-route', flightKey: flightKeyOf(body.flightKey) }],
  'upgrade-luggage': (body, flightKeyOf) =>
    body.upgrades.map((upgrade) => ({
      action: 'upgrade-luggage',
      paxId: upgrade.paxId,
      flightKey: flightKeyOf(upgrade.flightKey),
      code: upgrade.optionCode,
    })),
  'change-passenger-info': (body) => [
    {
      action: 'change-passenger-info',
      paxId: body.paxId,
      title: body.title,
      lastName: toAirlineName(body.lastName),
      firstName: toAirlineName(body.firstName),
    },
  ],
  'change-birthday-qh': (body) => [
    { action: 'change-birthday-qh', paxId: body.paxId, birthDate: typedDateToIso(body.birthDate) },
  ],
};

/** The supplier edit calls of one priced edit, in order (one per baggage upgrade). */
export function pricedSupplierEditsOf<Action extends PricedEdit>(
  action: Action,
  body: TBookingEditBody<Action>,
  flightKeyOf: FlightKeyOf,
): TSupplierEdit[] {
  const mapper = MAPPERS[action] as (body: TBookingEditBody<Action>, flightKeyOf: FlightKeyOf) => TSupplierEdit[];
  return mapper(body, flightKeyOf);
}
