// The quote text built from chosen fares: one way, round trip with children and infants, the issue fee, English, multi-city.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { quoteDocument, quoteText, type QuoteFlight, type QuoteInput } from '../src/components/quote/quote-text';
import { DEPART_VN201, offer, RETURN_VJ140 } from './flight-results-fixtures';
import { createTestI18n } from './support/test-i18n';

let vi: TFunction;
let en: TFunction;
beforeAll(async () => {
  vi = (await createTestI18n('vi')).t;
  en = (await createTestI18n('en')).t;
});

const chosen = (flight: ReturnType<typeof offer>, legIndex = flight.legIndex): QuoteFlight => ({
  legIndex,
  offer: flight,
  fare: flight.fares[0]!,
});
const AGENCY = { name: 'Đại lý Hà Nội', phone: '0241234567' };

const oneWay: QuoteInput = {
  journeyType: 'OW',
  passengers: { adt: 1, chd: 0, inf: 0 },
  flights: [chosen(DEPART_VN201)],
  isIssueFeeHidden: false,
  agency: AGENCY,
};
const roundTrip: QuoteInput = {
  journeyType: 'RT',
  passengers: { adt: 2, chd: 1, inf: 1 },
  flights: [chosen(DEPART_VN201), chosen(RETURN_VJ140)],
  isIssueFeeHidden: false,
  agency: AGENCY,
};

describe('quote text', () => {
  it('writes a one-way quote in Vietnamese: flight, route, date, times, class, baggage, price, fee and agency', () => {
    expect(quoteText(quoteDocument(oneWay, { t: vi, language: 'vi' }))).toBe(
      [
        'BÁO GIÁ VÉ MÁY BAY',
        'Một chiều · 1 người lớn',
        '',
        'Chiều đi: Vietnam Airlines VN 201',
        'Hà Nội (HAN) → Hồ Chí Minh (SGN)',
        'Ngày 01/12/2030 · 06:00 – 08:10 · Bay thẳng',
        'Hạng E (E family) · Phổ thông',
        'Hành lý: 7 kg xách tay, 20 kg ký gửi',
        '',
        'Giá vé (đã gồm thuế, phí):',
        // 900.000 fare + 100.000 tax + 90.000 VAT + 50.000 issue fee.
        '- Người lớn: 1.140.000 ₫ × 1 = 1.140.000 ₫',
        'TỔNG CỘNG: 1.140.000 ₫',
        'Đã bao gồm phí xuất vé 50.000 ₫.',
        'Giá chưa được giữ chỗ và có thể thay đổi theo hãng cho đến khi giữ chỗ.',
        '',
        'Đại lý Hà Nội · ĐT: 0241234567',
      ].join('\n'),
    );
  });

  it('lists both legs of a round trip and prices adults, the child and the infant over both', () => {
    const quote = quoteDocument(roundTrip, { t: vi, language: 'vi' });
    expect(quote.subtitle).toBe('Khứ hồi · 2 người lớn, 1 trẻ em, 1 em bé');
    expect(quote.legs.map((leg) => leg.heading)).toEqual([
      'Chiều đi: Vietnam Airlines VN 201',
      'Chiều về: Vietjet VJ 140',
    ]);
    expect(quote.legs[1]?.route).toBe('Hồ Chí Minh (SGN) → Hà Nội (HAN)');
    expect(quote.legs[1]?.schedule).toBe('Ngày 05/12/2030 · 10:00 – 12:10 · Bay thẳng');
    const adult = DEPART_VN201.fares[0]!.prices.ADT.total + RETURN_VJ140.fares[0]!.prices.ADT.total;
    const child = DEPART_VN201.fares[0]!.prices.CHD!.total + RETURN_VJ140.fares[0]!.prices.CHD!.total;
    const infant = DEPART_VN201.fares[0]!.prices.INF!.total + RETURN_VJ140.fares[0]!.prices.INF!.total;
    expect([adult, child, infant]).toEqual([1_140_000 + 920_000, 892_500 + 727_500, 99_000 + 77_000]);
    expect(quote.prices).toEqual([
      { label: 'Người lớn: 2.060.000 ₫ × 2', amount: '4.120.000 ₫' },
      { label: 'Trẻ em: 1.620.000 ₫ × 1', amount: '1.620.000 ₫' },
      { label: 'Em bé: 176.000 ₫ × 1', amount: '176.000 ₫' },
    ]);
    expect(quote.total).toEqual({ label: 'TỔNG CỘNG', amount: '5.916.000 ₫' });
    // 50.000 per adult and child on each leg; infants pay no issue fee in the fixtures.
    expect(quote.notes[0]).toBe('Đã bao gồm phí xuất vé 300.000 ₫.');
    const text = quoteText(quote);
    expect(text).toContain(
      '- Trẻ em: 1.620.000 ₫ × 1 = 1.620.000 ₫\n- Em bé: 176.000 ₫ × 1 = 176.000 ₫\nTỔNG CỘNG: 5.916.000 ₫',
    );
  });

  it('folds a hidden issue fee into the fares without naming it, and keeps the same total', () => {
    const quote = quoteDocument({ ...roundTrip, isIssueFeeHidden: true }, { t: vi, language: 'vi' });
    expect(quote.total.amount).toBe('5.916.000 ₫');
    expect(quote.prices[0]).toEqual({ label: 'Người lớn: 2.060.000 ₫ × 2', amount: '4.120.000 ₫' });
    expect(quoteText(quote)).not.toContain('phí xuất vé');
  });

  it('writes the quote in English, city names and baggage included', () => {
    const text = quoteText(quoteDocument(roundTrip, { t: en, language: 'en' }));
    expect(text.split('\n')).toEqual([
      'FLIGHT QUOTE',
      'Round trip · 2 adults, 1 child, 1 infant',
      '',
      'Departure: Vietnam Airlines VN 201',
      'Hanoi (HAN) → Ho Chi Minh City (SGN)',
      '01/12/2030 · 06:00 – 08:10 · Direct',
      'Class E (E family) · Economy',
      'Baggage: 7 kg cabin baggage, 20 kg checked baggage',
      '',
      'Return: Vietjet VJ 140',
      'Ho Chi Minh City (SGN) → Hanoi (HAN)',
      '05/12/2030 · 10:00 – 12:10 · Direct',
      'Class Eco (Eco family) · Economy',
      'Baggage: 7 kg cabin baggage, 20 kg checked baggage',
      '',
      'Fares (taxes and fees included):',
      '- Adult: 2.060.000 ₫ × 2 = 4.120.000 ₫',
      '- Child: 1.620.000 ₫ × 1 = 1.620.000 ₫',
      '- Infant: 176.000 ₫ × 1 = 176.000 ₫',
      'TOTAL: 5.916.000 ₫',
      'Includes the issuing fee of 300.000 ₫.',
      'Seats are not held yet; the airline may change the price until they are.',
      '',
      'Đại lý Hà Nội · Tel: 0241234567',
    ]);
  });

  it('labels a multi-city leg by its number, with its stops, a next-day arrival, a family named by its class and pieces of baggage, and no agency line when none is known', () => {
    const connection = offer({
      system: 'VN',
      flight: 'VN7',
      legIndex: 1,
      from: 'DAD',
      to: 'PQC',
      depart: '21:00',
      arrive: '23:30',
      stops: 1,
      fares: [{ fareClass: 'J', base: 3_000_000, cabin: 'BUSINESS' }],
    });
    const shown: QuoteFlight = {
      legIndex: 1,
      offer: {
        ...connection,
        arrivalDateTime: '2030-12-06T00:40:00+07:00',
        segments: [
          { ...connection.segments[0]!, to: 'SGN' },
          { ...connection.segments[0]!, flightNumber: 'VN1529', from: 'SGN' },
        ],
      },
      fare: {
        ...connection.fares[0]!,
        fareFamily: 'J',
        baggage: { handKg: 10, checkedKg: 64, checkedPieces: 2, description: '' },
      },
    };
    const quote = quoteDocument(
      {
        journeyType: 'MC',
        passengers: { adt: 1, chd: 0, inf: 0 },
        flights: [shown],
        isIssueFeeHidden: false,
        agency: null,
      },
      { t: vi, language: 'vi' },
    );
    expect(quote.legs).toEqual([
      {
        heading: 'Chặng 2: Vietnam Airlines VN 7 · VN 1529',
        route: 'Đà Nẵng (DAD) → Phú Quốc (PQC)',
        schedule: 'Ngày 05/12/2030 · 21:00 – 00:40 (+1) · 1 điểm dừng (SGN)',
        details: ['Hạng J · Thương gia', 'Hành lý: 10 kg xách tay, 2 kiện ký gửi x 32 kg'],
      },
    ]);
    expect(quote.agency).toBeNull();
    expect(quoteText(quote).endsWith('Giá chưa được giữ chỗ và có thể thay đổi theo hãng cho đến khi giữ chỗ.')).toBe(
      true,
    );
  });

  it('says which passenger types have no price yet', () => {
    const noInfantPrice = { ...DEPART_VN201.fares[0]!, prices: { ADT: DEPART_VN201.fares[0]!.prices.ADT } };
    const quote = quoteDocument(
      {
        ...oneWay,
        passengers: { adt: 1, chd: 0, inf: 1 },
        flights: [{ legIndex: 0, offer: DEPART_VN201, fare: noInfantPrice }],
      },
      { t: vi, language: 'vi' },
    );
    expect(quote.notes).toContain('Chưa có giá cho: Em bé.');
  });
});
