// retain-quote-tst: a confirmation that stores the fare quote (TST) so the PNR is issued at that price.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { useEditForm } from '../model/use-edit-form';

export default function RetainQuoteTstForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: {}, fields: [] });
  return (
    <EditFormLayout form={form} submitLabel={t('editForms.retainQuote')}>
      <Typography>{t('editForms.hints.retainQuote', { pnr: props.booking.pnr ?? '' })}</Typography>
    </EditFormLayout>
  );
}
