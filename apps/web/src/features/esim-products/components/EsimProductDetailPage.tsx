// /esim/product-detail?id=: one package — its facts, coverage and networks, the installation notes — with a quantity
// (1–20) to add to the cart and a way to the cart.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ESIM_MAX_QUANTITY } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { ESIM_CART_PATH, EsimCartButton } from '../../../components/esim/EsimCartButton';
import { useGetEsimProductQuery } from '../../../lib/esim/esim-api';
import { esimLanguageOf, productTitle, textList } from '../../../lib/esim/esim-format';
import { useAddToCart } from '../../../lib/esim/use-esim-cart';
import { ProductCoverage, ProductFacts } from './ProductFacts';
import { QuantityStepper } from './QuantityStepper';

export default function EsimProductDetailPage() {
  const { t, i18n } = useTranslation();
  const language = esimLanguageOf(i18n.language);
  const id = useSearchParams()[0].get('id') ?? '';
  const product = useGetEsimProductQuery(id, { skip: id === '' });
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const title = product.data ? productTitle(t, product.data, language) : t('esim.pages.detail');
  return (
    <>
      <PageTitle title={title} actions={<EsimCartButton />} />
      {product.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {id === '' || product.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('esim.detail.notFound')}{' '}
          <Button component={RouterLink} to="/esim/products" size="small">
            {t('esim.detail.back')}
          </Button>
        </Alert>
      ) : null}
      {product.data ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ProductFacts product={product.data} language={language} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
            <QuantityStepper
              value={quantity}
              max={ESIM_MAX_QUANTITY}
              labels={{
                quantity: t('esim.detail.quantity'),
                decrease: t('esim.detail.decrease'),
                increase: t('esim.detail.increase'),
              }}
              onChange={setQuantity}
            />
            <Button
              variant="contained"
              startIcon={<AddShoppingCartIcon />}
              onClick={() => product.data && addToCart(product.data, title, quantity)}
            >
              {t('esim.detail.add')}
            </Button>
            <Button component={RouterLink} to={ESIM_CART_PATH}>
              {t('esim.detail.goToCart')}
            </Button>
          </Box>
          <ProductCoverage product={product.data} language={language} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('esim.detail.install')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {textList(t, 'esim.detail.installNotes').map((note) => (
              <Typography component="li" variant="body2" key={note}>
                {note}
              </Typography>
            ))}
          </Box>
        </Paper>
      ) : null}
    </>
  );
}
