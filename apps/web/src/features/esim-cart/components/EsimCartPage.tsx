// /esim/cart: the signed-in user's cart priced from the catalogue (a changed price shown and used), the customer, then
// the confirm step and payment from the deposit (see use-checkout).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { esimLanguageOf } from '../../../lib/esim/esim-format';
import { apiErrorMessage } from '../../../lib/http/types';
import { useEsimCart } from '../../../lib/esim/use-esim-cart';
import { cleanCustomer, customerProblems, EMPTY_CUSTOMER, type CustomerProblems } from '../model/customer-rules';
import { useCartPrices } from '../model/use-cart-prices';
import { useCheckout } from '../model/use-checkout';
import { CartLines } from './CartLines';
import { ConfirmPayDialog } from './ConfirmPayDialog';
import { CustomerCard } from './CustomerCard';

export default function EsimCartPage() {
  const { t, i18n } = useTranslation();
  const language = esimLanguageOf(i18n.language);
  const cart = useEsimCart();
  const priced = useCartPrices(cart.items);
  const checkout = useCheckout({ onPriceChanged: () => void priced.refetch() });
  const [customer, setCustomer] = useState(EMPTY_CUSTOMER);
  const [problems, setProblems] = useState<CustomerProblems>({});
  const [isConfirming, setIsConfirming] = useState(false);

  const proceed = () => {
    const found = customerProblems(customer);
    setProblems(found);
    if (Object.keys(found).length === 0) {
      checkout.clearProblem();
      setIsConfirming(true);
    }
  };

  if (cart.isLoaded && cart.items.length === 0)
    return (
      <>
        <PageTitle title={t('esim.pages.cart')} />
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('esim.cart.empty')}</Typography>
          <Button variant="contained" component={RouterLink} to="/esim/products">
            {t('esim.cart.browse')}
          </Button>
        </Paper>
      </>
    );

  return (
    <>
      <PageTitle title={t('esim.pages.cart')} />
      {priced.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {priced.loadError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {apiErrorMessage(priced.loadError) ?? t('esim.catalogue.loadFailed')}
        </Alert>
      ) : null}
      {priced.hasUnavailable ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('esim.cart.unavailableLines')}
        </Alert>
      ) : null}
      <CartLines lines={priced.lines} total={cart.total} language={language} />
      <CustomerCard
        values={customer}
        problems={problems}
        onChange={(next) => {
          setCustomer(next);
          if (Object.keys(problems).length > 0) setProblems(customerProblems(next));
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button component={RouterLink} to="/esim/products">
          {t('esim.cart.browse')}
        </Button>
        <Button variant="contained" disabled={!priced.isReady || priced.hasUnavailable} onClick={proceed}>
          {t('esim.cart.continue')}
        </Button>
      </Box>
      {isConfirming ? (
        <ConfirmPayDialog
          lines={priced.lines}
          total={cart.total}
          customerName={cleanCustomer(customer).fullName}
          language={language}
          isPaying={checkout.isPaying}
          problem={checkout.problem}
          onPay={() => void checkout.pay(cart.items, customer, cart.total)}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </>
  );
}
