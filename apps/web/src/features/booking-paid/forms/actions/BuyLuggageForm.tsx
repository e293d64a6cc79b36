// buy-luggage: per passenger and flight one checked baggage among what the flight still sells (kg and price); a
// choice replaces the earlier one, and only what costs something is bought (SPEC §4 edit luggage).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { useGetPaidOffersQuery } from '../../../../lib/booking/paid-changes-api';
import { offerRows, type OfferRow } from '../../model/offer-rows';
import { chooseLuggage, type PaidItem } from '../../model/paid-choices';
import { OfferRowSelect } from '../fields/OfferRowSelect';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { usePaidForm } from '../use-paid-form';

type Values = Record<string, string>;

const fieldOfRow = (row: OfferRow) => `bag.${row.paxId}.${row.flightKey}`;

/** The items the choices buy, applied one by one with the edit-luggage rule. */
function itemsOf(rows: readonly OfferRow[], values: Values): PaidItem[] {
  return rows.reduce<PaidItem[]>((items, row) => {
    const option = row.options.find((candidate) => candidate.code === values[fieldOfRow(row)]);
    return chooseLuggage(items, { paxId: row.paxId, flightKey: row.flightKey, option });
  }, []);
}

export default function BuyLuggageForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const offers = useGetPaidOffersQuery(props.booking.id);
  const rows = offerRows(props.booking, offers.data, (option) => option.category === 'BAGGAGE');
  const form = usePaidForm<Values>(props, {
    initial: {},
    fields: rows.map(fieldOfRow),
    toBody: (values) => ({ items: itemsOf(rows, values) }),
    fieldOf: (path, values) => {
      const index = /^items\.(\d+)/.exec(path);
      const item = index ? itemsOf(rows, values)[Number(index[1])] : undefined;
      const row =
        item && rows.find((candidate) => candidate.paxId === item.paxId && candidate.flightKey === item.flightKey);
      return row ? fieldOfRow(row) : path;
    },
  });
  if (offers.isLoading) return <CircularProgress aria-label={t('bookingPaid.forms.offersLoading')} />;
  if (offers.isError) return <Alert severity="error">{t('bookingPaid.forms.offersFailed')}</Alert>;
  return (
    <PaidFormLayout form={form}>
      <Typography color="text.secondary">{t('bookingPaid.forms.luggageIntro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {rows.map((row) => (
          <OfferRowSelect
            key={fieldOfRow(row)}
            form={form}
            field={fieldOfRow(row)}
            label={`${row.passengerName} · ${row.flightLabel}`}
            closedReason={row.closedReason}
            emptyLabel={t('bookingPaid.forms.noExtraBag')}
            options={row.options.map((option) => ({
              value: option.code,
              label: `${option.value ? `${option.value} kg · ` : ''}${option.name[language]} · ${formatVnd(option.price)}`,
            }))}
          />
        ))}
      </Box>
    </PaidFormLayout>
  );
}
