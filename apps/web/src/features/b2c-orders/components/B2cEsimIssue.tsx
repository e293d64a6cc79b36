// An eSIM order's fulfilment in the drawer (decision 138): what the deposit pays now (against what the customer pays),
// where the QR codes go, and "Xuất eSIM", which buys them as a normal eSIM order (the PIN when the agent uses one). A new
// price is shown and confirmed by pressing again; the outcome (issued, or still awaited from the vendor) is a toast.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TB2cOrderDetail } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { isPinCancelled, newTotalOf } from '../../../lib/http/answers';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useGetB2cEsimQuoteQuery, useIssueB2cEsimMutation } from '../api/b2c-orders-api';

export function B2cEsimIssue({ order }: { order: TB2cOrderDetail }) {
  const { t } = useTranslation();
  const quote = useGetB2cEsimQuoteQuery(order.id);
  const [issue, issuing] = useIssueB2cEsimMutation();
  const dispatch = useDispatch();
  const [problem, setProblem] = useState<string | null>(null);

  const run = async () => {
    if (!quote.data) return;
    setProblem(null);
    const result = await issue({ id: order.id, body: { acceptedTotal: quote.data.total } });
    if ('data' in result && result.data) {
      // The order is read again (05 once issued, 04 while the vendor has not answered): the drawer shows its eSIM order.
      const isPending = result.data.esimOrder?.status === 'ORDERING';
      const description = t(isPending ? 'b2cOrders.detail.esimPending' : 'b2cOrders.detail.esimIssued');
      dispatch(showToast({ type: isPending ? 'info' : 'success', description }));
      return;
    }
    if (isPinCancelled(result.error)) return;
    const newTotal = newTotalOf(result.error);
    if (newTotal !== undefined) {
      void quote.refetch();
      setProblem(t('b2cOrders.detail.esimPriceChanged', { amount: formatVnd(newTotal) }));
      return;
    }
    setProblem(apiErrorMessage(result.error) ?? t('b2cOrders.detail.actionFailed'));
  };

  return (
    <Stack spacing={1} component="section" aria-label={t('b2cOrders.actions.issue-esim')}>
      {quote.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {quote.data ? (
        <>
          <Typography variant="body2">
            {t('b2cOrders.detail.esimCost')}: <strong>{formatVnd(quote.data.total)}</strong> ·{' '}
            {t('b2cOrders.detail.esimConsumerPays')}: {formatVnd(quote.data.consumerTotal)}
          </Typography>
          <Typography variant="body2">
            {t('b2cOrders.detail.esimMailTo')}: {quote.data.customer.email}
          </Typography>
        </>
      ) : null}
      {quote.isError ? (
        <Alert severity="warning">{apiErrorMessage(quote.error) ?? t('b2cOrders.detail.esimQuoteFailed')}</Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row">
        <Button
          variant="contained"
          loading={issuing.isLoading}
          disabled={!quote.data || quote.isFetching}
          onClick={() => void run()}
        >
          {t('b2cOrders.actions.issue-esim')}
        </Button>
      </Stack>
    </Stack>
  );
}
