// exchange-route: the flight(s) to change and, for each, the new date or flight searched on the booking's system; the
// quote shows the fare difference and the change fee (a closed flight cannot be picked).
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { flightChoices } from '../../../booking-edit/forms/model/booking-choices';
import { exchangeFlights, initialLegs, legFields } from '../../model/exchange-legs';
import { ExchangeLegPicker } from '../fields/ExchangeLegPicker';
import { PaidFlightChecklist } from '../fields/PaidFlightChecklist';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { useClosedFlights } from '../use-closed-flights';
import { usePaidForm } from '../use-paid-form';

type Values = Record<string, string | string[]>;

const keysOf = (values: Values) => (Array.isArray(values.flightKeys) ? values.flightKeys : []);

export default function ExchangeRouteForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const { closed } = useClosedFlights(props.booking.id);
  const flights = flightChoices(props.booking);
  const form = usePaidForm<Values>(props, {
    initial: () => ({ flightKeys: [], ...initialLegs(props.booking) }),
    fields: ['flightKeys', ...flights.flatMap((flight) => Object.values(legFields(flight.flightKey)))],
    toBody: (values) => {
      const keys = keysOf(values);
      return keys.length > 0 ? { flights: exchangeFlights(keys, values) } : {};
    },
    fieldOf: (path, values) => {
      const match = /^flights\.(\d+)\.to\.?(.*)$/.exec(path);
      const flightKey = match ? keysOf(values)[Number(match[1])] : undefined;
      if (!flightKey) return path.startsWith('flights') ? 'flightKeys' : path;
      const names = legFields(flightKey);
      if (match![2]!.startsWith('leg.from')) return names.from;
      if (match![2]!.startsWith('leg.to')) return names.to;
      if (match![2]!.startsWith('leg.departDate')) return names.date;
      return names.offerId;
    },
  });
  const chosen = keysOf(form.values);
  return (
    <PaidFormLayout form={form}>
      <Typography color="text.secondary">{t('bookingPaid.forms.exchangeIntro')}</Typography>
      <PaidFlightChecklist
        form={form}
        field="flightKeys"
        booking={props.booking}
        label={t('bookingPaid.forms.flightsToChange')}
        closed={closed}
      />
      {flights
        .filter((flight) => chosen.includes(flight.flightKey))
        .map((flight) => (
          <ExchangeLegPicker
            key={flight.flightKey}
            form={form}
            booking={props.booking}
            flightKey={flight.flightKey}
            title={t('bookingPaid.forms.newFlightFor', { flight: flight.label })}
          />
        ))}
    </PaidFormLayout>
  );
}
