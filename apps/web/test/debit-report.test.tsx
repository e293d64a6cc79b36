// /accounting/debit-report: the address's agency and period asked of the API, the figures, the per-type line, the
// movements with code, group and PNR, the running balance as a chart, the sub-agency chooser, files and printing; the
// server's pages through its cursors (next, previous, last), time order both ways and the type filter (decision 103).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TDebitMovement, TDebitReportAgenciesResponse, TDebitReportResponse } from '@portal/contracts';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const agencies: TDebitReportAgenciesResponse = {
  items: [
    {
      id: 'f1',
      code: 'HN001',
      name: 'Đại lý Hà Nội',
      level: 'F1',
      parentId: null,
      parentCode: null,
      status: 'active',
      depth: 0,
    },
    {
      id: 'f2',
      code: 'DN002',
      name: 'Đại lý Đà Nẵng',
      level: 'F2',
      parentId: 'f1',
      parentCode: 'HN001',
      status: 'active',
      depth: 1,
    },
  ],
};

function movement(index: number, fields: Partial<TDebitMovement> & Pick<TDebitMovement, 'amount' | 'balanceAfter'>) {
  return {
    entryId: index + 1,
    transactionId: `tx-${index}`,
    at: new Date(Date.UTC(2026, 2, 1 + index, 2)).toISOString(),
    type: 'S',
    referenceType: 'booking',
    referenceId: `REF-${index}`,
    description: `Giao dịch số ${index}`,
    pnr: null,
    subAgency: null,
    bucket: 'sales',
    isAdjustment: false,
    ...fields,
  } satisfies TDebitMovement;
}

function reportOf(query: URLSearchParams, count = 3): TDebitReportResponse {
  const agency = agencies.items.find((item) => item.id === (query.get('agencyId') ?? 'f1'))!;
  const movements: TDebitMovement[] = [
    movement(0, {
      type: 'T',
      referenceType: 'top_up_request',
      bucket: 'topUps',
      amount: 5_000_000,
      balanceAfter: 15_000_000,
    }),
    movement(1, { pnr: 'ABC123', amount: -1_200_000, balanceAfter: 13_800_000 }),
    movement(2, {
      type: 'C',
      referenceType: 'adjustment',
      bucket: 'adjustments',
      isAdjustment: true,
      amount: -300_000,
      balanceAfter: 13_500_000,
    }),
    ...Array.from({ length: Math.max(0, count - 3) }, (_, index) =>
      movement(index + 3, { amount: -1, balanceAfter: 13_500_000 - index - 1 }),
    ),
  ];
  const closing = movements.at(-1)!.balanceAfter;
  // The stub's cursors name a page index ("p2"); "last" the last page. Newest first when asked.
  const limit = Number(query.get('limit') ?? 50);
  const ordered = query.get('order') === 'desc' ? [...movements].reverse() : movements;
  const matching = query.get('type') ? ordered.filter((row) => row.type === query.get('type')) : ordered;
  const lastIndex = Math.max(0, Math.ceil(matching.length / limit) - 1);
  const cursor = query.get('cursor');
  const index = cursor === 'last' ? lastIndex : cursor ? Number(cursor.slice(1)) : 0;
  return {
    agency: { id: agency.id, code: agency.code, name: agency.name, level: agency.level },
    from: query.get('from')!,
    to: query.get('to')!,
    periodStart: '2026-02-28T17:00:00.000Z',
    periodEnd: '2026-03-31T17:00:00.000Z',
    figures: {
      openingBalance: 10_000_000,
      topUps: 5_000_000,
      sales: closing - 13_500_000 - 1_200_000,
      voidsRefunds: 0,
      adjustments: -300_000,
      closingBalance: closing,
    },
    movements: matching.slice(index * limit, index * limit + limit),
    page: {
      total: matching.length,
      limit,
      nextCursor: index < lastIndex ? `p${index + 1}` : null,
      prevCursor: index > 0 ? `p${index - 1}` : null,
      lastCursor: lastIndex > 0 ? 'last' : null,
    },
    dailyBalances: movements.slice(0, 3).map((row) => ({ day: row.at.slice(0, 10), balance: row.balanceAfter })),
    byType: [
      { type: 'T', count: 1, amount: 5_000_000 },
      { type: 'C', count: 1, amount: -300_000 },
      { type: 'S', count: count - 2, amount: closing - 13_500_000 - 1_200_000 },
    ],
    totals: { credits: 5_000_000, debits: 10_000_000 - closing + 5_000_000, count },
    creditLimit: 2_000_000,
    current: { balance: closing, reserved: 100_000, available: closing - 100_000, asOf: '2026-04-02T03:00:00.000Z' },
  };
}

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
const queryOf = (call: StubCall) => Object.fromEntries(new URL(call.url, 'http://portal.test').searchParams);

function answering(options: { count?: number; exportFile?: () => Response } = {}) {
  return (call: StubCall): Response => {
    const path = pathOf(call);
    if (path === '/api/reports/debit-report/agencies') return jsonResponse(200, agencies);
    if (path === '/api/reports/debit-report')
      return jsonResponse(200, reportOf(new URL(call.url, 'http://portal.test').searchParams, options.count));
    if (path === '/api/reports/debit-report/export' && options.exportFile) return options.exportFile();
    return jsonResponse(200, {});
  };
}

const figureOf = (summary: HTMLElement, label: string) =>
  within(summary).getByText(label).nextElementSibling?.textContent;

describe('the debit report page', () => {
  it("asks for the address's agency and period and shows the figures, the per-type line and the movements", async () => {
    const { calls } = renderApp('/accounting/debit-report?agencyId=f2&from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering(),
    });
    const summary = await screen.findByRole('region', { name: 'Tổng hợp' });
    expect(queryOf(calls.find((call) => pathOf(call) === '/api/reports/debit-report')!)).toEqual({
      agencyId: 'f2',
      from: '2026-03-01',
      to: '2026-03-31',
      order: 'asc',
      limit: '50',
    });
    expect(figureOf(summary, 'Số dư đầu kỳ')).toBe('10.000.000 ₫');
    expect(figureOf(summary, 'Nạp tiền')).toBe('5.000.000 ₫');
    expect(figureOf(summary, 'Bán / thanh toán')).toBe('-1.200.000 ₫');
    expect(figureOf(summary, 'Điều chỉnh khác')).toBe('-300.000 ₫');
    expect(figureOf(summary, 'Số dư cuối kỳ')).toBe('13.500.000 ₫');
    expect(figureOf(summary, 'Hạn mức tín dụng')).toBe('2.000.000 ₫');
    expect(screen.getByTestId('debit-by-type').textContent).toContain('C: 1 — -300.000 ₫');
    expect(screen.getByText('DN002 — Đại lý Đà Nẵng, từ 01/03/2026 đến 31/03/2026')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Giao dịch trong kỳ' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Nạp tiền (T)')).toBeTruthy();
    expect(within(rows[1]!).getByText('ABC123')).toBeTruthy();
    expect(within(rows[1]!).getByText('Bán (S)')).toBeTruthy();
    expect(within(rows[2]!).getByText('Điều chỉnh')).toBeTruthy();
    expect(within(rows[2]!).getByText('-300.000 ₫')).toBeTruthy();
  });

  it('draws the opening, then the balance at the end of each day that moved, its figures in the chart table', async () => {
    renderApp('/accounting/debit-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering(),
    });
    const chart = await screen.findByRole('figure', { name: 'Số dư cuối mỗi ngày' });
    const cells = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(cells).toEqual([
      'Số dư đầu kỳ10.000.000 ₫',
      '01/03/202615.000.000 ₫',
      '02/03/202613.800.000 ₫',
      '03/03/202613.500.000 ₫',
    ]);
  });

  it('chooses a sub-agency and a period into the address, refusing a reversed period first', async () => {
    const { router } = renderApp('/accounting/debit-report?from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering(),
    });
    await screen.findByRole('region', { name: 'Tổng hợp' });
    fireEvent.change(screen.getByRole('textbox', { name: /Đến ngày/ }), { target: { value: '01/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    expect(await screen.findByText('Đến ngày phải từ Từ ngày trở đi')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Đến ngày/ }), { target: { value: '15/03/2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Đại lý' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DN002 — Đại lý Đà Nẵng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?agencyId=f2&from=2026-03-01&to=2026-03-15'));
  });

  it('pages on the server: next, last and previous through the cursors, the page and cursor kept in the address', async () => {
    const { calls, router } = renderApp('/accounting/debit-report?agencyId=f2&from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering({ count: 120 }),
    });
    const table = await screen.findByRole('table', { name: 'Giao dịch trong kỳ' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(50);
    expect(screen.getByText('1–50 trên 120')).toBeTruthy();
    const lastAsked = () => queryOf(calls.filter((call) => pathOf(call) === '/api/reports/debit-report').at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(screen.getByText('51–100 trên 120')).toBeTruthy());
    expect(lastAsked()).toMatchObject({ cursor: 'p1', limit: '50' });
    expect(router.state.location.search).toContain('page=1&cursor=p1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang cuối' }));
    await waitFor(() => expect(screen.getByText('101–120 trên 120')).toBeTruthy());
    expect(lastAsked()).toMatchObject({ cursor: 'last' });
    expect(within(screen.getByRole('table', { name: 'Giao dịch trong kỳ' })).getAllByRole('row')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    await waitFor(() => expect(screen.getByText('51–100 trên 120')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Trang đầu' }));
    await waitFor(() => expect(screen.getByText('1–50 trên 120')).toBeTruthy());
    // The first page is the one already read (cached): the address drops the cursor.
    expect(router.state.location.search).not.toContain('cursor');
  });

  it('sorts by time on the server both ways and filters by type, each from the first page', async () => {
    const { calls, router } = renderApp('/accounting/debit-report?agencyId=f2&from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering({ count: 60 }),
    });
    await screen.findByText('1–50 trên 60');
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await screen.findByText('51–60 trên 60');
    const lastAsked = () => queryOf(calls.filter((call) => pathOf(call) === '/api/reports/debit-report').at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: 'Thời gian' }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ order: 'desc' }));
    expect(lastAsked().cursor).toBeUndefined();
    expect(router.state.location.search).toContain('order=desc');
    const firstRow = () =>
      within(screen.getByRole('table', { name: 'Giao dịch trong kỳ' })).getAllByRole('row')[1]!.textContent;
    await waitFor(() => expect(firstRow()).toContain('REF-59'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Loại giao dịch' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nạp tiền (T)' }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ type: 'T', order: 'desc' }));
    await screen.findByText('1–1 trên 1');
    expect(router.state.location.search).toContain('type=T');
  });

  it('asks the server for the CSV of what is on screen and prints every movement', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let printed = -1;
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelectorAll('table[data-print="only"] tbody tr').length;
    });
    const { calls } = renderApp('/accounting/debit-report?agencyId=f2&from=2026-03-01&to=2026-03-31', {
      session: loginAs('admin_f1'),
      handler: answering({
        count: 30,
        exportFile: () => new Response('\uFEFFa,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      }),
    });
    await screen.findByRole('region', { name: 'Tổng hợp' });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(queryOf(calls.find((call) => pathOf(call) === '/api/reports/debit-report/export')!)).toEqual({
      agencyId: 'f2',
      from: '2026-03-01',
      to: '2026-03-31',
      order: 'asc',
      format: 'csv',
    });
    fireEvent.click(screen.getByRole('button', { name: 'In báo cáo' }));
    await waitFor(() => expect(printed).toBe(30));
  });
});
