// One B2C order in a side drawer: contact, amounts, the held booking (a link to issue it from its page), an eSIM order's
// eSIM order and its Issue eSIM step, the actions its state allows (confirm payment asks for the amount received), and
// the history.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '@portal/domain';
import { detailPath } from '../../../lib/booking/detail-path';
import { groupAmountDigits, typedAmount, typedAmountDigits } from '../../../lib/forms/amount-input';
import { apiErrorMessage } from '../../../lib/http/types';
import { useActOnB2cOrderMutation, useGetB2cOrderQuery, type B2cOrderAction } from '../api/b2c-orders-api';
import { B2cEsimIssue } from './B2cEsimIssue';
import { B2cStatusChip } from './B2cStatusChip';

export function B2cOrderDrawer({ orderId, onClose }: { orderId: string | null; onClose(): void }) {
  return (
    <Drawer anchor="right" open={Boolean(orderId)} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 480 }, p: 2 }} role="dialog" aria-modal="true">
        {orderId ? <OrderView id={orderId} onClose={onClose} /> : null}
      </Box>
    </Drawer>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function OrderView({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const order = useGetB2cOrderQuery(id);
  const [act, acting] = useActOnB2cOrderMutation();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (order.isLoading) return <LinearProgress aria-label={t('common.loading')} />;
  if (!order.data) return <Alert severity="error">{apiErrorMessage(order.error) ?? t('errors.loadFailed')}</Alert>;
  const data = order.data;
  const run = async (action: B2cOrderAction) => {
    setProblem(null);
    const body: { amount?: number } = {};
    if (action === 'confirm-payment') {
      const value = typedAmount(amount || String(data.amountDue));
      if (!value) return setProblem(t('b2cOrders.detail.amountRequired'));
      body.amount = value;
    }
    const result = await act({ id, action, body });
    if ('error' in result) setProblem(apiErrorMessage(result.error) ?? t('b2cOrders.detail.actionFailed'));
  };
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', flex: 1 }}>
          {data.orderNumber}
        </Typography>
        <B2cStatusChip status={data.status} />
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Box>
      <Line label={t('b2cOrders.columns.kind')}>{t(`b2cOrders.kind.${data.kind}`)}</Line>
      <Line label={t('b2cOrders.columns.summary')}>{data.summary}</Line>
      <Line label={t('b2cOrders.columns.customer')}>
        {data.contactName} · {data.contactPhone}
        {data.contactEmail ? ` · ${data.contactEmail}` : ''}
      </Line>
      <Line label={t('b2cOrders.columns.total')}>{formatVnd(data.totalAmount)}</Line>
      <Line label={t('b2cOrders.detail.serviceFee')}>{formatVnd(data.serviceFee)}</Line>
      <Line label={t('b2cOrders.columns.due')}>{formatVnd(data.amountDue)}</Line>
      <Line label={t('b2cOrders.columns.paid')}>{formatVnd(data.paidAmount)}</Line>
      {data.holdExpiresAt ? (
        <Line label={t('b2cOrders.detail.holdExpiresAt')}>{formatDateTime(new Date(data.holdExpiresAt))}</Line>
      ) : null}
      {data.booking ? (
        <Line label={t('b2cOrders.detail.booking')}>
          <Link component={RouterLink} to={detailPath(data.booking.id)}>
            {data.booking.pnr ?? '—'} ({data.booking.status})
          </Link>
          {data.booking.status === 'HOLD' ? ` — ${t('b2cOrders.detail.issueHint')}` : ''}
        </Line>
      ) : null}
      {data.esimOrder ? (
        <Line label={t('b2cOrders.detail.esimOrder')}>
          <Link component={RouterLink} to={`/esim/list-order/${encodeURIComponent(data.esimOrder.id)}`}>
            {data.esimOrder.orderCode ?? '—'} ({data.esimOrder.status})
          </Link>
        </Line>
      ) : null}
      <Divider />
      {data.actions.includes('issue-esim') ? <B2cEsimIssue order={data} /> : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {acting.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {data.actions.includes('confirm-payment') ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('b2cOrders.detail.amountReceived')}
            value={groupAmountDigits(amount || String(data.amountDue), 11)}
            onChange={(event) => setAmount(typedAmountDigits(event.target.value, 11))}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: '₫' } }}
          />
          <Button variant="contained" disabled={acting.isLoading} onClick={() => void run('confirm-payment')}>
            {t('b2cOrders.actions.confirm-payment')}
          </Button>
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1}>
        {data.actions
          .filter((action): action is B2cOrderAction => action !== 'confirm-payment' && action !== 'issue-esim')
          .map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'outlined' : 'contained'}
              color={action === 'cancel' ? 'error' : 'primary'}
              disabled={acting.isLoading}
              onClick={() => void run(action)}
            >
              {t(`b2cOrders.actions.${action}`)}
            </Button>
          ))}
      </Stack>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('b2cOrders.detail.history')}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ pl: 2, m: 0 }}>
        {data.history.map((event, index) => (
          <Typography component="li" variant="body2" key={index}>
            {formatDateTime(new Date(event.at))} —{' '}
            {t(`b2cOrders.events.${event.action}`, { defaultValue: event.action })} (
            {event.fromStatus ? `${event.fromStatus} → ` : ''}
            {event.toStatus}){event.actorName ? ` · ${event.actorName}` : ''}
            {typeof event.details.amount === 'number' ? ` · ${formatVnd(event.details.amount)}` : ''}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
