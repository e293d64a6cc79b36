// The results island over a streamed search: offers arriving in many events are drawn in frames, the first PAGE_SIZE
// shown, "show more" adds the next ones, and a new sort or airline starts from the first page again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsumerOffer, TConsumerSearchEvent } from '@portal/contracts';
import { mountResults, PAGE_SIZE } from '../src/results';
import { ISLAND_TEXT as TEXT } from './support/island-text';

const offer = (index: number, airline: 'VN' | 'VJ'): TConsumerOffer => ({
  id: `${airline}:${index}`,
  leg: 0,
  airline,
  airlineName: airline === 'VN' ? 'Vietnam Airlines' : 'Vietjet',
  flightNumbers: [`${airline}${100 + index}`],
  from: 'HAN',
  to: 'SGN',
  departDateTime: '2026-12-10T09:00:00+07:00',
  arrivalDateTime: '2026-12-10T11:10:00+07:00',
  durationMinutes: 130,
  stops: 0,
  fares: [
    {
      fareClass: 'E',
      fareFamily: 'Eco',
      cabinClass: 'ECONOMY',
      seatAvailable: 4,
      handKg: 7,
      checkedKg: 0,
      isRefundable: false,
      isChangeable: true,
      adultPrice: 1_000_000 + index * 10_000,
      serviceFeePerPassenger: 30_000,
      total: 1_030_000 + index * 10_000,
    },
  ],
  lowestPrice: 1_000_000 + index * 10_000,
});

/** 45 offers (30 VN, 15 VJ) in 45 events, as the server streams them. */
const OFFERS = Array.from({ length: 45 }, (_, index) => offer(index, index % 3 === 2 ? 'VJ' : 'VN'));

function streamOf(events: TConsumerSearchEvent[]): Response {
  const lines = events.map((event) => `${JSON.stringify(event)}\n`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const line of lines) controller.enqueue(encoder.encode(line));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

async function mounted(): Promise<{ root: HTMLElement; fetched: ReturnType<typeof vi.fn> }> {
  const events: TConsumerSearchEvent[] = [
    { type: 'started', pricesIncludeFee: true } as TConsumerSearchEvent,
    ...OFFERS.map((one) => ({ type: 'offers', offers: [one] }) as TConsumerSearchEvent),
    { type: 'done' } as TConsumerSearchEvent,
  ];
  const fetched = vi.fn(async () => streamOf(events));
  vi.stubGlobal('fetch', fetched);
  const root = document.createElement('div');
  document.body.append(root);
  mountResults(root, {
    page: 'results',
    slug: 'sao-viet',
    language: 'vi',
    search: { from: 'HAN', to: 'SGN', date: '2026-12-10', adt: 1, chd: 0, inf: 0 },
    text: TEXT,
  });
  await vi.waitFor(() => expect(root.querySelector('.sf-progress')).toBeNull());
  return { root, fetched };
}

const shownIds = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('button[data-offer]')].map((button) => button.dataset.offer);
const moreButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button[data-more]');

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the results island', () => {
  it('draws the first page of the streamed offers, cheapest first, and adds a page per "show more"', async () => {
    const { root, fetched } = await mounted();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(shownIds(root)).toEqual(OFFERS.slice(0, PAGE_SIZE).map((one) => one.id));
    expect(moreButton(root)?.textContent).toBe('Xem thêm 20 chuyến bay');
    moreButton(root)!.click();
    expect(shownIds(root)).toHaveLength(40);
    expect(moreButton(root)?.textContent).toBe('Xem thêm 5 chuyến bay');
    moreButton(root)!.click();
    expect(shownIds(root)).toEqual(OFFERS.map((one) => one.id));
    expect(moreButton(root)).toBeNull();
  });

  it('starts from the first page again when the airline changes', async () => {
    const { root } = await mounted();
    moreButton(root)!.click();
    const airline = root.querySelector<HTMLSelectElement>('select[name="airline"]')!;
    airline.value = 'VJ';
    airline.dispatchEvent(new Event('change', { bubbles: true }));
    const vietjet = OFFERS.filter((one) => one.airline === 'VJ').map((one) => one.id);
    expect(shownIds(root)).toEqual(vietjet);
    expect(moreButton(root)).toBeNull();
  });

  it('redraws only the parts whose markup changed: the same offers keep their elements', async () => {
    const { root } = await mounted();
    const first = root.querySelector('.sf-offer');
    const sort = root.querySelector<HTMLSelectElement>('select[name="sort"]')!;
    sort.value = 'price';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(root.querySelector('.sf-offer')).toBe(first);
    sort.value = 'duration';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // All 45 last 130 minutes: the order by id puts VJ:11 first, a new drawing.
    expect(root.querySelector('.sf-offer')).not.toBe(first);
    expect(shownIds(root)[0]).toBe('VJ:11');
  });
});
