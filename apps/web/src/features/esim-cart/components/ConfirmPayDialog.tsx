// The checkout's confirm step: the lines and the total the deposit pays, for whom; paying shows progress, and a refusal
// (a new total, a deposit too small) is explained in place.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import { cartCount } from '../../../lib/esim/cart-slice';
import type { EsimLanguage } from '../../../lib/esim/esim-format';
import type { CheckoutProblem } from '../model/use-checkout';
import type { CartLine } from '../model/use-cart-prices';
import { lineName } from './CartLines';

type Props = {
  lines: CartLine[];
  total: number;
  customerName: string;
  language: EsimLanguage;
  isPaying: boolean;
  problem: CheckoutProblem | null;
  onPay: () => void;
  onClose: () => void;
};

export function ConfirmPayDialog({ lines, total, customerName, language, isPaying, problem, onPay, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={isPaying ? undefined : onClose} aria-labelledby="esim-pay-title" fullWidth maxWidth="sm">
      <DialogTitle id="esim-pay-title">{t('esim.cart.confirmTitle')}</DialogTitle>
      <DialogContent>
        <List dense aria-label={t('esim.cart.lines')}>
          {lines.map((line) => (
            <ListItem key={line.id} disableGutters secondaryAction={formatVnd(line.totalPrice)}>
              <ListItemText primary={`${lineName(t, line, language)} × ${line.quantityCart}`} />
            </ListItem>
          ))}
        </List>
        <DialogContentText>
          {t('esim.cart.confirmText', { amount: formatVnd(total), count: cartCount(lines), name: customerName })}
        </DialogContentText>
        {isPaying ? <LinearProgress aria-label={t('esim.cart.paying')} sx={{ mt: 2 }} /> : null}
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem.message}
            {problem.isDeposit ? (
              <>
                {' '}
                <Link component={RouterLink} to="/accounting/deposit-topup/add">
                  {t('esim.cart.topUp')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPaying}>
          {t('esim.cart.back')}
        </Button>
        <Button variant="contained" loading={isPaying} onClick={onPay}>
          {t('esim.cart.pay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
