// add-route: sell one more flight into the PNR: the leg it was found on, the offer chosen and its class (price quoted).
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { TypedDateField } from '../fields/TypedDateField';
import { useEditForm } from '../model/use-edit-form';

type Values = Record<string, string>;

/** dd/MM/yyyy → yyyy-MM-dd, as the body's leg carries it; anything else as typed, for the schema to name. */
const isoDateOf = (typed: string) => {
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : typed.trim();
};

const FIELDS = ['flight.leg.from', 'flight.leg.to', 'flight.leg.departDate', 'flight.offerId', 'flight.fareClass'];

export default function AddRouteForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm<Values>(props, {
    initial: Object.fromEntries(FIELDS.map((field) => [field, ''])),
    fields: FIELDS,
    toBody: (values) => ({
      flight: {
        offerId: values['flight.offerId']!.trim(),
        fareClass: values['flight.fareClass']!.trim(),
        leg: {
          from: values['flight.leg.from']!.trim(),
          to: values['flight.leg.to']!.trim(),
          departDate: isoDateOf(values['flight.leg.departDate']!),
        },
      },
    }),
  });
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } };
  return (
    <EditFormLayout form={form}>
      <Box sx={grid}>
        <EditTextField
          form={form}
          field="flight.leg.from"
          label={t('editForms.fields.from')}
          isRequired
          isUpper
          maxLength={3}
        />
        <EditTextField
          form={form}
          field="flight.leg.to"
          label={t('editForms.fields.to')}
          isRequired
          isUpper
          maxLength={3}
        />
        <TypedDateField form={form} field="flight.leg.departDate" label={t('editForms.fields.departDate')} isRequired />
      </Box>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <EditTextField
          form={form}
          field="flight.offerId"
          label={t('editForms.fields.offerId')}
          hint={t('editForms.hints.offerId')}
          isRequired
          maxLength={200}
        />
        <EditTextField
          form={form}
          field="flight.fareClass"
          label={t('editForms.fields.bookingClass')}
          isRequired
          isUpper
          maxLength={20}
        />
      </Box>
    </EditFormLayout>
  );
}
