// One page of the filtered catalogue: destination (opens the detail), data with the fair-use line, validity, hotspot,
// the agency's price and the suggested retail price, and "add to cart".
import { memo } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEsimProduct } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { EmptyTableRow, TablePager } from '../../../components/TablePager';
import {
  dataText,
  destinationOf,
  fairUseText,
  productTitle,
  validityText,
  type EsimLanguage,
} from '../../../lib/esim/esim-format';
import { CATALOGUE_PAGE_SIZES } from '../model/use-catalogue';

export const productDetailPath = (id: string) => `/esim/product-detail?id=${encodeURIComponent(id)}`;

const COLUMNS = ['destination', 'data', 'validity', 'hotspot', 'price', 'retail', 'actions'] as const;
const RIGHT: ReadonlySet<string> = new Set(['price', 'retail']);

type Props = {
  rows: readonly TEsimProduct[];
  count: number;
  page: number;
  pageSize: number;
  language: EsimLanguage;
  onAdd: (product: TEsimProduct, name: string) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

type RowProps = { product: TEsimProduct; language: EsimLanguage; onAdd: Props['onAdd'] };

/** One package; memoised, so a keystroke re-renders only the rows that are new on the page. */
const ProductRow = memo(function ProductRow({ product, language, onAdd }: RowProps) {
  const { t } = useTranslation();
  const fairUse = fairUseText(t, product, language);
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={productDetailPath(product.id)} sx={{ fontWeight: 600 }}>
          {destinationOf(product, language)}
        </Link>
      </TableCell>
      <TableCell>
        {dataText(t, product, language)}
        {fairUse ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {fairUse}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{validityText(t, product.validityDays)}</TableCell>
      <TableCell>{t(product.hotspot ? 'esim.catalogue.hotspotYes' : 'esim.catalogue.hotspotNo')}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
        {formatVnd(product.unitPrice)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatVnd(product.retailPrice)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          onClick={() => onAdd(product, productTitle(t, product, language))}
        >
          {t('esim.catalogue.add')}
        </Button>
      </TableCell>
    </TableRow>
  );
});

export const CatalogueTable = memo(function CatalogueTable({
  rows,
  count,
  page,
  pageSize,
  language,
  onAdd,
  ...paging
}: Props) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('esim.catalogue.table')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={RIGHT.has(column) ? 'right' : 'left'}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {t(`esim.catalogue.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((product) => (
              <ProductRow key={product.id} product={product} language={language} onAdd={onAdd} />
            ))}
            {rows.length === 0 ? (
              <EmptyTableRow colSpan={COLUMNS.length}>{t('esim.catalogue.empty')}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={count}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={CATALOGUE_PAGE_SIZES}
        onPageChange={paging.onPageChange}
        onRowsPerPageChange={paging.onPageSizeChange}
      />
    </Paper>
  );
});
