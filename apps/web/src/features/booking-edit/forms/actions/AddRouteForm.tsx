// add-route: search one leg on the booking's system and sell the fare chosen into the PNR (the new price is quoted).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { TSearchLeg } from '@portal/contracts';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { OfferChoices } from '../fields/OfferChoices';
import { TypedDateField } from '../fields/TypedDateField';
import type { FieldBinding } from '../fields/field-binding';
import { useEditForm } from '../model/use-edit-form';
import { useLegSearch } from '../model/use-leg-search';

type Values = Record<string, string>;

const FROM = 'flight.leg.from';
const TO = 'flight.leg.to';
const DATE = 'flight.leg.departDate';
const OFFER = 'flight.offerId';
const FARE = 'flight.fareClass';

/** The leg as typed, when it can be searched: two airport codes and a dd/MM/yyyy date (sent as yyyy-MM-dd). */
function legOf(values: Values): TSearchLeg | undefined {
  const date = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec((values[DATE] ?? '').trim());
  const from = (values[FROM] ?? '').trim();
  const to = (values[TO] ?? '').trim();
  if (!date || !/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to)) return undefined;
  return { from, to, departDate: `${date[3]}-${date[2]}-${date[1]}` };
}

/** The way home by default: from where the last flight lands back to where the first one leaves. */
function returnLegOf(booking: EditFormProps['booking']): Values {
  const segments = booking.routes.flatMap((route) => route.segments);
  const from = segments.at(-1)?.to ?? '';
  const to = segments[0]?.from ?? '';
  return from === to ? { [FROM]: '', [TO]: '' } : { [FROM]: from, [TO]: to };
}

export default function AddRouteForm(props: EditFormProps) {
  const { t } = useTranslation();
  const legSearch = useLegSearch(props.booking);
  const form = useEditForm<Values>(props, {
    initial: { ...returnLegOf(props.booking), [DATE]: '', [OFFER]: '', [FARE]: '' },
    fields: [FROM, TO, DATE, OFFER],
    toBody: (values) => ({
      flight: {
        offerId: values[OFFER],
        fareClass: values[FARE],
        leg: legOf(values) ?? { from: values[FROM], to: values[TO], departDate: values[DATE] },
      },
    }),
    // The fare and the flight the supplier refuses are shown on the choice of flights.
    fieldOf: (path) => (path === FARE || path === 'flight.key' || path === 'flight' ? OFFER : path),
  });
  // A new leg clears the flights found and the fare chosen on the old one.
  const legFields: FieldBinding = {
    values: form.values,
    messageOf: form.messageOf,
    change: (field, value) => {
      form.changeMany({ [field]: String(value), [OFFER]: '', [FARE]: '' });
      legSearch.reset();
    },
  };
  const leg = legOf(form.values);
  const { state } = legSearch;
  return (
    <EditFormLayout form={form}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr minmax(9rem, 1.4fr) auto' },
          alignItems: 'start',
        }}
      >
        <EditTextField
          form={legFields}
          field={FROM}
          label={t('editForms.fields.from')}
          isRequired
          isUpper
          maxLength={3}
        />
        <EditTextField form={legFields} field={TO} label={t('editForms.fields.to')} isRequired isUpper maxLength={3} />
        <TypedDateField form={legFields} field={DATE} label={t('editForms.fields.departDate')} isRequired />
        <Button
          variant="outlined"
          disabled={!leg || state.status === 'searching'}
          onClick={() => leg && void legSearch.search(leg)}
        >
          {t('editForms.route.search')}
        </Button>
      </Box>
      {state.status === 'searching' && <LinearProgress aria-label={t('editForms.route.searching')} />}
      {state.status === 'failed' && <Alert severity="error">{t('editForms.route.failed')}</Alert>}
      {state.status === 'done' && (
        <OfferChoices
          offers={state.offers}
          value={form.values[OFFER] ? `${form.values[OFFER]}|${form.values[FARE]}` : ''}
          message={form.messageOf(OFFER)}
          field={OFFER}
          onChoose={(offerId, fareClass) => form.changeMany({ [OFFER]: offerId, [FARE]: fareClass })}
        />
      )}
      {state.status === 'idle' && form.messageOf(OFFER) && <Alert severity="error">{form.messageOf(OFFER)}</Alert>}
    </EditFormLayout>
  );
}
