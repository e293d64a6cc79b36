// Placeholder of the buy-seat form (the seat map and its form are built by the web-seats work in this folder).
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { PaidFormProps } from '../forms/paid-form-types';

export default function BuySeatForm(_props: PaidFormProps) {
  const { t } = useTranslation();
  return <Alert severity="info">{t('bookingPaid.forms.seatSoon')}</Alert>;
}
