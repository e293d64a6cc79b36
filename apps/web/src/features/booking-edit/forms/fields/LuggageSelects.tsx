// Baggage per passenger and flight, shared by upgrade-luggage on a hold and paid after ticketing: one select per row of
// the catalogue, and the form's body (the chosen rows under `upgrades` or `items`) with its errors mapped back to rows.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { airlineSpelling, flightChoices } from '../model/booking-choices';
import type { LuggageRow } from '../model/luggage-rows';
import { EditSelect } from './EditSelect';
import type { FieldBinding } from './field-binding';

type Values = Record<string, string>;

const chosenRows = (rows: readonly LuggageRow[], values: Values) => rows.filter((row) => values[row.field]);

/** The form options of a baggage form whose body lists the chosen rows under `list`. */
export function luggageFormOptions(rows: readonly LuggageRow[], list: 'upgrades' | 'items') {
  const itemIndex = new RegExp(`^${list}\\.(\\d+)`);
  return {
    initial: {} as Values,
    fields: rows.map((row) => row.field),
    toBody: (values: Values) => ({
      [list]: chosenRows(rows, values).map((row) => ({
        paxId: row.paxId,
        flightKey: row.flightKey,
        optionCode: values[row.field],
      })),
    }),
    fieldOf: (path: string, values: Values) => {
      const index = itemIndex.exec(path);
      if (!index) return rows[0]?.field ?? path;
      return chosenRows(rows, values)[Number(index[1])]?.field ?? path;
    },
  };
}

export function LuggageSelects(props: {
  form: FieldBinding;
  booking: Pick<TBookingDetail, 'passengers' | 'routes'>;
  rows: readonly LuggageRow[];
}) {
  const { form, booking, rows } = props;
  const { t } = useTranslation();
  const flights = flightChoices(booking);
  const passengerName = (paxId: string) =>
    airlineSpelling(booking.passengers.find((passenger) => passenger.paxId === paxId)!);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {rows.map((row) => (
        <EditSelect
          key={row.field}
          form={form}
          field={row.field}
          label={`${passengerName(row.paxId)} · ${flights.find((flight) => flight.flightKey === row.flightKey)?.label ?? ''}`}
          options={row.options}
          emptyLabel={row.options.length > 0 ? t('editForms.luggage.none') : t('editForms.luggage.noOptions')}
        />
      ))}
    </Box>
  );
}
