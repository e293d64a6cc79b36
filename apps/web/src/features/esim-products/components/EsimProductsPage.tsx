// /esim/products: the whole catalogue in one request, searched by destination (Vietnamese or English, accents
// ignored), filtered by region, data, days and price, sorted, paged in the browser; a package goes to the cart or opens
// its detail.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { TEsimProduct } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { EsimCartButton } from '../../../components/esim/EsimCartButton';
import { useGetEsimProductsQuery } from '../../../lib/esim/esim-api';
import { esimLanguageOf } from '../../../lib/esim/esim-format';
import { useAddToCart } from '../../../lib/esim/use-esim-cart';
import { apiErrorMessage } from '../../../lib/http/types';
import { useCatalogue } from '../model/use-catalogue';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueTable } from './CatalogueTable';

const NO_PRODUCTS: TEsimProduct[] = [];

export default function EsimProductsPage() {
  const { t, i18n } = useTranslation();
  const language = esimLanguageOf(i18n.language);
  const catalogue = useGetEsimProductsQuery();
  const products = catalogue.data?.products ?? NO_PRODUCTS;
  const view = useCatalogue(products, language);
  const addToCart = useAddToCart();
  return (
    <>
      <PageTitle
        title={t('esim.pages.products')}
        subtitle={t('esim.catalogue.count', { shown: view.shown.length, total: products.length })}
        actions={<EsimCartButton />}
      />
      <CatalogueFilters
        query={view.criteria.query}
        criteria={view.criteria}
        sort={view.sort}
        language={language}
        onChange={view.change}
        onSort={view.setSort}
        onClear={view.clear}
      />
      {catalogue.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {catalogue.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {apiErrorMessage(catalogue.error) ?? t('esim.catalogue.loadFailed')}
        </Alert>
      ) : null}
      <CatalogueTable
        rows={view.rows}
        count={view.shown.length}
        page={view.page}
        pageSize={view.pageSize}
        language={language}
        onAdd={addToCart}
        onPageChange={view.setPage}
        onPageSizeChange={view.setPageSize}
      />
    </>
  );
}
