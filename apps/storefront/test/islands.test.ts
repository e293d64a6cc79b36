// The storefront islands' pieces: the offers' sort and airline filter, VND and time formats, the NDJSON reader over
// split chunks, escaping of what the network sends, the form's body and the marks of the fields at fault.
import { describe, expect, it } from 'vitest';
import type { TConsumerOffer } from '@portal/contracts';
import { fill, formatDate, formatDuration, formatVnd, localTime } from '../src/format';
import { readNdjson } from '../src/ndjson';
import { airlinesOf, filterByAirline, sortOffers } from '../src/offers';
import { offerHtml } from '../src/results';
import { confirmationHref, formBodyOf, showIssues } from '../src/passengers';

const offer = (
  id: string,
  airline: string,
  lowestPrice: number,
  depart: string,
  durationMinutes: number,
): TConsumerOffer => ({
  id,
  leg: 0,
  airline,
  airlineName: airline === 'VN' ? 'Vietnam Airlines' : airline === 'VJ' ? 'Vietjet' : 'Bamboo Airways',
  flightNumbers: [`${airline}123`],
  from: 'HAN',
  to: 'SGN',
  departDateTime: `2026-12-10T${depart}:00+07:00`,
  arrivalDateTime: '2026-12-10T12:00:00+07:00',
  durationMinutes,
  stops: 0,
  fares: [
    {
      fareClass: 'E',
      fareFamily: 'Eco',
      cabinClass: 'ECONOMY',
      seatAvailable: lowestPrice > 0 ? 4 : 0,
      handKg: 7,
      checkedKg: 0,
      isRefundable: false,
      isChangeable: true,
      adultPrice: lowestPrice,
      serviceFeePerPassenger: 30_000,
      total: lowestPrice * 2,
    },
  ],
  lowestPrice,
});

const OFFERS = [
  offer('VN:1', 'VN', 2_150_000, '09:00', 130),
  offer('VJ:1', 'VJ', 1_290_000, '06:15', 125),
  offer('QH:1', 'QH', 0, '05:00', 120),
  offer('VJ:2', 'VJ', 1_590_000, '21:40', 135),
];

describe('offers', () => {
  it('sorts by price, departure or duration, sold-out offers last', () => {
    expect(sortOffers(OFFERS, 'price').map((o) => o.id)).toEqual(['VJ:1', 'VJ:2', 'VN:1', 'QH:1']);
    expect(sortOffers(OFFERS, 'depart').map((o) => o.id)).toEqual(['VJ:1', 'VN:1', 'VJ:2', 'QH:1']);
    expect(sortOffers(OFFERS, 'duration').map((o) => o.id)).toEqual(['VJ:1', 'VN:1', 'VJ:2', 'QH:1']);
  });

  it('lists each airline once with its cheapest price and filters by it', () => {
    expect(airlinesOf(OFFERS)).toEqual([
      { code: 'QH', name: 'Bamboo Airways', lowest: Number.POSITIVE_INFINITY },
      { code: 'VJ', name: 'Vietjet', lowest: 1_290_000 },
      { code: 'VN', name: 'Vietnam Airlines', lowest: 2_150_000 },
    ]);
    expect(filterByAirline(OFFERS, 'VJ').map((o) => o.id)).toEqual(['VJ:1', 'VJ:2']);
    expect(filterByAirline(OFFERS, '')).toHaveLength(4);
  });
});

describe('formats', () => {
  it('writes VND with separators, local times, dd/MM/yyyy and durations', () => {
    expect(formatVnd(1_290_000)).toMatch(/^1\.290\.000\s₫$/);
    expect(localTime('2026-12-10T06:15:00+07:00')).toBe('06:15');
    expect(formatDate('2026-12-10')).toBe('10/12/2026');
    expect(formatDuration(125)).toBe('2h05');
    expect(fill('Còn {n} chỗ', { n: 4 })).toBe('Còn 4 chỗ');
  });
});

describe('the NDJSON reader', () => {
  it('hands on every event once, whatever the chunks split', async () => {
    const lines = ['{"type":"started","total":2}', '{"type":"offers","offers":[]}', '{"type":"done"}'];
    const text = `${lines.join('\n')}\n`;
    const chunks = [text.slice(0, 7), text.slice(7, 40), text.slice(40)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const seen: { type: string }[] = [];
    await readNdjson<{ type: string }>(new Response(stream), (event) => seen.push(event));
    expect(seen.map((event) => event.type)).toEqual(['started', 'offers', 'done']);
  });
});

describe('rendering', () => {
  const text = {
    direct: 'Bay thẳng',
    stops: '{n} điểm dừng',
    soldOut: 'Hết chỗ',
    baggage: 'Xách tay {hand} kg, ký gửi {checked} kg',
    perAdult: '/người lớn',
    feeIncluded: 'Đã gồm phí',
    feeAdded: '+ phí dịch vụ {fee}/khách',
    total: 'Tổng cộng',
    choose: 'Chọn',
    seatsLeft: 'Còn {n} chỗ',
  };

  it('escapes what the network sends and shows the fee as the site says', () => {
    const hostile = { ...OFFERS[1]!, airlineName: '<img src=x onerror=alert(1)>' };
    const included = offerHtml(hostile, { includeFee: true }, text);
    expect(included).not.toContain('<img');
    expect(included).toContain('&lt;img');
    expect(included).toContain('Đã gồm phí');
    const added = offerHtml(hostile, { includeFee: false }, text);
    expect(added).toMatch(/\+ phí dịch vụ 30\.000\s₫\/khách/);
  });

  it('turns the form into the API body and marks the fields the server names', () => {
    document.body.innerHTML = `<form id="f"><input name="passengers.0.paxId" value="ADT-1"><input name="passengers.0.lastName" value="Nguyễn">
      <input name="passengers.0.firstName" value=""><input name="contact.phone" value="0912345678"><input name="contact.email" value="">
      <input name="formToken" value="tok.sig"><input name="website" value=""></form>`;
    const form = document.getElementById('f') as HTMLFormElement;
    expect(formBodyOf(form)).toEqual({
      passengers: [{ paxId: 'ADT-1', lastName: 'Nguyễn' }],
      contact: { phone: '0912345678' },
      formToken: 'tok.sig',
      website: '',
    });
    showIssues(form, [{ field: 'passengers.0.firstName', message: 'Vui lòng nhập thông tin này' }]);
    const first = form.querySelector('[name="passengers.0.firstName"]')!;
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.nextElementSibling?.textContent).toBe('Vui lòng nhập thông tin này');
    showIssues(form, []);
    expect(form.querySelectorAll('[aria-invalid], .sf-issue')).toHaveLength(0);
  });
});

describe('the held order', () => {
  it('opens its confirmation page under the site’s base, in the page’s language', () => {
    const path = '/order/B2C261127K7M2?key=abc_DEF-123';
    expect(confirmationHref({ base: '/s/sao-viet', language: 'vi' }, path)).toBe(`/s/sao-viet${path}`);
    expect(confirmationHref({ base: '', language: 'en' }, path)).toBe(`${path}&lang=en`);
  });
});
