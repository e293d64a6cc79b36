// process-price: the booking's paid changes so far (status, total, documents) and the quote of the price difference
// left by earlier changes, to settle from the deposit.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PaidChangesTable } from '../../../../components/booking/paid-changes/PaidChangesTable';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { usePaidForm } from '../use-paid-form';

export default function ProcessPriceForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const form = usePaidForm(props, { initial: {}, fields: [], toBody: () => ({}) });
  return (
    <PaidFormLayout form={form} submitLabel={t('bookingPaid.forms.balanceButton')}>
      <Typography>{t('bookingPaid.forms.balanceIntro')}</Typography>
      <PaidChangesTable bookingId={props.booking.id} />
    </PaidFormLayout>
  );
}
