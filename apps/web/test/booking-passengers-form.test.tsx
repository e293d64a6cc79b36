// The passenger step's form: the hand-over from the results (reload, unknown id, multi-city), the domain rules shown
// under each field (a child too old, an infant without an adult, accents spelled as the airline will), the server's
// field errors placed on the same fields, add-ons replacing each other per group, and the passport block abroad.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StubCall } from './support/fetch-stub';
import { jsonResponse } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { setUpBookingScreenTests } from './support/screen-hooks';
import { completeSearch, controlledStream, offer } from './flight-results-fixtures';
import {
  DOMESTIC,
  FLIGHT_DAY,
  INTERNATIONAL,
  catalogueOf,
  fillPassenger,
  handOver,
  messageOf,
  passengerSection,
  priceCheckOf,
  typedBefore,
  type Counts,
} from './booking-passengers-fixtures';

setUpBookingScreenTests();

type Handlers = { hold?: (call: StubCall) => Response };

function renderStep(
  path: string,
  offers = [DOMESTIC],
  counts: Counts = { adt: 1, chd: 0, inf: 0 },
  handlers: Handlers = {},
) {
  return renderApp(path, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      if (call.url === '/api/bookings/price-check') return jsonResponse(200, priceCheckOf(offers, counts));
      if (call.url.startsWith('/api/bookings/ancillaries')) return jsonResponse(200, catalogueOf(offers[0]!));
      if (call.url === '/api/bookings/hold' && handlers.hold) return handlers.hold(call);
      return jsonResponse(200, {});
    },
  });
}

const holdButton = () => screen.getByRole('button', { name: 'Giữ chỗ' });
const form = () => screen.getByRole('form', { name: 'Thông tin hành khách và liên hệ' });
const holdCalls = (calls: StubCall[]) => calls.filter((call) => call.url === '/api/bookings/hold');

async function openedStep(
  path: string,
  offers = [DOMESTIC],
  counts: Counts = { adt: 1, chd: 0, inf: 0 },
  handlers: Handlers = {},
) {
  const rendered = renderStep(path, offers, counts, handlers);
  await screen.findByRole('heading', { name: 'Thông tin hành khách' });
  await waitFor(() => expect(holdButton()).toHaveProperty('disabled', false));
  return rendered;
}

describe('handing the selection over', () => {
  it('carries a round trip from the results to the passenger step, and a reload keeps it', async () => {
    const depart = offer({
      system: 'VN',
      flight: 'VN201',
      date: FLIGHT_DAY,
      depart: '06:00',
      arrive: '08:10',
      fares: [{ fareClass: 'E', base: 900_000 }],
    });
    const back = offer({
      system: 'VN',
      flight: 'VN220',
      legIndex: 1,
      date: FLIGHT_DAY,
      depart: '18:00',
      arrive: '20:10',
      fares: [{ fareClass: 'E', base: 950_000 }],
    });
    const query = `/booking/flights?type=RT&legs=HAN-SGN-${FLIGHT_DAY},SGN-HAN-${FLIGHT_DAY}&adt=1&chd=0&inf=0`;
    const { router, calls } = renderApp(query, {
      session: loginAs('admin_f1'),
      handler: (call) => {
        if (call.url === '/api/flights/search') {
          const stream = controlledStream();
          stream.send(...completeSearch([{ system: 'VN', offers: [depart, back] }]));
          stream.close();
          return stream.response();
        }
        if (call.url === '/api/bookings/price-check')
          return jsonResponse(200, priceCheckOf([depart, back], { adt: 1, chd: 0, inf: 0 }));
        if (call.url.startsWith('/api/bookings/ancillaries')) return jsonResponse(200, catalogueOf(depart));
        return jsonResponse(200, {});
      },
    });
    const departRow = await screen.findByRole('listitem', { name: 'VN 201, HAN 06:00 → SGN 08:10' });
    fireEvent.click(within(departRow).getByRole('button', { name: /^Chọn E / }));
    // Only one direction chosen: nothing to continue with yet.
    expect(screen.queryByRole('button', { name: 'Tiếp tục' })).toBeNull();
    const backRow = await screen.findByRole('listitem', { name: 'VN 220, SGN 18:00 → HAN 20:10' });
    fireEvent.click(within(backRow).getByRole('button', { name: /^Chọn E / }));
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    await screen.findByRole('heading', { name: 'Thông tin hành khách' });
    const path = router.state.location.pathname;
    expect(path).toMatch(/^\/booking\/passenger-information\/[0-9a-f-]{36}$/);
    const flights = screen.getByRole('region', { name: 'Chuyến bay đã chọn' });
    expect(
      within(flights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Chiều đi: VN 201 · HAN 06:00 → SGN 08:10 · .* · hạng E$/),
      expect.stringMatching(/^Chiều về: VN 220 · SGN 18:00 → HAN 20:10/),
    ]);
    const check = calls.find((call) => call.url === '/api/bookings/price-check');
    expect(JSON.parse(String(check?.init.body))).toEqual({
      flights: [
        { offerId: depart.id, fareClass: 'E', leg: { from: 'HAN', to: 'SGN', departDate: FLIGHT_DAY } },
        { offerId: back.id, fareClass: 'E', leg: { from: 'SGN', to: 'HAN', departDate: FLIGHT_DAY } },
      ],
      adt: 1,
      chd: 0,
      inf: 0,
      expectedTotal: depart.fares[0]!.prices.ADT.total + back.fares[0]!.prices.ADT.total,
    });

    // A reload: a new app with nothing in memory but the tab's sessionStorage.
    cleanup();
    renderStep(path, [depart, back]);
    await screen.findByRole('heading', { name: 'Thông tin hành khách' });
    expect(within(screen.getByRole('region', { name: 'Chuyến bay đã chọn' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends a multi-city selection to its own route', async () => {
    const leg1 = offer({
      system: 'VJ',
      flight: 'VJ501',
      from: 'HAN',
      to: 'DAD',
      date: FLIGHT_DAY,
      depart: '08:00',
      arrive: '09:20',
      fares: [{ fareClass: 'Eco', base: 600_000 }],
    });
    const leg2 = offer({
      system: 'VJ',
      flight: 'VJ630',
      legIndex: 1,
      from: 'DAD',
      to: 'SGN',
      date: FLIGHT_DAY,
      depart: '15:00',
      arrive: '16:25',
      fares: [{ fareClass: 'Eco', base: 550_000 }],
    });
    const { router } = renderApp(
      `/booking/multi-destinations?type=MC&legs=HAN-DAD-${FLIGHT_DAY},DAD-SGN-${FLIGHT_DAY}&adt=1&chd=0&inf=0`,
      {
        session: loginAs('admin_f1'),
        handler: (call) => {
          if (call.url === '/api/flights/search') {
            const stream = controlledStream();
            stream.send(...completeSearch([{ system: 'VJ', offers: [leg1, leg2] }]));
            stream.close();
            return stream.response();
          }
          if (call.url === '/api/bookings/price-check')
            return jsonResponse(200, priceCheckOf([leg1, leg2], { adt: 1, chd: 0, inf: 0 }));
          return jsonResponse(200, catalogueOf(leg1));
        },
      },
    );
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'VJ 501, HAN 08:00 → DAD 09:20' })).getByRole('button', {
        name: /^Chọn Eco/,
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'VJ 630, DAD 15:00 → SGN 16:25' })).getByRole('button', {
        name: /^Chọn Eco/,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('heading', { name: 'Thông tin hành khách (nhiều chặng)' });
    expect(router.state.location.pathname).toBe('/booking/multi-destinations-passengers');
    expect(router.state.location.search).toMatch(/^\?id=[0-9a-f-]{36}$/);
    const items = within(screen.getByRole('region', { name: 'Chuyến bay đã chọn' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chặng 1: VJ 501/),
      expect.stringMatching(/^Chặng 2: VJ 630/),
    ]);
  });

  it('says so when the selection id is unknown, with a way back to the search', async () => {
    const { calls } = renderStep('/booking/passenger-information/not-a-saved-selection');
    expect(await screen.findByText('Không tìm thấy chuyến bay đã chọn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tìm chuyến bay' }).getAttribute('href')).toBe('/booking/flights');
    expect(calls.filter((call) => call.url.startsWith('/api/bookings'))).toEqual([]);
  });
});

describe('the passenger form', () => {
  it('checks every field with the domain rules: a child too old, an infant without an adult, names as the airline spells them', async () => {
    const counts = { adt: 1, chd: 1, inf: 1 };
    const { calls } = await openedStep(handOver([DOMESTIC], counts).path, [DOMESTIC], counts);
    const adult = passengerSection(form(), 'Người lớn 1 (ADT-1)');
    const child = passengerSection(form(), 'Trẻ em 1 (CHD-1)');
    const infant = passengerSection(form(), 'Em bé 1 (INF-1)');
    // Titles follow the passenger type.
    const childTitles = within(child)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(childTitles).toEqual(['— Chọn —', 'Bé trai (MSTR)', 'Bé gái (MISS)']);

    fillPassenger(adult, { title: 'MR', lastName: 'Nguyễn', firstName: 'Văn  Đức' });
    expect(within(adult).getByText('NGUYEN VAN DUC')).toBeTruthy();
    // ADT-1's name becomes the contact name until the agent types one.
    expect(screen.getByLabelText(/^Tên người liên hệ/)).toHaveProperty('value', 'Nguyễn Văn Đức');

    fillPassenger(child, {
      title: 'MISS',
      lastName: 'Nguyễn',
      firstName: 'Bảo Châu',
      birthDate: typedBefore(FLIGHT_DAY, 12),
    });
    const childBirth = within(child).getByLabelText(/^Ngày sinh/);
    expect(childBirth.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(childBirth)).toBe('Trẻ em phải dưới 12 tuổi vào ngày bay cuối');

    // Eight digits are tidied into a date when the field is left.
    fillPassenger(infant, {
      title: 'MSTR',
      lastName: 'Nguyễn',
      firstName: 'Minh',
      birthDate: typedBefore(FLIGHT_DAY, 1).replace(/\//g, ''),
    });
    expect(within(infant).getByLabelText(/^Ngày sinh/)).toHaveProperty('value', typedBefore(FLIGHT_DAY, 1));
    expect(within(infant).getByText(/^NGUYEN\/VAN DUC MR \(INF NGUYEN\/MINH \d{2}[A-Z]{3}\d{2}\)$/)).toBeTruthy();
    const parent = within(infant).getByLabelText(/^Người lớn đi cùng/);
    expect(parent).toHaveProperty('value', 'ADT-1');
    fireEvent.change(parent, { target: { value: '' } });

    fireEvent.click(holdButton());
    expect(await screen.findByText('Vui lòng kiểm tra lại các thông tin được đánh dấu.')).toBeTruthy();
    expect(messageOf(within(infant).getByLabelText(/^Người lớn đi cùng/))).toBe('Chọn người lớn đi cùng em bé');
    expect(messageOf(screen.getByLabelText(/^Số điện thoại di động/))).toBe('Vui lòng nhập thông tin này');
    // The first wrong field in the page takes the focus; nothing was sent.
    expect(document.activeElement).toBe(childBirth);
    expect(holdCalls(calls)).toEqual([]);

    // Fixing the fields clears their messages as they change.
    fireEvent.change(childBirth, { target: { value: typedBefore(FLIGHT_DAY, 5) } });
    expect(childBirth.getAttribute('aria-invalid')).toBe('false');
  });

  it("places the server's field errors on the same fields, and lists those it has no field for", async () => {
    const counts = { adt: 1, chd: 1, inf: 0 };
    const { calls } = await openedStep(handOver([DOMESTIC], counts).path, [DOMESTIC], counts, {
      hold: () =>
        jsonResponse(400, {
          code: 1,
          message: 'Dữ liệu không hợp lệ',
          details: {
            fields: [
              {
                field: 'passengers.1.birthDate',
                message: 'Trẻ em phải từ 2 tuổi vào ngày bay cuối (dưới 2 tuổi là em bé)',
              },
              { field: 'passengers.0.loyalty.0.number', message: 'Số thẻ Lotusmiles không đúng định dạng' },
              { field: 'ancillaries.0.code', message: 'hãng không bán dịch vụ này trên chặng' },
            ],
          },
        }),
    });
    const adult = passengerSection(form(), 'Người lớn 1 (ADT-1)');
    const child = passengerSection(form(), 'Trẻ em 1 (CHD-1)');
    fillPassenger(adult, { title: 'MRS', lastName: 'Trần', firstName: 'Thị Bình' });
    fireEvent.change(within(adult).getByLabelText('Thẻ hội viên Lotusmiles (VN)'), { target: { value: '123456789' } });
    fillPassenger(child, { title: 'MSTR', lastName: 'Trần', firstName: 'An', birthDate: typedBefore(FLIGHT_DAY, 6) });
    fireEvent.change(screen.getByLabelText(/^Số điện thoại di động/), { target: { value: '0912345678' } });
    fireEvent.click(holdButton());

    await waitFor(() => expect(holdCalls(calls)).toHaveLength(1));
    const body = JSON.parse(String(holdCalls(calls)[0]!.init.body));
    expect(body.passengers[0]).toEqual({
      paxId: 'ADT-1',
      type: 'ADT',
      title: 'MRS',
      lastName: 'Trần',
      firstName: 'Thị Bình',
      loyalty: [{ airline: 'VN', number: '123456789' }],
    });
    expect(body.contact).toEqual({ name: 'Trần Thị Bình', phone: '0912345678' });
    const childBirth = within(child).getByLabelText(/^Ngày sinh/);
    await waitFor(() => expect(childBirth.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(childBirth)).toBe('Trẻ em phải từ 2 tuổi vào ngày bay cuối (dưới 2 tuổi là em bé)');
    const loyalty = within(adult).getByLabelText('Thẻ hội viên Lotusmiles (VN)');
    expect(messageOf(loyalty)).toBe('Số thẻ Lotusmiles không đúng định dạng');
    // The first field the server named, in page order, takes the focus.
    expect(document.activeElement).toBe(loyalty);
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Vui lòng kiểm tra'));
    expect(alert?.textContent).toContain('hãng không bán dịch vụ này trên chặng');
    // Editing the field drops the server's message.
    fireEvent.change(childBirth, { target: { value: typedBefore(FLIGHT_DAY, 7) } });
    expect(childBirth.getAttribute('aria-invalid')).toBe('false');
  });

  it('offers add-ons per passenger and group: a new choice replaces the old one, "none" removes it, the total follows', async () => {
    const counts = { adt: 1, chd: 0, inf: 0 };
    const base = DOMESTIC.fares[0]!.prices.ADT.total;
    const { calls } = await openedStep(handOver([DOMESTIC], counts).path, [DOMESTIC], counts, {
      hold: () =>
        jsonResponse(409, {
          code: 41,
          message: 'Hệ thống của hãng từ chối: test',
          details: { reason: 'supplierRefused' },
        }),
    });
    const total = () => screen.getByRole('region', { name: 'Giá vé' }).textContent ?? '';
    const amount = (value: number) => `${value.toLocaleString('vi-VN')} ₫`;
    expect(total()).toContain(`Tổng cộng${amount(base)}`);
    const baggage = await screen.findByLabelText('Hành lý ký gửi – Người lớn 1');
    expect(
      within(baggage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Không chọn',
      // The fare already includes 20 kg: each option says what it adds and the total it comes to.
      'Thêm 20 kg ký gửi (tổng 40 kg) – 200.000 ₫',
      'Thêm 30 kg ký gửi (tổng 50 kg) – 300.000 ₫',
    ]);
    // The airline books on its own system: named once.
    expect(screen.getByRole('region', { name: 'Giá vé' }).textContent).toContain('VN · HAN → SGN');
    expect(screen.getByRole('region', { name: 'Giá vé' }).textContent).not.toContain('VN (VN)');
    fireEvent.change(baggage, { target: { value: 'BAG20' } });
    expect(total()).toContain(`Tổng cộng${amount(base + 200_000)}`);
    fireEvent.change(baggage, { target: { value: 'BAG30' } });
    fireEvent.change(screen.getByLabelText('Suất ăn – Người lớn 1'), { target: { value: 'MEAL1' } });
    expect(total()).toContain(`Dịch vụ bổ sung${amount(380_000)}`);
    expect(total()).toContain(`Tổng cộng${amount(base + 380_000)}`);
    fireEvent.change(screen.getByLabelText('Suất ăn – Người lớn 1'), { target: { value: '' } });
    expect(total()).toContain(`Tổng cộng${amount(base + 300_000)}`);

    fillPassenger(passengerSection(form(), 'Người lớn 1 (ADT-1)'), {
      title: 'MR',
      lastName: 'Le',
      firstName: 'Van Nam',
    });
    fireEvent.change(screen.getByLabelText(/^Số điện thoại di động/), { target: { value: '84912345678' } });
    fireEvent.click(holdButton());
    await waitFor(() => expect(holdCalls(calls)).toHaveLength(1));
    const body = JSON.parse(String(holdCalls(calls)[0]!.init.body));
    expect(body.ancillaries).toEqual([{ offerId: DOMESTIC.id, paxId: 'ADT-1', code: 'BAG30' }]);
    expect(body.acceptedTotal).toBe(base + 300_000);
    expect(await screen.findByText('Hệ thống của hãng từ chối: test')).toBeTruthy();
  });

  it('names extra baggage as the airline does on a fare without checked baggage', async () => {
    const noBag = {
      ...DOMESTIC,
      fares: [{ ...DOMESTIC.fares[0]!, baggage: { handKg: 7, checkedKg: 0, checkedPieces: 0, description: '7 kg' } }],
    };
    const counts = { adt: 1, chd: 0, inf: 0 };
    await openedStep(handOver([noBag], counts).path, [noBag], counts);
    const baggage = await screen.findByLabelText('Hành lý ký gửi – Người lớn 1');
    expect(within(baggage).getByRole('option', { name: 'Hành lý 20kg – 200.000 ₫' })).toBeTruthy();
  });

  it('asks for a passport abroad, VNM by default, and warns about one expiring soon after the trip', async () => {
    const counts = { adt: 1, chd: 0, inf: 0 };
    await openedStep(handOver([INTERNATIONAL], counts).path, [INTERNATIONAL], counts);
    const adult = passengerSection(form(), 'Người lớn 1 (ADT-1)');
    expect(within(adult).getByLabelText(/^Quốc tịch/)).toHaveProperty('value', 'VNM');
    expect(within(adult).getByLabelText(/^Quốc gia cấp/)).toHaveProperty('value', 'VNM');
    // Abroad, an adult's birth date is required too.
    expect(within(adult).getByLabelText(/^Ngày sinh/)).toHaveProperty('required', true);
    const expiry = within(adult).getByLabelText(/^Ngày hết hạn/);
    fireEvent.change(expiry, { target: { value: typedBefore(FLIGHT_DAY, -0, -30) } });
    fireEvent.blur(expiry);
    expect(messageOf(expiry)).toMatch(/^Hộ chiếu còn hạn dưới 6 tháng sau ngày bay cuối/);
    expect(expiry.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(expiry, { target: { value: typedBefore(FLIGHT_DAY, 0) } });
    expect(messageOf(expiry)).toMatch(/^Hộ chiếu hết hạn trước hoặc vào ngày bay cuối/);
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
  });
});
