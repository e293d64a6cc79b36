// A B2C order's status code as a coloured chip (01 cancelled … 05 completed, decision 117).
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TB2cOrderStatus } from '@portal/contracts';

const COLOURS: Record<TB2cOrderStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  '01': 'default',
  '02': 'warning',
  '03': 'info',
  '04': 'info',
  '05': 'success',
};

export function B2cStatusChip({ status }: { status: TB2cOrderStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[status]} label={`${status} · ${t(`b2cOrders.status.${status}`)}`} />;
}
