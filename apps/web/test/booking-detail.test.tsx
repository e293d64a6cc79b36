// /booking/booking-detail/{id}: the PNR record (passengers, flights, fares, contact), only the allowed actions, the cancel
// flow and its refresh, the history, and the countdown on the server's clock.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBookingDetail } from '@portal/contracts';
import { AGENT, BOOKING_ID, detail, pathOf } from './booking-list-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const DETAIL_PATH = `/booking/booking-detail/${BOOKING_ID}`;
const API_PATH = `/api/bookings/${BOOKING_ID}`;

function answering(
  booking: () => TBookingDetail,
  other?: (call: StubCall) => Response | Promise<Response> | undefined,
) {
  return (call: StubCall): Response | Promise<Response> => {
    const custom = other?.(call);
    if (custom) return custom;
    if (pathOf(call) === API_PATH) return jsonResponse(200, booking());
    return jsonResponse(200, {});
  };
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the PNR record', () => {
  it('shows the system in its GDS colour, the PNR, its status and time limit, who booked it and when', async () => {
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => detail()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đặt chỗ KX7Q2M' })).toBeTruthy();
    const record = region('Thông tin đặt chỗ');
    expect(within(record).getByTestId('booking-pnr').textContent).toBe('KX7Q2M');
    const systemChip = within(record).getByText('1A').closest('[data-system]') as HTMLElement;
    expect(getComputedStyle(systemChip).backgroundColor).toBe('rgb(21, 101, 192)');
    expect(within(record).getByText('Đang giữ chỗ')).toBeTruthy();
    expect(within(record).getByText('30/11/2030 17:00')).toBeTruthy();
    expect(within(record).getByRole('timer')).toBeTruthy();
    expect(within(record).getByText('Lê Văn Cường (f1.agent)')).toBeTruthy();
    expect(within(record).getByText('HN001 – Đại lý Hà Nội')).toBeTruthy();
    expect(within(record).getByText('20/11/2030 09:30')).toBeTruthy();
  });

  it('lists passengers with titles, airline spellings, birth dates, the infant on its adult, tickets and loyalty cards', async () => {
    const ticketed = detail({
      status: 'EXPORT',
      allowedActions: ['void', 'refund'],
      passengers: detail().passengers.map((passenger, index) => ({
        ...passenger,
        ticketNumber: `738210000000${index + 1}`,
      })),
    });
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => ticketed) });
    const table = await screen.findByRole('table', { name: 'Danh sách hành khách' });
    expect(region('Hành khách (3)')).toBeTruthy();
    const [first, second, infant] = rowsOf(table);
    expect(within(first!).getByText('MR')).toBeTruthy();
    expect(within(first!).getByText('NGUYEN VAN DUC')).toBeTruthy();
    expect(within(first!).getByText('Nguyễn Văn Đức')).toBeTruthy();
    expect(within(first!).getByText('Em bé INF-1 NGUYEN BAO AN')).toBeTruthy();
    expect(within(first!).getByText('7382100000001')).toBeTruthy();
    expect(within(first!).getByText('Thẻ VN: 9001234567')).toBeTruthy();
    expect(within(second!).getByText('12/05/1990')).toBeTruthy();
    expect(within(second!).getByText('MRS')).toBeTruthy();
    expect(within(infant!).getByText('Em bé')).toBeTruthy();
    expect(within(infant!).getByText('MISS')).toBeTruthy();
    expect(within(infant!).getByText('03/02/2030')).toBeTruthy();
    expect(within(infant!).getByText('Đi cùng ADT-1 NGUYEN VAN DUC')).toBeTruthy();
    expect(within(infant!).getByText('7382100000003')).toBeTruthy();
  });

  it('shows each route with its fare, baggage and segments: flight numbers, terminals and airport-local times', async () => {
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => detail()) });
    const outbound = await screen.findByRole('table', { name: 'Các chuyến bay của chặng 1' });
    const flights = region('Hành trình bay');
    expect(within(flights).getByRole('heading', { name: 'Chặng 1: HAN → SGN' })).toBeTruthy();
    expect(within(flights).getByRole('heading', { name: 'Chặng 2: SGN → HAN' })).toBeTruthy();
    expect(within(flights).getByText('Hạng Y · ECONOMY FLEX')).toBeTruthy();
    expect(within(flights).getByText(/Xách tay 12 kg · Ký gửi 23 kg \(1 kiện\)/)).toBeTruthy();
    expect(within(flights).getByText(/Xách tay 12 kg · Không có hành lý ký gửi/)).toBeTruthy();
    const [segment] = rowsOf(outbound);
    expect(within(segment!).getByText('VN 213')).toBeTruthy();
    expect(within(segment!).getByText('HAN · Nhà ga 1')).toBeTruthy();
    expect(within(segment!).getByText('01/12/2030 08:00')).toBeTruthy();
    expect(within(segment!).getByText('01/12/2030 10:10')).toBeTruthy();
    expect(within(segment!).getByText('2 giờ 10 phút')).toBeTruthy();
    expect(within(segment!).getByText('Đã xác nhận (HK)')).toBeTruthy();
    const [back] = rowsOf(screen.getByRole('table', { name: 'Các chuyến bay của chặng 2' }));
    expect(within(back!).getByText('VN 220')).toBeTruthy();
    expect(within(back!).getByText('HAN · Nhà ga 2')).toBeTruthy();
  });

  it('shows the segments of a cancelled booking as cancelled, whatever the supplier said at the hold', async () => {
    const cancelled = detail({ status: 'CANCEL', allowedActions: [], closedAt: '2030-11-21T02:00:00.000Z' });
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => cancelled) });
    const outbound = await screen.findByRole('table', { name: 'Các chuyến bay của chặng 1' });
    const [segment] = rowsOf(outbound);
    expect(within(segment!).getByText('Đã hủy (XX)')).toBeTruthy();
    expect(within(region('Hành trình bay')).queryByText('Đã xác nhận (HK)')).toBeNull();
  });

  it('says each fact of a fare once: the baggage from its figures, a class whose family is its own name', async () => {
    const base = detail();
    const vietjet = detail({
      routes: [
        {
          ...base.routes[0]!,
          fareClass: 'Eco',
          fareFamily: 'Eco',
          baggage: { handKg: 12, checkedKg: 23, checkedPieces: 1, description: '12 kg xách tay, 23 kg ký gửi' },
        },
        {
          ...base.routes[1]!,
          baggage: { handKg: 0, checkedKg: 0, checkedPieces: 0, description: 'Theo điều kiện của hãng' },
        },
      ],
    });
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => vietjet) });
    await screen.findByRole('table', { name: 'Các chuyến bay của chặng 1' });
    const flights = region('Hành trình bay');
    expect(within(flights).getByText('Hạng Eco')).toBeTruthy();
    expect(within(flights).queryByText(/Eco · Eco/)).toBeNull();
    expect(within(flights).getByText('Hành lý: Xách tay 12 kg · Ký gửi 23 kg (1 kiện)')).toBeTruthy();
    expect(within(flights).queryByText(/12 kg xách tay, 23 kg ký gửi/)).toBeNull();
    // No figures: the supplier's own words.
    expect(within(flights).getByText('Hành lý: Theo điều kiện của hãng')).toBeTruthy();
  });

  it('shows the fares per passenger type, the add-ons, the amounts and the contact', async () => {
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => detail()) });
    const fares = await screen.findByRole('table', { name: 'Giá theo loại hành khách' });
    const [adults, infants] = rowsOf(fares);
    expect(
      within(adults!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Người lớn', '2', '2.000.000 ₫', '600.000 ₫', '200.000 ₫', '50.000 ₫', '2.850.000 ₫', '5.700.000 ₫']);
    expect(within(infants!).getAllByRole('cell')[7]!.textContent).toBe('220.000 ₫');
    const addOns = screen.getByRole('table', { name: 'Dịch vụ mua thêm' });
    expect(within(addOns).getByText('ADT-1 NGUYEN VAN DUC')).toBeTruthy();
    expect(within(addOns).getByText('Hành lý 20 kg (BAG20)')).toBeTruthy();
    const amounts = region('Giá vé');
    expect(within(amounts).getByText('Giá hãng').nextElementSibling?.textContent).toBe('5.770.000 ₫');
    expect(within(amounts).getByText('Phí xuất vé', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '100.000 ₫',
    );
    expect(within(amounts).getByText('Tổng tiền').nextElementSibling?.textContent).toBe('5.870.000 ₫');
    const contact = region('Liên hệ');
    expect(within(contact).getByText('0901234567')).toBeTruthy();
    expect(within(contact).getByText('duc@example.vn')).toBeTruthy();
    expect(within(contact).getByText('Gọi trước 9 giờ')).toBeTruthy();
  });

  it('shows the history: time, who (or the system), what, status before → after, and the details', async () => {
    const booking = detail({
      status: 'CANCEL',
      timeLimit: '2030-11-20T03:00:00.000Z',
      closedAt: '2030-11-20T03:00:30.000Z',
      allowedActions: [],
      events: [
        ...detail().events,
        {
          id: 3,
          action: 'expire',
          fromStatus: 'HOLD',
          toStatus: 'CANCEL',
          actor: null,
          occurredAt: '2030-11-20T03:00:30.000Z',
          details: { cancelReason: 'TIME_LIMIT' },
        },
      ],
    });
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => booking) });
    const history = await screen.findByRole('table', { name: 'Lịch sử thay đổi' });
    const rows = rowsOf(history);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '20/11/2030 09:31',
      `${AGENT.fullName} (${AGENT.username})`,
      'Giữ chỗ thành công',
      'Đang xử lý → Đang giữ chỗ',
      'PNR: KX7Q2MHạn giữ chỗ: 30/11/2030 17:00',
    ]);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '20/11/2030 10:00',
      'Hệ thống (tự động)',
      'Hết hạn giữ chỗ',
      'Đang giữ chỗ → Đã hủy',
      'Lý do hủy từ hãng: TIME_LIMIT',
    ]);
    // SPEC §4: CANCEL is shown blank; no countdown once the hold is over.
    const record = region('Thông tin đặt chỗ');
    expect(within(record).queryByRole('timer')).toBeNull();
    expect(record.querySelector('[data-status]')).toBeNull();
    expect(within(record).getByText('Đóng lúc').nextElementSibling?.textContent).toBe('20/11/2030 10:00');
  });

  it("answers a booking that is not there (or another agency's) with the server's message", async () => {
    renderApp(DETAIL_PATH, {
      session: loginAs('agent_f2'),
      handler: (call) =>
        pathOf(call) === API_PATH
          ? jsonResponse(404, { code: 40, message: 'Không tìm thấy dữ liệu' })
          : jsonResponse(200, {}),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Không tìm thấy dữ liệu');
    expect(screen.queryByRole('region', { name: 'Thông tin đặt chỗ' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Quay lại danh sách đặt chỗ' }).getAttribute('href')).toBe(
      '/booking/search',
    );
  });
});

describe('the actions', () => {
  it('offers exactly what allowedActions lists', async () => {
    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(() => detail({ allowedActions: ['cancel', 'issue'] })),
    });
    const actions = await screen.findByRole('group', { name: 'Thao tác với đặt chỗ' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Xuất vé', 'Hủy giữ chỗ', 'In']);
    cleanup();

    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(() => detail({ status: 'EXPORT', allowedActions: ['refund', 'void'] })),
    });
    const ticketed = await screen.findByRole('group', { name: 'Thao tác với đặt chỗ' });
    expect(
      within(ticketed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Void vé', 'In']);
    expect(within(ticketed).getByRole('link', { name: 'Hoàn vé' }).getAttribute('href')).toBe(
      `/booking/edit/refund-ticket/${BOOKING_ID}`,
    );
    cleanup();

    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => detail({ allowedActions: [] })) });
    const none = await screen.findByRole('group', { name: 'Thao tác với đặt chỗ' });
    expect(
      within(none)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['In']);
    cleanup();

    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(() =>
        detail({
          isOwnAgency: false,
          allowedActions: [],
          agency: { id: 'agency-f2', code: 'DN002', name: 'Đại lý Đà Nẵng' },
        }),
      ),
    });
    expect(
      await screen.findByText('Đặt chỗ của đại lý cấp dưới DN002 – Đại lý Đà Nẵng: chỉ xem, không thao tác được.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hủy giữ chỗ' })).toBeNull();
  });

  it('cancels after confirmation with the reason, then shows the refreshed booking', async () => {
    let current = detail({ allowedActions: ['cancel'] });
    const cancelled = detail({
      status: 'CANCEL',
      closedAt: '2030-11-21T01:00:00.000Z',
      allowedActions: [],
      events: [
        ...detail().events,
        {
          id: 3,
          action: 'cancel',
          fromStatus: 'HOLD',
          toStatus: 'CANCEL',
          actor: AGENT,
          occurredAt: '2030-11-21T01:00:00.000Z',
          details: { reason: 'Khách đổi ngày' },
        },
      ],
    });
    const { calls } = renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(
        () => current,
        (call) => {
          if (pathOf(call) !== `${API_PATH}/cancel`) return undefined;
          current = cancelled;
          return jsonResponse(200, cancelled);
        },
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy giữ chỗ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy giữ chỗ KX7Q2M' });
    expect(within(dialog).getByText(/Hủy giữ chỗ KX7Q2M \(VN, HAN-SGN-HAN\) tại hãng\?/)).toBeTruthy();

    // "Không hủy" sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Không hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => pathOf(call).endsWith('/cancel'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Hủy giữ chỗ' }));
    const again = await screen.findByRole('dialog', { name: 'Hủy giữ chỗ KX7Q2M' });
    fireEvent.change(within(again).getByRole('textbox', { name: 'Lý do (không bắt buộc)' }), {
      target: { value: ' Khách đổi ngày ' },
    });
    const detailReads = calls.filter((call) => pathOf(call) === API_PATH).length;
    fireEvent.click(within(again).getByRole('button', { name: 'Xác nhận hủy' }));

    expect(await screen.findByText('Đã hủy giữ chỗ KX7Q2M')).toBeTruthy();
    const cancelCall = calls.find((call) => pathOf(call) === `${API_PATH}/cancel`)!;
    expect(cancelCall.init.method).toBe('POST');
    expect(JSON.parse(String(cancelCall.init.body))).toEqual({ reason: 'Khách đổi ngày' });
    await waitFor(() => expect(calls.filter((call) => pathOf(call) === API_PATH).length).toBe(detailReads + 1));
    const history = await screen.findByRole('table', { name: 'Lịch sử thay đổi' });
    await waitFor(() => expect(rowsOf(history)).toHaveLength(3));
    expect(within(rowsOf(history)[2]!).getByText('Lý do: Khách đổi ngày')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hủy giữ chỗ' })).toBeNull();
    // The header's deposit is refreshed too (tag Deposit): it was asked again after the cancel.
    const cancelIndex = calls.indexOf(cancelCall);
    expect(calls.slice(cancelIndex).some((call) => pathOf(call) === '/api/ledger/balance')).toBe(true);
  });

  it("keeps the dialog open with the supplier's refusal", async () => {
    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(
        () => detail({ allowedActions: ['cancel'] }),
        (call) =>
          pathOf(call) === `${API_PATH}/cancel`
            ? jsonResponse(409, {
                code: 41,
                message: 'Hãng từ chối: PNR đang được xử lý',
                details: { reason: 'supplierRefused' },
              })
            : undefined,
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy giữ chỗ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy giữ chỗ KX7Q2M' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Hãng từ chối: PNR đang được xử lý');
  });

  it('prints the record', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering(() => detail()) });
    fireEvent.click(await screen.findByRole('button', { name: 'In' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('the countdown', () => {
  it("counts down on the server's clock and turns red under 15 minutes", async () => {
    // The server is 10 minutes ahead of this machine; the limit is 20 minutes away here, so 10 minutes on the server.
    const serverAhead = 10 * 60_000;
    const timeLimit = new Date(Date.now() + 20 * 60_000).toISOString();
    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: (call) =>
        jsonResponse(200, pathOf(call) === API_PATH ? detail({ timeLimit }) : {}, {
          Time: new Date(Date.now() + serverAhead).toISOString(),
        }),
    });
    const timer = await screen.findByRole('timer');
    await waitFor(() => expect(timer.textContent).toMatch(/^00:(09:5\d|10:00)$/));
    expect(timer.getAttribute('data-state')).toBe('urgent');
    expect(timer.getAttribute('aria-label')).toMatch(/^Còn lại 00:/);
  });
});
