// booking/flights against a scripted stream: progress per system, filters and sorts, selection summary, fare rules.
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSearchEvent } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpBookingScreenTests } from './support/screen-hooks';
import { completeSearch, controlledStream, offer, OW_QUERY } from './flight-results-fixtures';

setUpBookingScreenTests();

const VN_EARLY = offer({
  system: 'VN',
  flight: 'VN201',
  depart: '05:00',
  arrive: '07:10',
  fares: [
    { fareClass: 'Y', base: 2_000_000 },
    { fareClass: 'E', base: 900_000 },
  ],
});
const VN_NOON = offer({
  system: 'VN',
  flight: 'VN215',
  depart: '12:30',
  arrive: '14:40',
  fares: [{ fareClass: 'Y', base: 2_100_000 }],
});
const VJ_MORNING = offer({
  system: 'VJ',
  flight: 'VJ121',
  depart: '07:00',
  arrive: '09:10',
  fares: [
    { fareClass: 'Eco', base: 800_000 },
    { fareClass: 'SkyBoss', base: 1_900_000, seats: 0 },
  ],
});
const VJ_EVENING = offer({
  system: 'VJ',
  flight: 'VJ135',
  depart: '19:00',
  arrive: '21:10',
  fares: [{ fareClass: 'Eco', base: 700_000 }],
});
const QH_MORNING = offer({
  system: 'QH',
  flight: 'QH201',
  depart: '09:00',
  arrive: '11:10',
  fares: [{ fareClass: 'EM', base: 1_000_000 }],
});
const QH_EXPIRED = offer({
  system: 'QH',
  flight: 'QH999',
  date: '2020-01-01',
  depart: '09:00',
  arrive: '11:10',
  fares: [{ fareClass: 'EM', base: 1_000_000 }],
});

function renderResults(
  path: string,
  events: TSearchEvent[] | ReturnType<typeof controlledStream>,
  fareRules?: unknown,
) {
  return renderApp(path, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      if (call.url === '/api/flights/search') {
        if (Array.isArray(events)) {
          const stream = controlledStream();
          stream.send(...events);
          stream.close();
          return stream.response();
        }
        return events.response();
      }
      if (call.url.startsWith('/api/flights/fare-rules'))
        return fareRules ? jsonResponse(200, fareRules) : jsonResponse(404, { code: 4, message: 'not found' });
      return jsonResponse(200, {});
    },
  });
}

/** The rows' names; `hidden` because an open bottom sheet hides the page behind it from the accessibility tree. */
const rowNames = () =>
  within(screen.getByRole('list', { name: /^Danh sách chuyến bay/, hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((row) => row.getAttribute('aria-label'));

describe('flight results page', () => {
  it('fills the progress bar and each system chip as the systems answer, failures included', async () => {
    const stream = controlledStream();
    const { calls } = renderResults(OW_QUERY, stream);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/flights/search')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.url === '/api/flights/search')?.init.body))).toEqual({
      journeyType: 'OW',
      legs: [{ from: 'HAN', to: 'SGN', departDate: '2030-12-01' }],
      adt: 1,
      chd: 0,
      inf: 0,
    });

    await act(async () =>
      stream.send({
        type: 'started',
        searchId: 's',
        systems: ['VN', 'VU', '1A', 'QH'],
        total: 4,
        isIssueFeeHidden: false,
      }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Tiến độ tìm kiếm' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    // The chips may follow the bar by a frame (events reach the store in per-frame batches, decision 066).
    expect(await screen.findByText('VN: đang tìm')).toBeTruthy();

    await act(async () =>
      stream.send(
        { type: 'offers', system: 'VN', offers: [VN_EARLY, VN_NOON] },
        { type: 'progress', completed: 1, total: 4 },
      ),
    );
    await screen.findByText('VN: 2 chuyến');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    // While streaming, the list follows the progress at low priority (decision 066).
    await waitFor(() => expect(rowNames()).toHaveLength(2));

    await act(async () =>
      stream.send(
        { type: 'system-error', system: 'VU', reason: 'error', message: 'boom' },
        { type: 'progress', completed: 2, total: 4 },
        { type: 'system-error', system: '1A', reason: 'timeout', message: 'slow' },
        { type: 'progress', completed: 3, total: 4 },
        { type: 'offers', system: 'QH', offers: [QH_MORNING, QH_EXPIRED] },
        { type: 'progress', completed: 4, total: 4 },
        { type: 'done', completed: 4, total: 4, durationMs: 900 },
      ),
    );
    await screen.findByText('VU: lỗi');
    expect(screen.getByText('1A: quá thời gian')).toBeTruthy();
    // The QH flight leaving within a day of now is dropped (SPEC §5).
    expect(screen.getByText('QH: 1 chuyến')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(rowNames()).toHaveLength(3);
    await act(async () => stream.close());
  });

  it('cancels the stream when the page is left, and offers the search form to change the search', async () => {
    const stream = controlledStream();
    const { calls, router } = renderResults(OW_QUERY, stream);
    fireEvent.click(await screen.findByRole('button', { name: 'Đổi tìm kiếm' }));
    const drawer = await screen.findByRole('dialog', { name: 'Đổi tìm kiếm' });
    expect(await within(drawer).findByRole('search', { name: 'Tìm chuyến bay' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Đóng' }));

    const search = await waitFor(() => {
      const call = calls.find((candidate) => candidate.url === '/api/flights/search');
      expect(call).toBeDefined();
      return call!;
    });
    expect(search.init.signal?.aborted).toBe(false);
    await act(async () => router.navigate('/system/change-password'));
    await screen.findByLabelText('Mật khẩu hiện tại');
    await waitFor(() => expect(search.init.signal?.aborted).toBe(true));
  });

  it('reports each promotion code as applied or invalid', async () => {
    const events = completeSearch([
      { system: 'VN', offers: [VN_EARLY] },
      { system: 'VJ', offers: [VJ_MORNING] },
    ]);
    events.splice(
      2,
      0,
      { type: 'promotion', system: 'VN', airline: 'VN', promotionCode: 'VNXUANVE', status: 'applied', message: 'ok' },
      {
        type: 'promotion',
        system: 'VJ',
        airline: 'VJ',
        promotionCode: 'SAIMA',
        status: 'invalid',
        message: 'unknown code',
      },
    );
    renderResults(`${OW_QUERY}&promo=VN:VNXUANVE,VJ:SAIMA`, events);
    expect(await screen.findByText('Mã VNXUANVE đã được áp dụng')).toBeTruthy();
    expect(screen.getByText('Mã SAIMA không hợp lệ (VJ)')).toBeTruthy();
  });

  it('shows the server message of a refused search and an empty result in Vietnamese', async () => {
    renderApp(OW_QUERY, {
      session: loginAs('admin_f1'),
      handler: () =>
        jsonResponse(400, {
          code: 1,
          message: 'Ngày bay đã qua',
          details: { fields: [{ field: 'legs.0.departDate', message: 'Ngày khởi hành phải từ hôm nay' }] },
        }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Không tìm được chuyến bay');
    expect(alert.textContent).toContain('Ngày bay đã qua');
    expect(alert.textContent).toContain('Ngày khởi hành phải từ hôm nay');
    cleanup();

    renderResults(OW_QUERY, completeSearch([{ system: 'VN', offers: [] }]));
    expect(await screen.findByText('Không tìm thấy chuyến bay nào cho hành trình này.')).toBeTruthy();
  });

  it('narrows the rows by airline and departure band, sorts them, and clears the filters', async () => {
    renderResults(
      OW_QUERY,
      completeSearch([
        { system: 'VN', offers: [VN_EARLY, VN_NOON] },
        { system: 'VJ', offers: [VJ_MORNING, VJ_EVENING] },
        { system: 'QH', offers: [QH_MORNING] },
      ]),
    );
    await screen.findByText('QH: 1 chuyến');
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    // Default sort: lowest full fare first, Vietjet flights with seats ahead of sold-out ones.
    expect(rowNames()).toEqual([
      'VJ 135, HAN 19:00 → SGN 21:10',
      'VJ 121, HAN 07:00 → SGN 09:10',
      'VN 201, HAN 05:00 → SGN 07:10',
      'QH 201, HAN 09:00 → SGN 11:10',
      'VN 215, HAN 12:30 → SGN 14:40',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bộ lọc' });
    fireEvent.click(
      within(sheet).getByRole('checkbox', { name: `Vietnam Airlines (VN) · từ ${formatVnd(VN_EARLY.lowestFare)}` }),
    );
    expect(rowNames()).toEqual(['VN 201, HAN 05:00 → SGN 07:10', 'VN 215, HAN 12:30 → SGN 14:40']);
    fireEvent.click(
      within(sheet).getByRole('checkbox', { name: `Vietjet (VJ) · từ ${formatVnd(VJ_EVENING.lowestFare)}` }),
    );
    fireEvent.click(
      within(within(sheet).getByRole('group', { name: 'Giờ cất cánh' })).getByRole('checkbox', {
        name: '06:00 – 12:00',
      }),
    );
    expect(rowNames()).toEqual(['VJ 121, HAN 07:00 → SGN 09:10']);

    fireEvent.click(within(within(sheet).getByRole('radiogroup')).getByRole('radio', { name: 'Tất cả' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Xóa bộ lọc' }));
    // The reset clears every filter and sets the flight type to direct (SPEC §9); these flights are all direct.
    expect(within(sheet).getByRole('radio', { name: 'Bay thẳng' })).toHaveProperty('checked', true);
    expect(rowNames()).toHaveLength(5);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Đóng' }));

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Sắp xếp' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Giá cao nhất' }));
    expect(rowNames()[0]).toBe('VN 215, HAN 12:30 → SGN 14:40');
    fireEvent.click(screen.getByRole('option', { name: 'Cất cánh sớm nhất' }));
    expect(rowNames()[0]).toBe('VN 201, HAN 05:00 → SGN 07:10');
    expect(screen.getByRole('option', { name: 'Cất cánh sớm nhất' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Giá cao nhất' }).getAttribute('aria-selected')).toBe('false');
  });

  it('disables a sold-out fare and opens the fare rules of a class from the detail drawer', async () => {
    const rules = {
      airline: 'VJ',
      fareClass: 'Eco',
      sections: [
        { title: { vi: 'Hoàn vé', en: 'Refunds' }, text: { vi: 'Không được hoàn vé.', en: 'Not refundable.' } },
      ],
    };
    const { calls } = renderResults(OW_QUERY, completeSearch([{ system: 'VJ', offers: [VJ_MORNING] }]), rules);
    const row = await screen.findByRole('listitem', { name: 'VJ 121, HAN 07:00 → SGN 09:10' });
    expect(within(row).getByRole('button', { name: 'Chọn SkyBoss (hết chỗ)' })).toHaveProperty('disabled', true);

    fireEvent.click(within(row).getByRole('button', { name: 'Chi tiết' }));
    const drawer = await screen.findByRole('dialog', { name: 'Chi tiết chuyến bay' });
    expect(within(drawer).getByText(/Máy bay A321/)).toBeTruthy();
    expect(within(drawer).getAllByText(/Nhà ga T1/).length).toBeGreaterThan(0);
    expect(within(drawer).getAllByText('Hành lý: 7 kg xách tay, 20 kg ký gửi')).toHaveLength(2);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Điều kiện giá vé Eco' }));

    const dialog = await screen.findByRole('dialog', { name: 'Điều kiện giá vé VJ – hạng Eco' });
    expect(await within(dialog).findByRole('heading', { name: 'Hoàn vé' })).toBeTruthy();
    expect(within(dialog).getByText('Không được hoàn vé.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/flights/fare-rules?system=VJ&airline=VJ&fareClass=Eco')).toBe(true);
  });

  it('greys out a fare with fewer seats than the adults and children searched, saying how many are left', async () => {
    const twoLeft = offer({
      system: 'VN',
      flight: 'VN201',
      depart: '05:00',
      arrive: '07:10',
      fares: [
        { fareClass: 'E', base: 900_000, seats: 2 },
        { fareClass: 'Y', base: 2_000_000, seats: 3 },
      ],
    });
    // 2 adults, 1 child and 1 infant: three seats (the infant sits on a lap).
    const query = '/booking/flights?type=OW&legs=HAN-SGN-2030-12-01&adt=2&chd=1&inf=1';
    renderResults(query, completeSearch([{ system: 'VN', offers: [twoLeft] }]));
    const row = await screen.findByRole('listitem', { name: 'VN 201, HAN 05:00 → SGN 07:10' });
    const tooFew = within(row).getByRole('button', { name: 'Hạng E: còn 2 chỗ, không đủ cho 3 hành khách' });
    expect(tooFew).toHaveProperty('disabled', true);
    expect(tooFew.textContent).toContain('còn 2 chỗ');
    expect(
      within(row).getByRole('button', { name: `Chọn Y ${formatVnd(twoLeft.fares[1]!.prices.ADT.total)}` }),
    ).toHaveProperty('disabled', false);
  });

  it('keeps a fare with exactly as many seats as adults and children when an infant comes along', async () => {
    const twoLeft = offer({
      system: 'VN',
      flight: 'VN201',
      depart: '05:00',
      arrive: '07:10',
      fares: [{ fareClass: 'E', base: 900_000, seats: 2 }],
    });
    renderResults(
      '/booking/flights?type=OW&legs=HAN-SGN-2030-12-01&adt=2&chd=0&inf=2',
      completeSearch([{ system: 'VN', offers: [twoLeft] }]),
    );
    const row = await screen.findByRole('listitem', { name: 'VN 201, HAN 05:00 → SGN 07:10' });
    expect(
      within(row).getByRole('button', { name: `Chọn E ${formatVnd(twoLeft.fares[0]!.prices.ADT.total)}` }),
    ).toHaveProperty('disabled', false);
  });

  it('shows base fares when "Giá cơ bản" is chosen', async () => {
    renderResults(OW_QUERY, completeSearch([{ system: 'VN', offers: [VN_EARLY] }]));
    const row = await screen.findByRole('listitem', { name: 'VN 201, HAN 05:00 → SGN 07:10' });
    const [business, economy] = VN_EARLY.fares;
    expect(within(row).getByRole('button', { name: `Chọn E ${formatVnd(economy!.prices.ADT.total)}` })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sắp xếp' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Giá cơ bản' }));
    fireEvent.keyDown(await screen.findByRole('listbox'), { key: 'Escape' });
    const rowNow = await screen.findByRole('listitem', { name: 'VN 201, HAN 05:00 → SGN 07:10' });
    expect(within(rowNow).getByRole('button', { name: 'Chọn E 900.000 ₫' }).textContent).toBe('E900.000 ₫');
    expect(
      within(rowNow).getByRole('button', { name: `Chọn Y ${formatVnd(business!.prices.ADT.baseFare)}` }),
    ).toBeTruthy();
    expect(screen.getByText(/giá hiển thị là giá cơ bản \(chưa gồm thuế, phí\)/)).toBeTruthy();
  });
});
