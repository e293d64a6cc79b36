// exchange-route's values: per flight to change, the new leg typed (from, to, dd/MM/yyyy) and the fare chosen, and
// the body's `flights[]` built from them.
import type { TBookingDetail, TSearchLeg } from '@portal/contracts';

export type LegValues = Readonly<Record<string, unknown>>;

const text = (values: LegValues, field: string) => {
  const value = values[field];
  return typeof value === 'string' ? value : '';
};

/** The form fields of the new flight for one booking flight. */
export const legFields = (flightKey: string) => ({
  from: `to.${flightKey}.from`,
  to: `to.${flightKey}.to`,
  date: `to.${flightKey}.departDate`,
  offerId: `to.${flightKey}.offerId`,
  fareClass: `to.${flightKey}.fareClass`,
});

/** The leg as typed, when it can be searched: two airport codes and a dd/MM/yyyy date (sent as yyyy-MM-dd). */
export function legOf(values: LegValues, flightKey: string): TSearchLeg | undefined {
  const names = legFields(flightKey);
  const date = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text(values, names.date).trim());
  const from = text(values, names.from).trim();
  const to = text(values, names.to).trim();
  if (!date || !/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to)) return undefined;
  return { from, to, departDate: `${date[3]}-${date[2]}-${date[1]}` };
}

/** The same from and to as the booking's flight by default: an exchange usually moves the date. */
export function initialLegs(booking: Pick<TBookingDetail, 'routes'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const route of booking.routes) {
    const names = legFields(route.offerId);
    values[names.from] = route.segments[0]?.from ?? '';
    values[names.to] = route.segments.at(-1)?.to ?? '';
    values[names.date] = '';
    values[names.offerId] = '';
    values[names.fareClass] = '';
  }
  return values;
}

/** The body's flights: each ticked flight with the fare chosen on its new leg. */
export function exchangeFlights(flightKeys: readonly string[], values: LegValues) {
  return flightKeys.map((flightKey) => {
    const names = legFields(flightKey);
    return {
      flightKey,
      to: {
        offerId: text(values, names.offerId),
        fareClass: text(values, names.fareClass),
        leg: legOf(values, flightKey) ?? {
          from: text(values, names.from),
          to: text(values, names.to),
          departDate: text(values, names.date),
        },
      },
    };
  });
}
