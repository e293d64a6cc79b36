// Choosing fares: round-trip tabs, the selected flight alone with its "other flights" toggle, GDS pairing, the price
// summary, multi-city legs with their own filters, and a 5,000-offer list that renders only a window of rows.
import { describe, expect, it, onTestFinished } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUILT_PATHS } from '../src/app/pages';
import { PASSENGER_STEP_ROUTES } from '../src/lib/booking/selection-handover';
import { setUpBookingScreenTests } from './support/screen-hooks';
import { completeSearch, offer, OW_QUERY, RETURN_VJ140, RT_QUERY } from './flight-results-fixtures';
import { renderStreamedResults } from './flight-results-render';

setUpBookingScreenTests();

const amountOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const rows = () => within(screen.getByRole('list', { name: /^Danh sách chuyến bay/ })).getAllByRole('listitem');
const tab = (name: string) => screen.getByRole('tab', { name });

/** The subtotal of each passenger line and the grand total, as the summary table shows them. */
function summaryFigures() {
  const summary = screen.getByRole('region', { name: 'Tóm tắt chuyến đã chọn' });
  const table = within(summary).getByRole('table', { name: 'Giá theo loại hành khách' });
  const [body, footer] = [table.querySelector('tbody'), table.querySelector('tfoot')];
  const subtotals = within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) => amountOf(within(row).getAllByRole('cell').at(-1)?.textContent ?? ''));
  const total = amountOf(
    within(footer as HTMLElement)
      .getAllByRole('cell')
      .at(-1)?.textContent ?? '',
  );
  const chosen = within(summary)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  return { summary, chosen, subtotals, total };
}

const summaryOrNull = () => screen.queryByRole('region', { name: 'Tóm tắt chuyến đã chọn' });

const DEP_VN = offer({
  system: 'VN',
  flight: 'VN201',
  depart: '06:00',
  arrive: '08:10',
  fares: [
    { fareClass: 'E', base: 900_000 },
    { fareClass: 'Y', base: 2_000_000 },
  ],
});
const DEP_VJ = offer({
  system: 'VJ',
  flight: 'VJ121',
  depart: '07:00',
  arrive: '09:10',
  fares: [{ fareClass: 'Eco', base: 800_000 }],
});
const RET_VN = offer({
  system: 'VN',
  flight: 'VN220',
  legIndex: 1,
  depart: '18:00',
  arrive: '20:10',
  fares: [{ fareClass: 'E', base: 950_000 }],
});

describe('choosing flights', () => {
  it('hands the selection over to passenger-step routes that are pages of this build', () => {
    for (const route of Object.values(PASSENGER_STEP_ROUTES)) expect(BUILT_PATHS.has(route)).toBe(true);
  });

  it('walks a round trip: departure tab, the return tab next, the chosen flight alone, and a summary that adds up', async () => {
    renderStreamedResults(
      RT_QUERY,
      completeSearch([
        { system: 'VN', offers: [DEP_VN, RET_VN] },
        { system: 'VJ', offers: [DEP_VJ, RETURN_VJ140] },
      ]),
    );
    await screen.findByText('VJ: 2 chuyến');
    expect(tab('Chiều đi').getAttribute('aria-selected')).toBe('true');
    // While streaming, the list follows the progress at low priority (decision 066).
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(summaryOrNull()).toBeNull();

    const vnRow = screen.getByRole('listitem', { name: 'VN 201, HAN 06:00 → SGN 08:10' });
    fireEvent.click(within(vnRow).getByRole('button', { name: 'Chọn E 1.140.000 ₫' }));
    // The departure is chosen, so the return tab comes next.
    await waitFor(() => expect(tab('Chiều về').getAttribute('aria-selected')).toBe('true'));
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
      'VJ 140, SGN 10:00 → HAN 12:10',
      'VN 220, SGN 18:00 → HAN 20:10',
    ]);
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: /^Chọn E / }));

    const { chosen: chosenFlights, subtotals, total } = summaryFigures();
    expect(chosenFlights).toEqual([
      expect.stringMatching(/^Chiều đi: VN 201 · HAN 06:00 → SGN 08:10 · 01\/12\/2030 · hạng E/),
      expect.stringMatching(/^Chiều về: VN 220/),
    ]);
    expect(subtotals).toHaveLength(3);
    expect(total).toBe(subtotals.reduce((sum, value) => sum + value, 0));
    // 2 adults, 1 child, 1 infant over both flights, as the fixtures price them.
    const adult = DEP_VN.fares[0]!.prices.ADT.total + RET_VN.fares[0]!.prices.ADT.total;
    const child = DEP_VN.fares[0]!.prices.CHD!.total + RET_VN.fares[0]!.prices.CHD!.total;
    const infant = DEP_VN.fares[0]!.prices.INF!.total + RET_VN.fares[0]!.prices.INF!.total;
    expect(total).toBe(2 * adult + child + infant);

    // The departure tab now lists only the chosen flight until "other flights" is switched on.
    fireEvent.click(tab('Chiều đi'));
    expect(rows()).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Xem các chuyến khác' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(rows()).toHaveLength(2);
    const chosen = within(screen.getByRole('listitem', { name: 'VN 201, HAN 06:00 → SGN 08:10' })).getByRole('button', {
      name: 'Chọn E 1.140.000 ₫',
    });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    // Choosing the same fare again clears it.
    fireEvent.click(chosen);
    expect(summaryFigures().chosen).toEqual([expect.stringMatching(/^Chiều về: VN 220/)]);
    expect(summaryOrNull()).not.toBeNull();
  });

  it('names a class once when its family is the same name (Vietjet "Eco")', async () => {
    const eco = { ...DEP_VJ, fares: [{ ...DEP_VJ.fares[0]!, fareFamily: 'Eco' }] };
    renderStreamedResults(OW_QUERY, completeSearch([{ system: 'VJ', offers: [eco] }]));
    const row = await screen.findByRole('listitem', { name: 'VJ 121, HAN 07:00 → SGN 09:10' });
    fireEvent.click(within(row).getByRole('button', { name: /^Chọn Eco / }));
    const [line] = summaryFigures().chosen;
    expect(line).toMatch(/· hạng Eco$/);
  });

  it('folds a hidden issue fee into the fare and leaves its column out', async () => {
    const events = completeSearch([{ system: 'VJ', offers: [DEP_VJ] }]);
    events[0] = { type: 'started', searchId: 's', systems: ['VJ'], total: 1, isIssueFeeHidden: true };
    renderStreamedResults(OW_QUERY, events);
    const row = await screen.findByRole('listitem', { name: 'VJ 121, HAN 07:00 → SGN 09:10' });
    fireEvent.click(within(row).getByRole('button', { name: /^Chọn Eco / }));
    const { summary, subtotals, total } = summaryFigures();
    expect(within(summary).queryByRole('columnheader', { name: 'Phí xuất vé' })).toBeNull();
    expect(within(summary).getByText('Giá vé đã bao gồm phí xuất vé.')).toBeTruthy();
    const adult = DEP_VJ.fares[0]!.prices.ADT;
    expect(within(summary).getByRole('row', { name: /^Người lớn/ }).textContent).toContain(
      (adult.baseFare + adult.issueFee).toLocaleString('vi-VN'),
    );
    expect(total).toBe(subtotals[0]);
    expect(total).toBe(adult.total);
  });

  it('chooses the paired return of a combined 1A fare together with its departure', async () => {
    const gdsDepart = offer({
      system: '1A',
      flight: 'VN31',
      from: 'SGN',
      to: 'NRT',
      depart: '00:05',
      arrive: '07:45',
      combineSegment: true,
      fares: [{ fareClass: 'Q', base: 9_000_000, basis: 'QRTVN' }],
    });
    const gdsReturn = offer({
      system: '1A',
      flight: 'VN300',
      legIndex: 1,
      from: 'NRT',
      to: 'SGN',
      depart: '09:30',
      arrive: '13:45',
      combineSegment: true,
      fares: [{ fareClass: 'Q', base: 9_000_000, basis: 'QRTVN' }],
    });
    renderStreamedResults(
      '/booking/flights?type=RT&legs=SGN-NRT-2030-12-01,NRT-SGN-2030-12-05&adt=1&chd=0&inf=0',
      completeSearch([{ system: '1A', offers: [gdsDepart, gdsReturn] }]),
    );
    const row = await screen.findByRole('listitem', { name: 'VN 31, SGN 00:05 → NRT 07:45' });
    expect(within(row).getByText('1A')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Chọn Q / }));
    await screen.findByRole('region', { name: 'Tóm tắt chuyến đã chọn' });
    expect(summaryFigures().chosen).toEqual([
      expect.stringMatching(/^Chiều đi: VN 31 /),
      expect.stringMatching(/^Chiều về: VN 300 /),
    ]);
    // Both directions are chosen, so the tab stays where it was.
    expect(tab('Chiều đi').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps each multi-city leg with its own tab, filters and choice', async () => {
    const leg1 = [
      offer({
        system: 'VN',
        flight: 'VN155',
        from: 'HAN',
        to: 'DAD',
        depart: '06:00',
        arrive: '07:20',
        fares: [{ fareClass: 'E', base: 700_000 }],
      }),
      offer({
        system: 'VJ',
        flight: 'VJ501',
        from: 'HAN',
        to: 'DAD',
        depart: '08:00',
        arrive: '09:20',
        fares: [{ fareClass: 'Eco', base: 600_000 }],
      }),
    ];
    const leg2 = [
      offer({
        system: 'VN',
        flight: 'VN120',
        legIndex: 1,
        from: 'DAD',
        to: 'SGN',
        date: '2030-12-04',
        depart: '10:00',
        arrive: '11:25',
        fares: [{ fareClass: 'E', base: 650_000 }],
      }),
      offer({
        system: 'VJ',
        flight: 'VJ630',
        legIndex: 1,
        from: 'DAD',
        to: 'SGN',
        date: '2030-12-04',
        depart: '15:00',
        arrive: '16:25',
        fares: [{ fareClass: 'Eco', base: 550_000 }],
      }),
    ];
    renderStreamedResults(
      '/booking/multi-destinations?type=MC&legs=HAN-DAD-2030-12-01,DAD-SGN-2030-12-04&adt=1&chd=0&inf=0',
      completeSearch([
        { system: 'VN', offers: [leg1[0]!, leg2[0]!] },
        { system: 'VJ', offers: [leg1[1]!, leg2[1]!] },
      ]),
    );
    await screen.findByRole('heading', { name: 'Kết quả tìm chuyến bay nhiều chặng' });
    await screen.findByText('VJ: 2 chuyến');
    expect(tab('Chặng 1').getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getByRole('heading', { name: /^Chặng 1: Hà Nội \(HAN\) → Đà Nẵng \(DAD\) · 01\/12\/2030$/ }),
    ).toBeTruthy();

    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'VJ 501, HAN 08:00 → DAD 09:20' })).getByRole('button', {
        name: /^Chọn Eco/,
      }),
    );
    await waitFor(() => expect(tab('Chặng 2').getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bộ lọc' });
    fireEvent.click(await within(sheet).findByRole('checkbox', { name: /^Vietnam Airlines \(VN\)/ }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /^Chọn E / }));

    const { chosen, subtotals, total } = summaryFigures();
    expect(chosen).toEqual([expect.stringMatching(/^Chặng 1: VJ 501 /), expect.stringMatching(/^Chặng 2: VN 120 /)]);
    expect(total).toBe(subtotals[0]);
    expect(total).toBe(leg1[1]!.fares[0]!.prices.ADT.total + leg2[0]!.fares[0]!.prices.ADT.total);

    // The first leg kept its own (empty) filters: its chosen flight and, with other flights shown, both.
    fireEvent.click(tab('Chặng 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Xem các chuyến khác' }));
    expect(rows()).toHaveLength(2);
  });

  it('renders a window of rows, not all 5,000 offers', async () => {
    // jsdom lays nothing out: give each row the height a browser would, so the virtualiser can measure it.
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'listitem' ? 150 : 0;
      },
    });
    onTestFinished(() => {
      if (original) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original);
    });
    const offers = Array.from({ length: 5000 }, (_, index) =>
      offer({
        system: 'VN',
        flight: `VN${1000 + index}`,
        depart: `${String(index % 24).padStart(2, '0')}:00`,
        arrive: `${String(index % 24).padStart(2, '0')}:50`,
        fares: [{ fareClass: 'Y', base: 1_000_000 + index * 1000 }],
      }),
    );
    renderStreamedResults(OW_QUERY, completeSearch([{ system: 'VN', offers }]));
    await screen.findByText('VN: 5000 chuyến');
    const list = await screen.findByRole('list', { name: /^Danh sách chuyến bay/ });
    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('5000');
  });
});
