// upgrade-luggage: checked baggage per passenger and flight, chosen from the options the supplier sells (ancillaries).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { useGetLuggageOptionsQuery } from '../api/luggage-options-api';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditSelect } from '../fields/EditSelect';
import { airlineSpelling, flightChoices } from '../model/booking-choices';
import { ancillariesArgsOf, luggageRows, type LuggageRow } from '../model/luggage-rows';
import { useEditForm } from '../model/use-edit-form';

type Values = Record<string, string>;

const chosenRows = (rows: readonly LuggageRow[], values: Values) => rows.filter((row) => values[row.field]);

export default function UpgradeLuggageForm(props: EditFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const catalogue = useGetLuggageOptionsQuery(ancillariesArgsOf(props.booking));
  const rows = luggageRows(props.booking, catalogue.data, language);
  const form = useEditForm<Values>(props, {
    initial: {},
    fields: rows.map((row) => row.field),
    toBody: (values) => ({
      upgrades: chosenRows(rows, values).map((row) => ({
        paxId: row.paxId,
        flightKey: row.flightKey,
        optionCode: values[row.field],
      })),
    }),
    fieldOf: (path, values) => {
      const index = /^upgrades\.(\d+)/.exec(path);
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
    <EditFormLayout form={form}>
      <Typography color="text.secondary">{t('editForms.luggage.intro')}</Typography>
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
    </EditFormLayout>
  );
}
