// The edit forms about the PNR's flights (class, status, removal, surface segment, check-in, services, new flight,
// schedule change, baggage): the wrong field named without submitting, the exact body, the server's messages.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TBookingDetail } from '@portal/contracts';
import AddArunkForm from '../src/features/booking-edit/forms/actions/AddArunkForm';
import AddRouteForm from '../src/features/booking-edit/forms/actions/AddRouteForm';
import AddServicesForm from '../src/features/booking-edit/forms/actions/AddServicesForm';
import ChangeRouteClassForm from '../src/features/booking-edit/forms/actions/ChangeRouteClassForm';
import ChangeRouteStatusForm from '../src/features/booking-edit/forms/actions/ChangeRouteStatusForm';
import RemoveCheckInForm from '../src/features/booking-edit/forms/actions/RemoveCheckInForm';
import RemoveRouteForm from '../src/features/booking-edit/forms/actions/RemoveRouteForm';
import SubmitScForm from '../src/features/booking-edit/forms/actions/SubmitScForm';
import { detail } from './booking-list-fixtures';
import { completeSearch, offer } from './flight-results-fixtures';
import { jsonResponse, SERVER_VERSION, type StubCall } from './support/fetch-stub';
import {
  field,
  HAN_SGN,
  messageUnder,
  renderEditForm,
  SGN_HAN,
  submit,
  tick,
  type,
  VERSION,
} from './edit-forms-fixtures';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

/** The fixture booking with the return flight's segment in this status. */
function withReturnStatus(status: 'HL' | 'TK' | 'UN'): TBookingDetail {
  const booking = detail();
  const back = booking.routes[1]!;
  return { ...booking, routes: [booking.routes[0]!, { ...back, segments: [{ ...back.segments[0]!, status }] }] };
}

const ndjsonResponse = (events: readonly object[]) =>
  new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''), {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson', Version: SERVER_VERSION },
  });

const options = (label: string) => [...field(label).querySelectorAll('option')].map((option) => option.textContent);

describe('change-route-class', () => {
  it('lists the flights as the agent reads them, names the class rule and sends flight and class', () => {
    const { onSubmit, showServerErrors } = renderEditForm(ChangeRouteClassForm, { action: 'change-route-class' });
    expect(options('Chuyến bay')).toEqual([
      '— Chọn chuyến bay —',
      'HAN → SGN 01/12/2030 VN 213',
      'SGN → HAN 05/12/2030 VN 220',
    ]);
    submit();
    expect(messageUnder('Chuyến bay')).toBe('Vui lòng chọn chuyến bay');
    expect(document.activeElement).toBe(field('Chuyến bay'));
    type('Chuyến bay', SGN_HAN);
    expect(messageUnder('Hạng đặt chỗ')).toBe('Vui lòng nhập thông tin này');
    type('Hạng đặt chỗ', '1');
    submit();
    expect(messageUnder('Hạng đặt chỗ')).toBe('Một chữ cái (hạng đặt chỗ, ví dụ Y, M)');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Hạng đặt chỗ', 'b');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ flightKey: SGN_HAN, bookingClass: 'B', expectedVersion: VERSION });
    showServerErrors({ bookingClass: 'Hạng B đã hết chỗ' });
    expect(messageUnder('Hạng đặt chỗ')).toBe('Hạng B đã hết chỗ');
  });
});

describe('remove-checkIn', () => {
  it('needs passengers ticked and sends the flight with them', () => {
    const { onSubmit, showServerErrors } = renderEditForm(RemoveCheckInForm, { action: 'remove-checkIn' });
    type('Chuyến bay', HAN_SGN);
    submit();
    expect(screen.getByText('Vui lòng chọn ít nhất một hành khách')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    tick(/^TRAN THI HOA/);
    tick(/^NGUYEN VAN DUC/);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ flightKey: HAN_SGN, paxIds: ['ADT-1', 'ADT-2'], expectedVersion: VERSION });
    showServerErrors({ 'paxIds.1': 'Khách chưa làm thủ tục' });
    expect(screen.getByText('Khách chưa làm thủ tục')).toBeTruthy();
  });
});

describe('add-services', () => {
  it('offers the service codes with their names, asks for one and sends it for every flight when none is ticked', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddServicesForm, { action: 'add-services' });
    expect(options('Dịch vụ đặc biệt (SSR)')).toContain('WCHR · Xe lăn (tự đi cầu thang được)');
    tick(/^NGUYEN VAN DUC/);
    submit();
    expect(messageUnder('Dịch vụ đặc biệt (SSR)')).toBe('Vui lòng chọn dịch vụ');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Dịch vụ đặc biệt (SSR)', 'WCHR');
    type('Ghi chú cho dịch vụ', 'Cần xe lăn tới cửa');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      code: 'WCHR',
      paxIds: ['ADT-1'],
      text: 'Cần xe lăn tới cửa',
      expectedVersion: VERSION,
    });
    tick(/^SGN → HAN/);
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ flightKeys: [SGN_HAN] }));
    showServerErrors({ code: 'Hãng không phục vụ WCHR' });
    expect(messageUnder('Dịch vụ đặc biệt (SSR)')).toBe('Hãng không phục vụ WCHR');
  });
});

describe('change-route-status', () => {
  it('shows the waitlisted flight with its status, chosen already, and confirms it to HK', () => {
    const { onSubmit, showServerErrors } = renderEditForm(ChangeRouteStatusForm, {
      action: 'change-route-status',
      booking: withReturnStatus('HL'),
    });
    expect((field('Chuyến bay') as HTMLSelectElement).value).toBe(SGN_HAN);
    expect(options('Chuyến bay')).toContain('SGN → HAN 05/12/2030 VN 220 (HL)');
    submit('Xác nhận chặng (HK)');
    expect(onSubmit).toHaveBeenCalledWith({ flightKey: SGN_HAN, status: 'HK', expectedVersion: VERSION });
    showServerErrors({ flightKey: 'Hãng chưa cho xác nhận' });
    expect(messageUnder('Chuyến bay')).toBe('Hãng chưa cho xác nhận');
  });

  it('asks for a flight when none is pending', () => {
    const { onSubmit } = renderEditForm(ChangeRouteStatusForm, { action: 'change-route-status' });
    expect(screen.getByText('Không có chuyến bay nào đang chờ xác nhận')).toBeTruthy();
    submit('Xác nhận chặng (HK)');
    expect(messageUnder('Chuyến bay')).toBe('Vui lòng chọn chuyến bay');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('remove-route', () => {
  it('refuses to remove the only flight and sends the flight chosen on a round trip', () => {
    const booking = detail();
    const oneWay = renderEditForm(RemoveRouteForm, {
      action: 'remove-route',
      booking: { ...booking, routes: [booking.routes[0]!] },
    });
    type('Chuyến bay cần hủy', HAN_SGN);
    submit();
    expect(messageUnder('Chuyến bay cần hủy')).toContain('Không thể hủy chuyến bay cuối cùng');
    expect(oneWay.onSubmit).not.toHaveBeenCalled();
    cleanup();
    const { onSubmit, showServerErrors } = renderEditForm(RemoveRouteForm, { action: 'remove-route' });
    type('Chuyến bay cần hủy', SGN_HAN);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ flightKey: SGN_HAN, expectedVersion: VERSION });
    showServerErrors({ flightKey: 'Chuyến đã cất cánh' });
    expect(messageUnder('Chuyến bay cần hủy')).toBe('Chuyến đã cất cánh');
  });
});

describe('add-arunk', () => {
  it('refuses a surface segment after the last flight and sends one after the first', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddArunkForm, { action: 'add-arunk' });
    type('Chặng mặt đất sau chuyến bay', SGN_HAN);
    submit();
    expect(messageUnder('Chặng mặt đất sau chuyến bay')).toBe('Chặng mặt đất phải nằm giữa hai chuyến bay');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Chặng mặt đất sau chuyến bay', HAN_SGN);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ afterFlightKey: HAN_SGN, expectedVersion: VERSION });
    showServerErrors({ afterFlightKey: 'Hai chuyến này nối chuyến' });
    expect(messageUnder('Chặng mặt đất sau chuyến bay')).toBe('Hai chuyến này nối chuyến');
  });
});

describe('add-route', () => {
  const searchServer = (call: StubCall) =>
    call.url.includes('/api/flights/search')
      ? ndjsonResponse(
          completeSearch([
            {
              system: '1A',
              offers: [
                offer({
                  system: '1A',
                  flight: 'VN157',
                  from: 'HAN',
                  to: 'DAD',
                  date: '2030-12-10',
                  depart: '08:00',
                  arrive: '09:20',
                  fares: [
                    { fareClass: 'Y', base: 1_000_000 },
                    { fareClass: 'B', base: 700_000, seats: 0 },
                  ],
                }),
              ],
            },
          ]),
        )
      : jsonResponse(404, {});

  it('searches the leg on the booking system for its passengers and sends the fare chosen with the leg', async () => {
    const { onSubmit, calls, showServerErrors } = renderEditForm(AddRouteForm, {
      action: 'add-route',
      handler: searchServer,
    });
    const search = screen.getByRole('button', { name: 'Tìm chuyến bay' }) as HTMLButtonElement;
    type('Điểm đi', 'han');
    type('Điểm đến', 'DA');
    type('Ngày đi', '10/12/2030');
    expect(search.disabled).toBe(true);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng tìm và chọn một chuyến bay');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Điểm đến', 'dad');
    fireEvent.click(search);
    const fareY = await screen.findByRole('radio', { name: /^VN 157 · 08:00 → 09:20 · Y Y family · 1\.250\.000 ₫/ });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      journeyType: 'OW',
      legs: [{ from: 'HAN', to: 'DAD', departDate: '2030-12-10' }],
      adt: 2,
      chd: 0,
      inf: 1,
      systems: ['1A'],
    });
    expect((screen.getByRole('radio', { name: /· B B family · .* · hết chỗ$/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(fareY);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      flight: {
        offerId: '1A:2030-12-10.HANDAD.VN157',
        fareClass: 'Y',
        leg: { from: 'HAN', to: 'DAD', departDate: '2030-12-10' },
      },
      expectedVersion: VERSION,
    });
    showServerErrors({ 'flight.key': 'Chuyến bay đã có trong đặt chỗ' });
    expect(screen.getByText('Chuyến bay đã có trong đặt chỗ')).toBeTruthy();
    type('Ngày đi', '11/12/2030');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the way home of a one-way booking (from its arrival back to its origin); a round trip starts empty', () => {
    const oneWay = { ...detail(), routes: detail().routes.slice(0, 1) };
    renderEditForm(AddRouteForm, { action: 'add-route', booking: oneWay });
    expect((field('Điểm đi') as HTMLInputElement).value).toBe('SGN');
    expect((field('Điểm đến') as HTMLInputElement).value).toBe('HAN');
    cleanup();
    renderEditForm(AddRouteForm, { action: 'add-route' });
    expect((field('Điểm đi') as HTMLInputElement).value).toBe('');
  });

  it('says so when the search fails', async () => {
    renderEditForm(AddRouteForm, { action: 'add-route', handler: () => jsonResponse(502, {}) });
    type('Điểm đi', 'HAN');
    type('Điểm đến', 'DAD');
    type('Ngày đi', '10/12/2030');
    fireEvent.click(screen.getByRole('button', { name: 'Tìm chuyến bay' }));
    expect(await screen.findByText('Không tìm được chuyến bay. Vui lòng thử lại sau.')).toBeTruthy();
  });
});

describe('submit-sc', () => {
  it('shows the rescheduled flight ticked and accepts it', () => {
    const { onSubmit, showServerErrors } = renderEditForm(SubmitScForm, {
      action: 'submit-sc',
      booking: withReturnStatus('TK'),
    });
    expect(screen.getByText(/Hãng đã đổi lịch 1 chuyến bay/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^HAN → SGN/ })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'SGN → HAN 05/12/2030 VN 220 (TK)' }) as HTMLInputElement).checked,
    ).toBe(true);
    submit('Chấp nhận thay đổi lịch bay');
    expect(onSubmit).toHaveBeenCalledWith({ flightKeys: [SGN_HAN], expectedVersion: VERSION });
    showServerErrors({ 'flightKeys.0': 'Không có thay đổi lịch' });
    expect(screen.getByText('Không có thay đổi lịch')).toBeTruthy();
  });

  it('says when nothing is pending and refuses to send no flight', () => {
    const { onSubmit } = renderEditForm(SubmitScForm, { action: 'submit-sc' });
    expect(screen.getByText('Đặt chỗ không có thay đổi lịch bay nào đang chờ')).toBeTruthy();
    submit('Chấp nhận thay đổi lịch bay');
    expect(screen.getByText('Vui lòng chọn ít nhất một chuyến bay')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
