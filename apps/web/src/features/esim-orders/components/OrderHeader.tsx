// An eSIM order's header: status, customer, when and by whom, what was paid, refunded and topped up; the state of an
// order still with the vendor or refused; and its tools (print, send to customer).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import type { TEsimOrder } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { OrderStatusChip } from './OrderStatusChip';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function OrderHeader({ order, onMail }: { order: TEsimOrder; onMail: () => void }) {
  const { t } = useTranslation();
  const { customer } = order;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <OrderStatusChip status={order.status} />
        <Box sx={{ flex: 1 }} />
        <Box data-print="hide" sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('esim.order.print')}
          </Button>
          {order.allowedActions.includes('mail') ? (
            <Button variant="outlined" startIcon={<EmailIcon />} onClick={onMail}>
              {t('esim.order.mail')}
            </Button>
          ) : null}
        </Box>
      </Box>
      {order.status === 'ORDERING' ? (
        <Alert severity="info" sx={{ mb: 1.5 }} data-print="hide">
          {t('esim.order.processing')}
        </Alert>
      ) : null}
      {order.status === 'FAILED' ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {order.lastError ? `${t('esim.order.failed')} (${order.lastError})` : t('esim.order.failed')}
        </Alert>
      ) : null}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        <Fact label={t('esim.order.customer')}>{`${customer.fullName} · ${customer.email} · ${customer.mobile}`}</Fact>
        <Fact label={t('esim.order.createdAt')}>{formatDateTime(new Date(order.createdAt))}</Fact>
        <Fact label={t('esim.order.createdBy')}>{order.createdBy.name}</Fact>
        <Fact label={t('esim.order.total')}>{formatVnd(order.totalAmount)}</Fact>
        <Fact label={t('esim.order.refunded')}>{formatVnd(order.refundedAmount)}</Fact>
        <Fact label={t('esim.order.topUps')}>{formatVnd(order.topUpAmount)}</Fact>
      </Box>
      {order.mailedAt ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('esim.order.mailedAt', { at: formatDateTime(new Date(order.mailedAt)) })}
        </Typography>
      ) : null}
    </Paper>
  );
}
