// buy-ancillary: per passenger and flight, one option per group category (meal, priority, lounge, insurance) among
// what the flight still sells; the list bought is rebuilt from every choice (SPEC §4 add-ons).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { useGetPaidOffersQuery } from '../../../../lib/booking/paid-changes-api';
import { offerRows, type OfferRow } from '../../model/offer-rows';
import { addOnItems, chooseAddOn, type AddOnChoice, type PaidItem } from '../../model/paid-choices';
import { OfferRowSelect } from '../fields/OfferRowSelect';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { usePaidForm } from '../use-paid-form';

type Values = Record<string, string>;
type Slot = { row: OfferRow; group: string; field: string };

/** One select per passenger, flight and group category the flight sells. */
function slotsOf(rows: readonly OfferRow[]): Slot[] {
  return rows.flatMap((row) =>
    [...new Set(row.options.map((option) => option.groupCategory))].map((group) => ({
      row,
      group,
      field: `addon.${row.paxId}.${row.flightKey}.${group}`,
    })),
  );
}

function itemsOf(slots: readonly Slot[], values: Values, booking: PaidFormProps['booking']): PaidItem[] {
  const chosen = slots.reduce<AddOnChoice[]>((list, slot) => {
    const option = slot.row.options.find((candidate) => candidate.code === values[slot.field]);
    const choice = {
      paxId: slot.row.paxId,
      flightKey: slot.row.flightKey,
      option: option ?? { code: '', groupCategory: slot.group },
    };
    return chooseAddOn(list, choice, !option);
  }, []);
  return addOnItems(chosen, {
    paxIds: booking.passengers.map((passenger) => passenger.paxId),
    flightKeys: booking.routes.map((route) => route.offerId),
  });
}

export default function BuyAncillaryForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const offers = useGetPaidOffersQuery(props.booking.id);
  const rows = offerRows(props.booking, offers.data, (option) => option.category !== 'BAGGAGE');
  const slots = slotsOf(rows);
  const form = usePaidForm<Values>(props, {
    initial: {},
    fields: slots.map((slot) => slot.field),
    toBody: (values) => ({ items: itemsOf(slots, values, props.booking) }),
    fieldOf: (path, values) => {
      const index = /^items\.(\d+)/.exec(path);
      const item = index ? itemsOf(slots, values, props.booking)[Number(index[1])] : undefined;
      const slot = item && slots.find((candidate) => values[candidate.field] === item.optionCode);
      return slot?.field ?? path;
    },
  });
  if (offers.isLoading) return <CircularProgress aria-label={t('bookingPaid.forms.offersLoading')} />;
  if (offers.isError) return <Alert severity="error">{t('bookingPaid.forms.offersFailed')}</Alert>;
  const closedRows = rows.filter((row) => row.closedReason && row.options.length === 0);
  return (
    <PaidFormLayout form={form}>
      <Typography color="text.secondary">{t('bookingPaid.forms.ancillaryIntro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {slots.map((slot) => (
          <OfferRowSelect
            key={slot.field}
            form={form}
            field={slot.field}
            label={`${slot.row.passengerName} · ${slot.row.flightLabel} · ${t(`bookingPaid.groups.${slot.group}`) || slot.group}`}
            closedReason={slot.row.closedReason}
            emptyLabel={t('bookingPaid.forms.noAddOn')}
            options={slot.row.options
              .filter((option) => option.groupCategory === slot.group)
              .map((option) => ({
                value: option.code,
                label: `${option.name[language]} · ${formatVnd(option.price)}`,
              }))}
          />
        ))}
        {closedRows.map((row) => (
          <OfferRowSelect
            key={`${row.paxId}.${row.flightKey}`}
            form={form}
            field={`addon.${row.paxId}.${row.flightKey}`}
            label={`${row.passengerName} · ${row.flightLabel}`}
            closedReason={row.closedReason}
            emptyLabel=""
            options={[]}
          />
        ))}
      </Box>
    </PaidFormLayout>
  );
}
