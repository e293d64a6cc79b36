// exchange-route's new flight for one flight of the booking: the leg (from, to, dd/MM/yyyy date) searched on the
// booking's system, then one fare of the flights found.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { EditTextField } from '../../../booking-edit/forms/fields/EditTextField';
import { OfferChoices } from '../../../booking-edit/forms/fields/OfferChoices';
import { TypedDateField } from '../../../booking-edit/forms/fields/TypedDateField';
import { textOf, type FieldBinding } from '../../../booking-edit/forms/fields/field-binding';
import { useLegSearch } from '../../../booking-edit/forms/model/use-leg-search';
import { legFields, legOf } from '../../model/exchange-legs';

type Props = {
  form: FieldBinding & { changeMany(change: Record<string, string>): void };
  booking: Pick<TBookingDetail, 'system' | 'passengers'>;
  flightKey: string;
  title: string;
};

export function ExchangeLegPicker({ form, booking, flightKey, title }: Props) {
  const { t } = useTranslation();
  const legSearch = useLegSearch(booking);
  const names = legFields(flightKey);
  // A new leg clears the flights found and the fare chosen on the old one.
  const legBinding: FieldBinding = {
    values: form.values,
    messageOf: form.messageOf,
    change: (field, value) => {
      form.changeMany({ [field]: String(value), [names.offerId]: '', [names.fareClass]: '' });
      legSearch.reset();
    },
  };
  const leg = legOf(form.values, flightKey);
  const { state } = legSearch;
  const offerId = textOf(form, names.offerId);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr minmax(9rem, 1.4fr) auto' },
          alignItems: 'start',
        }}
      >
        <EditTextField
          form={legBinding}
          field={names.from}
          label={t('editForms.fields.from')}
          isRequired
          isUpper
          maxLength={3}
        />
        <EditTextField
          form={legBinding}
          field={names.to}
          label={t('editForms.fields.to')}
          isRequired
          isUpper
          maxLength={3}
        />
        <TypedDateField form={legBinding} field={names.date} label={t('bookingPaid.forms.newDate')} isRequired />
        <Button
          variant="outlined"
          disabled={!leg || state.status === 'searching'}
          onClick={() => leg && void legSearch.search(leg)}
        >
          {t('editForms.route.search')}
        </Button>
      </Box>
      {state.status === 'searching' && <LinearProgress aria-label={t('editForms.route.searching')} sx={{ mt: 1 }} />}
      {state.status === 'failed' && <Alert severity="error">{t('editForms.route.failed')}</Alert>}
      {state.status === 'done' && (
        <OfferChoices
          offers={state.offers}
          value={offerId ? `${offerId}|${textOf(form, names.fareClass)}` : ''}
          message={form.messageOf(names.offerId)}
          field={names.offerId}
          onChoose={(chosenOffer, fareClass) =>
            form.changeMany({ [names.offerId]: chosenOffer, [names.fareClass]: fareClass })
          }
        />
      )}
      {state.status === 'idle' && form.messageOf(names.offerId) && (
        <Alert severity="error">{form.messageOf(names.offerId)}</Alert>
      )}
    </Box>
  );
}
