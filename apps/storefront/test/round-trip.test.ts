// The round trip in the islands (decision 145): the results list the outbound flights, then only the returns held with
// the chosen outbound (its total added), the outbound summarised and changeable, 20 at a time; the passenger form shows
// both flights and their total, sends both, and takes a new total of both when the airline's price moved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsumerOffer, TConsumerSearchEvent } from '@portal/contracts';
import { CHOSEN_KEY, type Chosen } from '../src/page-data';
import { mountPassengers } from '../src/passengers';
import { ISLAND_TEXT as TEXT } from './support/island-text';
import { mountResults, PAGE_SIZE } from '../src/results';

const offer = (id: string, leg: 0 | 1, holdGroup: string, price: number): TConsumerOffer => ({
  id,
  leg,
  holdGroup,
  airline: id.slice(0, 2),
  airlineName: id.startsWith('VN') ? 'Vietnam Airlines' : 'Vietjet',
  flightNumbers: [`${id.slice(0, 2)}${id.slice(3)}`],
  from: leg === 0 ? 'HAN' : 'SGN',
  to: leg === 0 ? 'SGN' : 'HAN',
  departDateTime: leg === 0 ? '2026-12-20T08:00:00+07:00' : '2026-12-23T18:00:00+07:00',
  arrivalDateTime: leg === 0 ? '2026-12-20T10:10:00+07:00' : '2026-12-23T20:10:00+07:00',
  durationMinutes: 130,
  stops: 0,
  fares: [
    {
      fareClass: 'E',
      fareFamily: 'Eco',
      cabinClass: 'ECONOMY',
      seatAvailable: 5,
      handKg: 7,
      checkedKg: 20,
      isRefundable: false,
      isChangeable: true,
      adultPrice: price,
      serviceFeePerPassenger: 50_000,
      total: price,
    },
  ],
  lowestPrice: price,
});

const OUTBOUND = [offer('VN:101', 0, 'vn', 1_500_000), offer('VJ:201', 0, 'vj', 1_200_000)];
/** 25 VN returns (a page and a bit) and 3 Vietjet ones, which a VN outbound cannot be held with. */
const RETURNS = [
  ...Array.from({ length: 25 }, (_, index) => offer(`VN:${300 + index}`, 1, 'vn', 1_000_000 + index * 1_000)),
  ...Array.from({ length: 3 }, (_, index) => offer(`VJ:${400 + index}`, 1, 'vj', 900_000 + index * 1_000)),
];

const SEARCH = { from: 'HAN', to: 'SGN', date: '2026-12-20', returnDate: '2026-12-23', adt: 1, chd: 0, inf: 0 };

function streamOf(events: TConsumerSearchEvent[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(new TextEncoder().encode(`${JSON.stringify(event)}\n`));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

async function mounted() {
  const events = [
    { type: 'started', total: 2, pricesIncludeFee: true },
    // The legs arrive mixed, one system at a time.
    { type: 'offers', offers: [OUTBOUND[0]!, ...RETURNS.slice(0, 12)] },
    { type: 'offers', offers: [OUTBOUND[1]!, ...RETURNS.slice(12)] },
    { type: 'done', completed: 2, total: 2 },
  ] as TConsumerSearchEvent[];
  const fetched = vi.fn(async (_url: string, _init: RequestInit) => streamOf(events));
  const assign = vi.fn();
  vi.stubGlobal('fetch', fetched);
  vi.stubGlobal('location', { pathname: '/s/sao-viet/flights', assign });
  const root = document.createElement('div');
  document.body.append(root);
  mountResults(root, { page: 'results', slug: 'sao-viet', language: 'vi', search: SEARCH, text: TEXT });
  await vi.waitFor(() => expect(root.querySelector('.sf-progress')).toBeNull());
  return { root, fetched, assign };
}

const shownIds = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('button[data-offer]')].map((button) => button.dataset.offer);
const choose = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLButtonElement>(`button[data-offer="${id}"]`)!.click();

afterEach(() => {
  history.replaceState(null, '');
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the results of a round trip', () => {
  it('searches with the return date and lists the outbound flights first, each with its own total', async () => {
    const { root, fetched } = await mounted();
    expect(JSON.parse(String(fetched.mock.calls[0]![1].body))).toMatchObject({
      departDate: '2026-12-20',
      returnDate: '2026-12-23',
    });
    expect(root.querySelector('h2.sf-step')?.textContent).toBe('Chọn chuyến đi · HAN → SGN · 20/12/2026');
    expect(shownIds(root)).toEqual(['VJ:201', 'VN:101']);
    expect(root.textContent).toMatch(/Tổng chiều đi: 1\.200\.000\s₫/);
  });

  it('after an outbound, lists only the returns held with it, 20 at a time, with the round-trip total and the outbound changeable', async () => {
    const { root } = await mounted();
    choose(root, 'VN:101');
    const summary = root.querySelector('.sf-outbound')!;
    expect(summary.textContent).toContain('Vietnam Airlines VN101');
    expect(summary.textContent).toMatch(/Tổng chiều đi: 1\.500\.000\s₫/);
    expect(root.querySelectorAll('h2.sf-step')[1]?.textContent).toBe('Chọn chuyến về · SGN → HAN · 23/12/2026');
    expect(shownIds(root)).toEqual(RETURNS.slice(0, PAGE_SIZE).map((one) => one.id));
    // 1,500,000 out + 1,000,000 back.
    expect(root.textContent).toMatch(/Tổng khứ hồi: 2\.500\.000\s₫/);
    root.querySelector<HTMLButtonElement>('button[data-more]')!.click();
    expect(shownIds(root)).toEqual(RETURNS.slice(0, 25).map((one) => one.id));
    const airlines = [...root.querySelectorAll('select[name="airline"] option')].map((option) => option.textContent);
    expect(airlines).toEqual(['Tất cả hãng', 'Vietnam Airlines']);

    root.querySelector<HTMLButtonElement>('button[data-change]')!.click();
    await vi.waitFor(() => expect(root.querySelector('.sf-outbound')).toBeNull());
    expect(shownIds(root)).toEqual(['VJ:201', 'VN:101']);
    choose(root, 'VJ:201');
    expect(shownIds(root)).toEqual(['VJ:400', 'VJ:401', 'VJ:402']);
  });

  it('choosing the return opens the passenger page with both flights kept', async () => {
    const { root, assign } = await mounted();
    choose(root, 'VN:101');
    choose(root, 'VN:305');
    const chosen = JSON.parse(sessionStorage.getItem(CHOSEN_KEY)!) as Chosen;
    expect(chosen.offer.id).toBe('VN:101');
    expect(chosen.back?.offer.id).toBe('VN:305');
    expect(chosen.search).toEqual(SEARCH);
    const href = String(assign.mock.calls[0]![0]);
    expect(href).toMatch(/^\/s\/sao-viet\/flights\/passengers\?/);
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toMatchObject({
      trip: 'rt',
      return: '2026-12-23',
      date: '2026-12-20',
    });
  });

  it("has the return step in the browser's history: back shows the outbounds, forward the same outbound's returns", async () => {
    const { root } = await mounted();
    choose(root, 'VN:101');
    expect(history.state).toEqual({ sfOutbound: { offer: 'VN:101', fare: 'E' } });
    history.back();
    await vi.waitFor(() => expect(root.querySelector('.sf-outbound')).toBeNull());
    expect(shownIds(root)).toEqual(['VJ:201', 'VN:101']);
    history.forward();
    await vi.waitFor(() => expect(root.querySelector('.sf-outbound')?.textContent).toContain('VN101'));
    expect(shownIds(root)).toEqual(RETURNS.slice(0, PAGE_SIZE).map((one) => one.id));
    // "Change the outbound" is the same step back, so the back button then leaves the results rather than repeat it.
    root.querySelector<HTMLButtonElement>('button[data-change]')!.click();
    await vi.waitFor(() => expect(root.querySelector('.sf-outbound')).toBeNull());
    expect(history.state).toBeNull();
  });

  it('reloaded on the return step, shows the returns of the outbound its history entry names once it streams in', async () => {
    history.replaceState({ sfOutbound: { offer: 'VJ:201', fare: 'E' } }, '');
    const { root } = await mounted();
    expect(root.querySelector('.sf-outbound')?.textContent).toContain('VJ201');
    expect(shownIds(root)).toEqual(['VJ:400', 'VJ:401', 'VJ:402']);
  });

  it('says a wrong return date plainly when the search is refused', async () => {
    const refusal = { message: 'Dữ liệu không hợp lệ', details: { fields: [{ field: 'returnDate', message: 'x' }] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 })),
    );
    const root = document.createElement('div');
    mountResults(root, { page: 'results', slug: 'sao-viet', language: 'vi', search: SEARCH, text: TEXT });
    await vi.waitFor(() => expect(root.querySelector('.sf-error')?.textContent).toBe('Ngày về không hợp lệ'));
  });
});

describe('the passenger form of a round trip', () => {
  it('shows both flights and their total, sends both, and takes the new total of both when the price moved', async () => {
    const chosen: Chosen = {
      offer: OUTBOUND[0]!,
      fare: OUTBOUND[0]!.fares[0]!,
      back: { offer: RETURNS[5]!, fare: RETURNS[5]!.fares[0]! },
      search: SEARCH,
      includeFee: true,
    };
    sessionStorage.setItem(CHOSEN_KEY, JSON.stringify(chosen));
    document.body.innerHTML = `<div id="sf-chosen"></div><form id="sf-passengers"><input name="passengers.0.paxId" value="ADT-1">
      <input name="passengers.0.type" value="ADT"><input name="passengers.0.title" value="MR"><input name="passengers.0.lastName" value="Nguyễn">
      <input name="passengers.0.firstName" value="Văn Đức"><input name="contact.phone" value="0912345678">
      <input name="formToken" value="tok.sig"><input name="website" value=""><p id="sf-form-status"></p><button type="submit">Gửi</button></form>`;
    const answers = [
      new Response(
        JSON.stringify({ message: 'Giá đã thay đổi', details: { reason: 'priceChanged', newTotal: 2_540_000 } }),
        {
          status: 409,
        },
      ),
      new Response(JSON.stringify({ status: 'held', confirmationPath: '/order/B2C1?key=k' }), { status: 200 }),
    ];
    const fetched = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
    const assign = vi.fn();
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('location', { assign });
    const form = document.getElementById('sf-passengers') as HTMLFormElement;
    mountPassengers(form, { page: 'passengers', slug: 'sao-viet', language: 'vi', base: '/s/sao-viet', text: TEXT });
    const shown = document.getElementById('sf-chosen')!.textContent!;
    expect(shown).toContain('Chuyến đi');
    expect(shown).toContain('VN101');
    expect(shown).toContain('Chuyến về');
    expect(shown).toContain('VN305');
    expect(shown).toMatch(/Tổng cộng: 2\.505\.000\s₫/);

    form.requestSubmit();
    await vi.waitFor(() => expect(document.getElementById('sf-form-status')!.textContent).toContain('Tổng mới'));
    const sent = JSON.parse(String(fetched.mock.calls[0]![1].body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      search: { departDate: '2026-12-20', returnDate: '2026-12-23' },
      offerId: 'VN:101',
      returnOfferId: 'VN:305',
      returnFareClass: 'E',
      acceptedTotal: 2_505_000,
    });
    expect(document.getElementById('sf-chosen')!.textContent).toMatch(/Tổng cộng: 2\.540\.000\s₫/);
    form.requestSubmit();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/s/sao-viet/order/B2C1?key=k'));
    expect(JSON.parse(String(fetched.mock.calls[1]![1].body))).toMatchObject({ acceptedTotal: 2_540_000 });
  });
});
