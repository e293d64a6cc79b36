// swap-queue: place the PNR on a queue (number 0–99, category 0–9) of the agency's office or another office.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { useEditForm, withoutEmpty } from '../model/use-edit-form';

type Values = { queue: string; category: string; officeId: string };

/** Typed digits become numbers; anything else is sent as typed so the schema names the field. */
const numberOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

export default function SwapQueueForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm<Values>(props, {
    initial: { queue: '', category: '', officeId: '' },
    fields: ['queue', 'category', 'officeId'],
    toBody: (values) => withoutEmpty({ ...values, queue: numberOf(values.queue), category: numberOf(values.category) }),
  });
  return (
    <EditFormLayout form={form}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
        <EditTextField
          form={form}
          field="queue"
          label={t('editForms.fields.queue')}
          hint="0–99"
          isRequired
          inputMode="numeric"
          maxLength={2}
        />
        <EditTextField
          form={form}
          field="category"
          label={t('editForms.fields.category')}
          hint="0–9"
          inputMode="numeric"
          maxLength={1}
        />
        <EditTextField
          form={form}
          field="officeId"
          label={t('editForms.fields.officeId')}
          hint={t('editForms.hints.ownOffice')}
          isUpper
          maxLength={9}
        />
      </Box>
    </EditFormLayout>
  );
}
