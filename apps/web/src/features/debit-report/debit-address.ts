// The debit report's view in the address: agency, period, type, time order, rows per page, and the page's keyset cursor.
import { DEBIT_MOVEMENT_TYPES, DEBIT_PAGE_SIZES } from '@portal/contracts';
import { isIsoDate } from '@portal/domain';
import { defaultReportPeriod, type ReportPeriod } from '../../components/report/report-period';

export type DebitMovementType = (typeof DEBIT_MOVEMENT_TYPES)[number];

export type DebitView = {
  agencyId?: string;
  period: ReportPeriod;
  type?: DebitMovementType;
  order: 'asc' | 'desc';
  pageSize: number;
  /** 0-based, as the pager counts; pages after the first are read through the API's cursors (decision 103). */
  page: number;
  cursor?: string;
};

const CURSOR = /^[A-Za-z0-9_-]{1,300}$/;
const DEFAULT_PAGE_SIZE = 50;

/** The view the address names; anything malformed falls back to its default (a page without its cursor: the first). */
export function debitViewOf(params: URLSearchParams, now: Date): DebitView {
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  const type = DEBIT_MOVEMENT_TYPES.find((candidate) => candidate === params.get('type'));
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const cursor = params.get('cursor') ?? '';
  const hasCursor = CURSOR.test(cursor) && Number.isInteger(page) && page > 0;
  return {
    agencyId: params.get('agencyId') ?? undefined,
    period: hasPeriod ? { from, to } : defaultReportPeriod(now),
    ...(type ? { type } : {}),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    pageSize: (DEBIT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    page: hasCursor ? page : 0,
    ...(hasCursor ? { cursor } : {}),
  };
}

/** The address of a view: only what differs from the defaults, the cursor only with a page after the first. */
export function debitParamsOf(view: DebitView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.agencyId) params.set('agencyId', view.agencyId);
  params.set('from', view.period.from);
  params.set('to', view.period.to);
  if (view.type) params.set('type', view.type);
  if (view.order === 'desc') params.set('order', 'desc');
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  if (view.page > 0 && view.cursor) {
    params.set('page', String(view.page));
    params.set('cursor', view.cursor);
  }
  return params;
}
