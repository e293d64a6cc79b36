// The catalogue screen's state: the products indexed once, sorted once per sort choice, and filtered on each change of
// the criteria (one pass, memoised). The typed search updates its box at once and the list as a deferred render (React
// drops a list render a newer keystroke overtakes); the page of results shown is reset when the criteria change.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
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
  const [sort, setSortState] = useState<CatalogueSort>('price');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState<number>(CATALOGUE_PAGE_SIZES[0]);
  const deferred = useDeferredValue(criteria);
  const index = useMemo(() => indexCatalogue(products), [products]);
  const sorted = useMemo(() => sortCatalogue(index, sort, language), [index, sort, language]);
  const shown = useMemo(() => filterCatalogue(sorted, deferred), [sorted, deferred]);
  const lastPage = Math.max(0, Math.ceil(shown.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const rows = useMemo(() => shown.slice(current * pageSize, (current + 1) * pageSize), [shown, current, pageSize]);
  const change = useCallback((next: Partial<CatalogueCriteria>) => {
    setCriteria((previous) => ({ ...previous, ...next }));
    setPage(0);
  }, []);
  const clear = useCallback(() => {
    setCriteria(NO_CRITERIA);
    setPage(0);
  }, []);
  const setSort = useCallback((next: CatalogueSort) => {
    setSortState(next);
    setPage(0);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(0);
  }, []);
  return { criteria, sort, shown, page: current, pageSize, rows, change, clear, setSort, setPage, setPageSize };
}
