// The catalogue screen's state: the products indexed once, sorted once per sort choice, and filtered on each change of
// the criteria (one pass, memoised); the page of results shown is reset when the criteria change.
import { useMemo, useState } from 'react';
import type { TEsimProduct } from '@portal/contracts';
import {
  filterCatalogue,
  indexCatalogue,
  NO_CRITERIA,
  sortCatalogue,
  type CatalogueCriteria,
  type CatalogueSort,
} from '../../../lib/esim/catalogue-filter';
import type { EsimLanguage } from '../../../lib/esim/esim-format';

export const CATALOGUE_PAGE_SIZES = [25, 50, 100] as const;

export function useCatalogue(products: readonly TEsimProduct[], language: EsimLanguage) {
  const [criteria, setCriteria] = useState<CatalogueCriteria>(NO_CRITERIA);
  const [sort, setSort] = useState<CatalogueSort>('price');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(CATALOGUE_PAGE_SIZES[0]);
  const index = useMemo(() => indexCatalogue(products), [products]);
  const sorted = useMemo(() => sortCatalogue(index, sort, language), [index, sort, language]);
  const shown = useMemo(() => filterCatalogue(sorted, criteria), [sorted, criteria]);
  const lastPage = Math.max(0, Math.ceil(shown.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  return {
    criteria,
    sort,
    shown,
    page: current,
    pageSize,
    rows: shown.slice(current * pageSize, (current + 1) * pageSize),
    change: (next: Partial<CatalogueCriteria>) => {
      setCriteria((previous) => ({ ...previous, ...next }));
      setPage(0);
    },
    clear: () => {
      setCriteria(NO_CRITERIA);
      setPage(0);
    },
    setSort: (next: CatalogueSort) => {
      setSort(next);
      setPage(0);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
}
