// change-contact: the booking contact's name and email (at least one), filled with the ones on the booking.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { useEditForm } from '../model/use-edit-form';

export default function ChangeContactForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { name: props.booking.contact.name, email: props.booking.contact.email },
    fields: ['name', 'email'],
  });
  return (
    <EditFormLayout form={form}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <EditTextField form={form} field="name" label={t('editForms.fields.contactName')} maxLength={100} />
        <EditTextField
          form={form}
          field="email"
          label={t('editForms.fields.email')}
          inputMode="email"
          maxLength={254}
        />
      </Box>
    </EditFormLayout>
  );
}
