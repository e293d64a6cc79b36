// quote-best-price: the GDS best-price requote (FXB) of the issued booking; one button, the quote says what changes.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { usePaidForm } from '../use-paid-form';

export default function QuoteBestPriceForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const form = usePaidForm(props, { initial: {}, fields: [], toBody: () => ({}) });
  return (
    <PaidFormLayout form={form} submitLabel={t('bookingPaid.forms.bestPriceButton')}>
      <Typography>{t('bookingPaid.forms.bestPriceIntro')}</Typography>
    </PaidFormLayout>
  );
}
