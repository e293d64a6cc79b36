// Surname and given names as typed in Vietnamese, with the name the airline will print ("NGUYEN/VAN DUC").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toAirlineName } from '@portal/domain';
import { EditTextField } from './EditTextField';
import { textOf, type FieldBinding } from './field-binding';

export function NameFields({ form }: { form: FieldBinding }) {
  const { t } = useTranslation();
  const lastName = toAirlineName(textOf(form, 'lastName'));
  const firstName = toAirlineName(textOf(form, 'firstName'));
  return (
    <div>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <EditTextField form={form} field="lastName" label={t('editForms.fields.lastName')} isRequired maxLength={60} />
        <EditTextField
          form={form}
          field="firstName"
          label={t('editForms.fields.firstName')}
          isRequired
          maxLength={60}
        />
      </Box>
      {(lastName || firstName) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
          {t('editForms.text.namePreview')} <strong>{`${lastName}/${firstName}`}</strong>
        </Typography>
      )}
    </div>
  );
}
