// A server-paged list's place in the address bar: the page counted from 1 and the page size read back (unknown values
// fall back), and the address written with the defaults left out (the train status list, the eSIM and B2C orders).

export type ListPaging = { page: number; pageSize: number };

/** The page (from 0) and page size an address names; a bad page is the first, a size not offered the first offered. */
export function pagingOf(params: URLSearchParams, pageSizes: readonly number[]): ListPaging {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
    pageSize: pageSizes.includes(size) ? size : (pageSizes[0] ?? 25),
  };
}

/** The parameters that have a value (undefined ones left out), as a query or an address takes them. */
export function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

type Sorting = { sort?: unknown; order?: unknown };

/**
 * The address of a list view: its filters as the API takes them (`filterParams`, sort and order among them), the sort
 * only when it is not the default, the page counted from 1 and the size only when they are not the first.
 */
export function listParamsOf(view: {
  filterParams: Sorting & object;
  defaultSorting: Sorting;
  paging: ListPaging;
  defaultPageSize: number;
}): URLSearchParams {
  const { sort, order, ...rest } = view.filterParams;
  const params = new URLSearchParams(rest as Record<string, string>);
  if (sort !== view.defaultSorting.sort || order !== view.defaultSorting.order) {
    params.set('sort', String(sort));
    params.set('order', String(order));
  }
  if (view.paging.page > 0) params.set('page', String(view.paging.page + 1));
  if (view.paging.pageSize !== view.defaultPageSize) params.set('size', String(view.paging.pageSize));
  return params;
}
