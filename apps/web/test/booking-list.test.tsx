// booking/search: rows and SPEC status labels in both languages, filters into the query, server paging and sorting, the
// Excel download and "Nhập PNR".
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { TReservationErrorScopeResponse } from '@portal/contracts';
import {
  NO_FILTERS,
  listArgsOf,
  searchParamsOf,
  viewFromSearchParams,
} from '../src/features/booking-list/booking-filters';
import { BOOKING_ID, detail, listCalls, page, pathOf, queryOf, summary } from './booking-list-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('vi');
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  await i18n.changeLanguage('vi');
});

const scope: TReservationErrorScopeResponse = {
  agencies: [
    { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội', isOwn: true },
    { id: 'agency-f2', code: 'DN002', name: 'Đại lý Đà Nẵng', isOwn: false },
  ],
  users: [
    { id: 'user-agent-1', username: 'f1.agent', fullName: 'Lê Văn Cường', agencyId: 'agency-f1' },
    { id: 'user-agent-2', username: 'f2.agent', fullName: 'Trần Thị Bình', agencyId: 'agency-f2' },
  ],
};

const mixedRows = [
  summary(1, { status: 'HOLD', pnr: 'HOLD01', passengerNames: ['NGUYEN VAN DUC', 'TRAN THI HOA'] }),
  summary(2, { status: 'EXPORT', pnr: 'EXPO02', system: '1A', airline: 'VN', timeLimit: null }),
  summary(3, { status: 'CANCEL', pnr: 'CANC03', system: 'VJ', airline: 'VJ', route: 'SGN-DAD' }),
];

type Overrides = {
  list?: (call: StubCall) => Response | Promise<Response>;
  other?: (call: StubCall) => Response | Promise<Response> | undefined;
  scope?: TReservationErrorScopeResponse;
};

function answering(overrides: Overrides = {}) {
  return (call: StubCall): Response | Promise<Response> => {
    const custom = overrides.other?.(call);
    if (custom) return custom;
    const path = pathOf(call);
    if (path === '/api/bookings') return overrides.list?.(call) ?? jsonResponse(200, page(mixedRows));
    if (path === '/api/reservation-errors/scope') return jsonResponse(200, overrides.scope ?? scope);
    return jsonResponse(200, {});
  };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = (table: HTMLElement, pnr: string) =>
  rowsOf(table).find((row) => within(row).queryByRole('link', { name: new RegExp(pnr) }))!;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the booking list', () => {
  it('asks for the newest bookings first, one page of 25, and shows each row with its Vietnamese status label', async () => {
    const { calls, router } = renderApp('/booking/search', {
      session: loginAs('admin_f1'),
      handler: answering({
        other: (call) =>
          pathOf(call) === `/api/bookings/${mixedRows[0]!.id}`
            ? jsonResponse(200, detail({ id: mixedRows[0]!.id, pnr: 'HOLD01' }))
            : undefined,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Danh sách đặt chỗ' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(queryOf(listCalls(calls)[0]!)).toEqual({ sort: 'createdAt', order: 'desc', limit: '25' });

    const held = rowOf(table, 'HOLD01');
    expect(within(held).getByText('Đang giữ chỗ')).toBeTruthy();
    expect(within(held).getByText('NGUYEN VAN DUC, TRAN THI HOA')).toBeTruthy();
    expect(within(held).getByText('20/11/2030 09:30')).toBeTruthy();
    expect(within(held).getByText('1.550.000 ₫')).toBeTruthy();
    expect(within(held).getByRole('timer')).toBeTruthy();
    expect(within(rowOf(table, 'EXPO02')).getByText('Đã xuất vé')).toBeTruthy();
    expect(within(rowOf(table, 'EXPO02')).getByText('1A').closest('[data-system]')?.getAttribute('data-system')).toBe(
      '1A',
    );
    // SPEC §4: a cancelled booking's status is shown blank.
    const cancelled = rowOf(table, 'CANC03');
    expect(cancelled.getAttribute('data-status')).toBe('CANCEL');
    expect(cancelled.querySelector('[data-status]')).toBeNull();
    expect(screen.getByText('3 đặt chỗ')).toBeTruthy();
    // The administrator sees its sub-agencies' bookings, so the agency column is there.
    expect(within(table).getByRole('columnheader', { name: 'Đại lý' })).toBeTruthy();

    fireEvent.click(within(held).getByRole('link', { name: 'Mở đặt chỗ HOLD01' }));
    await screen.findByRole('heading', { level: 1, name: 'Đặt chỗ HOLD01' });
    expect(router.state.location.pathname).toBe(`/booking/booking-detail/${mixedRows[0]!.id}`);
  });

  it('shows a time limit on holds only: a voided or cancelled booking has no deadline left', async () => {
    const rows = [
      summary(1, { status: 'HOLD', pnr: 'HOLD01' }),
      summary(4, { status: 'VOID', pnr: 'VOID04' }),
      summary(3, { status: 'CANCEL', pnr: 'CANC03' }),
    ];
    renderApp('/booking/search', {
      session: loginAs('admin_f1'),
      handler: answering({ list: () => jsonResponse(200, page(rows)) }),
    });
    const table = await screen.findByRole('table', { name: 'Danh sách đặt chỗ' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    const deadline = '30/11/2030 17:00';
    expect(within(rowOf(table, 'HOLD01')).getByText(deadline)).toBeTruthy();
    expect(within(rowOf(table, 'VOID04')).queryByText(deadline)).toBeNull();
    expect(within(rowOf(table, 'VOID04')).queryByRole('timer')).toBeNull();
    expect(within(rowOf(table, 'CANC03')).queryByText(deadline)).toBeNull();
  });

  it('labels HOLD "holding" and EXPORT "CONFIRMED" in English, CANCEL still blank', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderApp('/booking/search', { session: loginAs('admin_f1'), handler: answering() });
    const table = await screen.findByRole('table', { name: 'Booking list' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(within(rowOf(table, 'HOLD01')).getByText('holding')).toBeTruthy();
    expect(within(rowOf(table, 'EXPO02')).getByText('CONFIRMED')).toBeTruthy();
    expect(rowOf(table, 'CANC03').querySelector('[data-status]')).toBeNull();
    expect(screen.getByText('3 bookings')).toBeTruthy();
  });

  it('sends every filter as the API names it, the passenger name as typed with its accents, and keeps them in the address', async () => {
    const { calls, router } = renderApp('/booking/search', { session: loginAs('admin_f1'), handler: answering() });
    await screen.findByRole('table', { name: 'Danh sách đặt chỗ' });
    await screen.findByRole('combobox', { name: 'Nhân viên đặt' });
    const asked = listCalls(calls).length;

    fireEvent.change(screen.getByRole('textbox', { name: 'Mã đặt chỗ (PNR)' }), { target: { value: 'kx7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tên hành khách' }), { target: { value: 'Nguyễn Văn Đức' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hãng bay' }), { target: { value: 'vn' } });
    await choose('Hệ thống', '1A');
    await choose('Trạng thái', 'Đã hủy');
    fireEvent.change(screen.getByRole('textbox', { name: 'Đặt từ ngày' }), { target: { value: '01112030' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Đặt đến ngày' }), { target: { value: '30/11/2030' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bay từ ngày' }), { target: { value: '01/12/2030' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bay đến ngày' }), { target: { value: '31/12/2030' } });
    await choose('Đại lý', 'DN002 – Đại lý Đà Nẵng');
    await choose('Nhân viên đặt', 'f2.agent – Trần Thị Bình');
    expect((screen.getByRole('textbox', { name: 'Đặt từ ngày' }) as HTMLInputElement).value).toBe('01/11/2030');
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));

    await waitFor(() => expect(listCalls(calls).length).toBe(asked + 1));
    expect(queryOf(listCalls(calls).at(-1)!)).toEqual({
      pnr: 'KX7',
      passenger: 'Nguyễn Văn Đức',
      airline: 'VN',
      system: '1A',
      status: 'CANCEL',
      bookedFrom: '2030-11-01',
      bookedTo: '2030-11-30',
      flightFrom: '2030-12-01',
      flightTo: '2030-12-31',
      agencyId: 'agency-f2',
      agentId: 'user-agent-2',
      sort: 'createdAt',
      order: 'desc',
      limit: '25',
    });
    expect(new URLSearchParams(router.state.location.search).get('passenger')).toBe('Nguyễn Văn Đức');

    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('textbox', { name: 'Tên hành khách' }) as HTMLInputElement).value).toBe('');
    // The unfiltered first page was asked 10 s ago at most: SPEC §7's cache answers it.
    expect(listCalls(calls).map((call) => queryOf(call).passenger ?? null)).toEqual([null, 'Nguyễn Văn Đức']);
  });

  it("names a mistake under its field before asking, and shows the server's complaint under the field it names", async () => {
    const { calls } = renderApp('/booking/search?bookedFrom=01/11/2030', {
      session: loginAs('agent_f2'),
      handler: answering({
        scope: {
          agencies: [{ id: 'agency-f2', code: 'DN002', name: 'Đại lý Đà Nẵng', isOwn: true }],
          users: [scope.users[1]!],
        },
        list: (call) =>
          queryOf(call).bookedTo
            ? jsonResponse(400, {
                code: 1,
                message: 'Dữ liệu không hợp lệ',
                details: { fields: [{ field: 'bookedTo', message: 'không được trước ngày bắt đầu' }] },
              })
            : jsonResponse(200, page(mixedRows)),
      }),
    });
    await screen.findByRole('table', { name: 'Danh sách đặt chỗ' });
    const asked = listCalls(calls).length;

    fireEvent.change(screen.getByRole('textbox', { name: 'Mã đặt chỗ (PNR)' }), { target: { value: 'AB-12' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tên hành khách' }), { target: { value: 'Nguyen 2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hãng bay' }), { target: { value: 'V' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bay từ ngày' }), { target: { value: '31/02/2030' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Đặt đến ngày' }), { target: { value: '01/10/2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(await screen.findByText('Từ 1 đến 6 chữ cái hoặc chữ số')).toBeTruthy();
    expect(screen.getByText('Chỉ nhập chữ cái và khoảng trắng')).toBeTruthy();
    expect(screen.getByText('Mã hãng gồm 2 ký tự, ví dụ VN')).toBeTruthy();
    expect(screen.getByText('Nhập ngày có thật, dạng dd/MM/yyyy')).toBeTruthy();
    expect(screen.getByText('Ngày kết thúc phải từ ngày bắt đầu trở đi')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(asked);

    // The server's own check of the same range (as if the page had let it through) lands under "Đặt đến ngày".
    fireEvent.change(screen.getByRole('textbox', { name: 'Mã đặt chỗ (PNR)' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tên hành khách' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hãng bay' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bay từ ngày' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Đặt đến ngày' }), { target: { value: '02/11/2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(await screen.findByText('không được trước ngày bắt đầu')).toBeTruthy();
    // An agent without sub-agencies sees no agency column or filter.
    expect(screen.queryByRole('columnheader', { name: 'Đại lý' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Đại lý' })).toBeNull();
  });
});

describe('server paging and sorting', () => {
  // A keyset server over 60 rows: its cursor `o<n>` reads from row n on.
  const sixty = (call: StubCall) => {
    const query = queryOf(call);
    const limit = Number(query.limit);
    const offset = query.cursor ? Number(query.cursor.slice(1)) : 0;
    const items = Array.from({ length: Math.max(0, Math.min(limit, 60 - offset)) }, (_, index) =>
      summary(offset + index + 1),
    );
    return jsonResponse(
      200,
      page(items, 60, limit, {
        nextCursor: offset + limit < 60 ? `o${offset + limit}` : null,
        prevCursor: offset > 0 ? `o${Math.max(0, offset - limit)}` : null,
      }),
    );
  };

  it('asks the server for the next page, another page size and another order instead of sorting on screen', async () => {
    const { calls, router } = renderApp('/booking/search', {
      session: loginAs('admin_f1'),
      handler: answering({ list: sixty }),
    });
    const table = await screen.findByRole('table', { name: 'Danh sách đặt chỗ' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(25));
    expect(screen.getByText('1–25 trên 60')).toBeTruthy();

    expect((screen.getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!)).toMatchObject({ limit: '25', cursor: 'o25' }));
    expect(await screen.findByText('26–50 trên 60')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Mở đặt chỗ PNR026' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2&cursor=o25');
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('51–60 trên 60')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement).disabled).toBe(true);
    // Back: the page before through its cursor (the same question as before, so the cache may answer it).
    fireEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&cursor=o25'));
    expect(await screen.findByText('26–50 trên 60')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Ngày bay' }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toEqual({ sort: 'departAt', order: 'asc', limit: '25' }),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Ngày bay' }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toEqual({ sort: 'departAt', order: 'desc', limit: '25' }),
    );
    expect(
      within(table)
        .getByRole('columnheader', { name: /Ngày bay/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Số dòng mỗi trang/ }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toEqual({ sort: 'departAt', order: 'desc', limit: '50' }),
    );
    await waitFor(() => expect(rowsOf(table)).toHaveLength(50));
    expect(router.state.location.search).toBe('?sort=departAt&order=desc&size=50');
  });

  it('opens on the page, size and order the address gives, as when coming back from a booking', async () => {
    const { calls } = renderApp('/booking/search?status=HOLD&sort=timeLimit&order=asc&page=3&cursor=o20&size=10', {
      session: loginAs('admin_f1'),
      handler: answering({ list: sixty }),
    });
    await screen.findByText('21–30 trên 60');
    expect(queryOf(listCalls(calls)[0]!)).toEqual({
      status: 'HOLD',
      sort: 'timeLimit',
      order: 'asc',
      limit: '10',
      cursor: 'o20',
    });
  });

  it('says "more than" when the count stopped at its cap, and keeps going while pages follow', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => summary(index + 1));
    renderApp('/booking/search', {
      session: loginAs('admin_f1'),
      handler: answering({
        list: () => jsonResponse(200, page(rows, 1000, 25, { isTotalCapped: true, nextCursor: 'o25' })),
      }),
    });
    expect(await screen.findByText('Hơn 1.000 đặt chỗ')).toBeTruthy();
    expect(screen.getByText('1–25 trên hơn 1.000')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts at the first page when the address has a page but no cursor (an address from before keyset paging)', async () => {
    const { calls } = renderApp('/booking/search?page=3', {
      session: loginAs('admin_f1'),
      handler: answering({ list: sixty }),
    });
    await screen.findByText('1–25 trên 60');
    expect(queryOf(listCalls(calls)[0]!)).toEqual({ sort: 'createdAt', order: 'desc', limit: '25' });
  });
});

describe('the Excel export', () => {
  it("downloads the workbook of the filters and order on screen through the HTTP client, under the server's file name", async () => {
    const saved: { name: string; blob: Blob }[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push({ name: '', blob });
        return 'blob:bookings';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    const { calls } = renderApp('/booking/search?status=EXPORT&sort=totalAmount&order=asc&page=2&cursor=o25', {
      session: loginAs('admin_f1'),
      handler: answering({
        other: (call) =>
          pathOf(call) === '/api/bookings/export'
            ? new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
                status: 200,
                headers: {
                  'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                  'Content-Disposition': `attachment; filename="dat-cho-20301120-0930.xlsx"; filename*=UTF-8''dat-cho-20301120-0930.xlsx`,
                },
              })
            : undefined,
        list: () => jsonResponse(200, page(mixedRows, 40, 25, { prevCursor: 'o0' })),
      }),
    });
    await screen.findByText('40 đặt chỗ');
    fireEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(saved[0]?.name).toBe('dat-cho-20301120-0930.xlsx'));
    const exportCall = calls.find((call) => pathOf(call) === '/api/bookings/export')!;
    expect(queryOf(exportCall)).toEqual({ status: 'EXPORT', sort: 'totalAmount', order: 'asc', format: 'xlsx' });
    expect(exportCall.headers.Authorization).toBe('Bearer admin_f1-token');
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('says why when the server refuses the export', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    renderApp('/booking/search', {
      session: loginAs('admin_f1'),
      handler: answering({
        other: (call) =>
          pathOf(call) === '/api/bookings/export'
            ? jsonResponse(400, {
                code: 1,
                message: 'bookedFrom: hơn 10000 đặt chỗ, vui lòng thu hẹp bộ lọc',
                details: { fields: [] },
              })
            : undefined,
      }),
    });
    await screen.findByText('3 đặt chỗ');
    fireEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'bookedFrom: hơn 10000 đặt chỗ, vui lòng thu hẹp bộ lọc',
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('"Nhập PNR"', () => {
  it('checks the PNR and last name, sends system, PNR and name, and opens the imported booking', async () => {
    const { calls, router } = renderApp('/booking/search', {
      session: loginAs('admin_f1'),
      handler: answering({
        other: (call) => {
          if (pathOf(call) === '/api/bookings/retrieve')
            return jsonResponse(200, { booking: detail(), isExisting: false });
          if (pathOf(call) === `/api/bookings/${BOOKING_ID}`) return jsonResponse(200, detail());
          return undefined;
        },
      }),
    });
    await screen.findByText('3 đặt chỗ');
    fireEvent.click(screen.getByRole('button', { name: 'Nhập PNR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập PNR vào hệ thống' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mã đặt chỗ (PNR)' }), { target: { value: 'kx7q' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Họ của một hành khách' }), {
      target: { value: 'Nguyễn 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nhập PNR' }));
    expect(await within(dialog).findByText('PNR gồm đúng 6 chữ cái hoặc chữ số')).toBeTruthy();
    expect(within(dialog).getByText('Chỉ nhập chữ cái và khoảng trắng')).toBeTruthy();
    expect(calls.some((call) => pathOf(call) === '/api/bookings/retrieve')).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Hệ thống đặt chỗ' }));
    fireEvent.click(await screen.findByRole('option', { name: '1A' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mã đặt chỗ (PNR)' }), {
      target: { value: 'kx7q2m' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Họ của một hành khách' }), {
      target: { value: ' Nguyễn ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nhập PNR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/booking-detail/${BOOKING_ID}`));
    const retrieveCall = calls.find((call) => pathOf(call) === '/api/bookings/retrieve')!;
    expect(retrieveCall.init.method).toBe('POST');
    expect(JSON.parse(String(retrieveCall.init.body))).toEqual({ system: '1A', pnr: 'KX7Q2M', lastName: 'Nguyễn' });
    expect(await screen.findByText('Đã nhập PNR KX7Q2M')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Đặt chỗ KX7Q2M' })).toBeTruthy();
  });

  it("shows the supplier's refusal in the dialog and stays on the list", async () => {
    const { router } = renderApp('/booking/search', {
      session: loginAs('admin_f1'),
      handler: answering({
        other: (call) =>
          pathOf(call) === '/api/bookings/retrieve'
            ? jsonResponse(409, {
                code: 41,
                message: 'Chỉ nhập được PNR đang giữ chỗ',
                details: { reason: 'importNotHeld', supplierStatus: 'TICKETED' },
              })
            : undefined,
      }),
    });
    await screen.findByText('3 đặt chỗ');
    fireEvent.click(screen.getByRole('button', { name: 'Nhập PNR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập PNR vào hệ thống' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mã đặt chỗ (PNR)' }), {
      target: { value: 'ABC123' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Họ của một hành khách' }), {
      target: { value: 'Tran' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nhập PNR' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Chỉ nhập được PNR đang giữ chỗ');
    expect(router.state.location.pathname).toBe('/booking/search');
  });
});

describe('the address of a list view', () => {
  it('falls back to the defaults for anything malformed instead of sending the API a question it refuses', () => {
    const view = viewFromSearchParams(
      new URLSearchParams('status=BOGUS&system=XX&sort=agency&order=up&page=-2&size=7&pnr=%20ab1%20'),
    );
    expect(view).toEqual({
      filters: { ...NO_FILTERS, pnr: 'ab1' },
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(listArgsOf(view)).toEqual({ pnr: 'AB1', sort: 'createdAt', order: 'desc', limit: 25 });
    expect(searchParamsOf(view).toString()).toBe('pnr=ab1');
  });
});
