// upgrade-luggage on a ticketed booking (decision 057): part 1's baggage choices per passenger and flight, from the
// open add-on catalogue, sent as a buy-luggage body (items: paxId, flightKey, optionCode) for a quote.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { useGetLuggageOptionsQuery } from '../../../booking-edit/forms/api/luggage-options-api';
import { EditSelect } from '../../../booking-edit/forms/fields/EditSelect';
import { airlineSpelling, flightChoices } from '../../../booking-edit/forms/model/booking-choices';
import { ancillariesArgsOf, luggageRows, type LuggageRow } from '../../../booking-edit/forms/model/luggage-rows';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { usePaidForm } from '../use-paid-form';

type Values = Record<string, string>;

const chosenRows = (rows: readonly LuggageRow[], values: Values) => rows.filter((row) => values[row.field]);

export default function UpgradeLuggagePaidForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const catalogue = useGetLuggageOptionsQuery(ancillariesArgsOf(props.booking));
  const rows = luggageRows(props.booking, catalogue.data, language);
  const form = usePaidForm<Values>(props, {
    initial: {},
    fields: rows.map((row) => row.field),
    toBody: (values) => ({
      items: chosenRows(rows, values).map((row) => ({
        paxId: row.paxId,
        flightKey: row.flightKey,
        optionCode: values[row.field],
      })),
    }),
    fieldOf: (path, values) => {
      const index = /^items\.(\d+)/.exec(path);
      if (!index) return rows[0]?.field ?? path;
      return chosenRows(rows, values)[Number(index[1])]?.field ?? path;
    },
  });
  if (catalogue.isLoading) return <CircularProgress aria-label={t('editForms.luggage.loading')} />;
  if (catalogue.isError) return <Alert severity="error">{t('editForms.luggage.failed')}</Alert>;
  const flights = flightChoices(props.booking);
  const passengerName = (paxId: string) =>
    airlineSpelling(props.booking.passengers.find((passenger) => passenger.paxId === paxId)!);
  return (
    <PaidFormLayout form={form}>
      <Typography color="text.secondary">{t('bookingPaid.forms.upgradeIntro')}</Typography>
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
    </PaidFormLayout>
  );
}
