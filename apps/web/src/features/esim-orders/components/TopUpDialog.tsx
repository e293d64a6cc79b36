// "Nạp thêm": the top-ups that fit this eSIM with their prices → the confirmation of the price the deposit pays → POST
// …/topups under one Idempotency-Key (a new one when the price changed and is accepted again); PIN by the HTTP client.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TEsimItem, TEsimProduct } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { useGetEsimTopUpProductsQuery, useTopUpEsimMutation } from '../../../lib/esim/esim-api';
import { dataText, validityText, type EsimLanguage } from '../../../lib/esim/esim-format';
import { isPinCancelled, newTotalOf } from '../../../lib/http/answers';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';

type Props = { orderId: string; esim: TEsimItem; language: EsimLanguage; onClose: () => void };

export function TopUpDialog({ orderId, esim, language, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ids = { orderId, esimId: esim.id };
  const offers = useGetEsimTopUpProductsQuery(ids);
  const [topUp, { isLoading }] = useTopUpEsimMutation();
  const [chosen, setChosen] = useState<TEsimProduct | null>(null);
  const [price, setPrice] = useState(0);
  const [isConfirming, setIsConfirming] = useState(false);
  const [key, setKey] = useState(() => newIdempotencyKey('esim-topup'));
  const [error, setError] = useState<string | null>(null);
  const nameOf = (product: TEsimProduct) =>
    `${dataText(t, product, language)} · ${validityText(t, product.validityDays)}`;

  const pay = async () => {
    if (!chosen) return;
    setError(null);
    const result = await topUp({ ...ids, idempotencyKey: key, productId: chosen.id, acceptedPrice: price });
    if ('error' in result) {
      if (isPinCancelled(result.error)) return;
      const newPrice = newTotalOf(result.error);
      if (newPrice !== undefined) {
        setKey(newIdempotencyKey('esim-topup'));
        setPrice(newPrice);
      }
      const message = newPrice !== undefined ? t('esim.topUp.priceChanged', { amount: formatVnd(newPrice) }) : null;
      setError(message ?? apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    const status = (result.data as { status?: string } | undefined)?.status;
    const isPending = status === 'ORDERING';
    const description = t(isPending ? 'esim.topUp.pending' : 'esim.topUp.done', { iccid: esim.iccid });
    dispatch(showToast({ type: isPending ? 'info' : 'success', description }));
    onClose();
  };

  const products = offers.data?.products ?? [];
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="esim-topup-title" fullWidth maxWidth="sm">
      <DialogTitle id="esim-topup-title">{t('esim.topUp.title', { iccid: esim.iccid })}</DialogTitle>
      <DialogContent>
        {offers.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
        {isConfirming && chosen ? (
          <DialogContentText>
            {t('esim.topUp.confirm', { name: nameOf(chosen), amount: formatVnd(price) })}
          </DialogContentText>
        ) : (
          <RadioGroup
            aria-label={t('esim.topUp.choose')}
            value={chosen?.id ?? ''}
            onChange={(event) => {
              const product = products.find((offer) => offer.id === event.target.value) ?? null;
              setChosen(product);
              setPrice(product?.unitPrice ?? 0);
            }}
          >
            {products.map((product) => (
              <FormControlLabel
                key={product.id}
                value={product.id}
                control={<Radio />}
                label={`${nameOf(product)} — ${formatVnd(product.unitPrice)}`}
              />
            ))}
          </RadioGroup>
        )}
        {offers.data && products.length === 0 ? <Alert severity="info">{t('esim.topUp.none')}</Alert> : null}
        {isLoading ? <LinearProgress aria-label={t('esim.cart.paying')} sx={{ mt: 2 }} /> : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('common.cancel')}
        </Button>
        {isConfirming ? (
          <Button variant="contained" loading={isLoading} onClick={() => void pay()}>
            {t('esim.topUp.pay')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!chosen} onClick={() => setIsConfirming(true)}>
            {t('esim.topUp.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
