// An eSIM order's status (or one eSIM's) as a coloured chip.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TEsimOrderStatus, TEsimStatus } from '@portal/contracts';

type Colour = 'default' | 'success' | 'warning' | 'error' | 'info';

const ORDER_COLOURS: Record<TEsimOrderStatus, Colour> = {
  ORDERING: 'warning',
  COMPLETED: 'success',
  REFUNDED: 'default',
  FAILED: 'error',
};
const ESIM_COLOURS: Record<TEsimStatus, Colour> = {
  NOT_ACTIVE: 'info',
  ACTIVE: 'success',
  FINISHED: 'default',
  EXPIRED: 'default',
  REFUNDED: 'default',
};

export function OrderStatusChip({ status }: { status: TEsimOrderStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={ORDER_COLOURS[status]} label={t(`esim.status.${status}`)} />;
}

export function EsimStatusChip({ status }: { status: TEsimStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={ESIM_COLOURS[status]} label={t(`esim.esimStatus.${status}`)} />;
}
