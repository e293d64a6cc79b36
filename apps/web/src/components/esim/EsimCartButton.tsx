// The eSIM pages' way to the cart: a button with the number of eSIMs in it.
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEsimCart } from '../../lib/esim/use-esim-cart';

export const ESIM_CART_PATH = '/esim/cart';

export function EsimCartButton() {
  const { t } = useTranslation();
  const { count } = useEsimCart();
  return (
    <Button
      variant="outlined"
      component={RouterLink}
      to={ESIM_CART_PATH}
      startIcon={
        <Badge badgeContent={count} color="primary" max={99}>
          <ShoppingCartIcon />
        </Badge>
      }
    >
      {t('esim.cartButton', { count })}
    </Button>
  );
}
