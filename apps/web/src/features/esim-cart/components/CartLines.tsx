// The cart's lines: package, unit price (the old one struck through when the catalogue changed it), quantity with − and
// + (at 0 the line goes), line total, remove; and the cart's total.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ESIM_MAX_QUANTITY } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { itemRemoved, quantityLowered, quantityRaised } from '../../../lib/esim/cart-slice';
import { productTitle, type EsimLanguage } from '../../../lib/esim/esim-format';
import type { CartLine } from '../model/use-cart-prices';

export function lineName(t: ReturnType<typeof useTranslation>['t'], line: CartLine, language: EsimLanguage) {
  return line.product ? productTitle(t, line.product, language) : line.id;
}

export function CartLines({ lines, total, language }: { lines: CartLine[]; total: number; language: EsimLanguage }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('esim.cart.lines')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('esim.cart.product')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }} align="right">
                {t('esim.cart.unitPrice')}
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('esim.cart.quantity')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }} align="right">
                {t('esim.cart.lineTotal')}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => {
              const name = lineName(t, line, language);
              return (
                <TableRow key={line.id}>
                  <TableCell>
                    {name}
                    {line.product === null ? (
                      <Typography variant="caption" color="error" component="div">
                        {t('esim.cart.unavailable')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatVnd(line.price)}
                    {line.oldPrice !== null ? (
                      <Typography variant="caption" color="warning.main" component="div">
                        {t('esim.cart.priceChanged', { old: formatVnd(line.oldPrice) })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <IconButton
                        size="small"
                        aria-label={t('esim.cart.decrease', { name })}
                        onClick={() => dispatch(quantityLowered(line.id))}
                      >
                        <RemoveIcon fontSize="small" />
                      </IconButton>
                      <Typography component="output" sx={{ minWidth: 24, textAlign: 'center' }}>
                        {line.quantityCart}
                      </Typography>
                      <IconButton
                        size="small"
                        aria-label={t('esim.cart.increase', { name })}
                        disabled={line.quantityCart >= ESIM_MAX_QUANTITY}
                        onClick={() => dispatch(quantityRaised(line.id))}
                      >
                        <AddIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatVnd(line.totalPrice)}
                  </TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={t('esim.cart.remove', { name })}
                      onClick={() => dispatch(itemRemoved(line.id))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                {t('esim.cart.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="esim-cart-total">
                {formatVnd(total)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
