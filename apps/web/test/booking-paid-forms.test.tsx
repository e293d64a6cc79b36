// The paid change forms build the contract's bodies: baggage (one per passenger and flight, only what costs
// something), add-ons (one per group category), an infant on Vietjet, a refund (infants with their adult), an
// exchange to a flight searched, the best-price requote and the balance; a closed flight cannot be chosen.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import AddInfantVjForm from '../src/features/booking-paid/forms/actions/AddInfantVjForm';
import BuyAncillaryForm from '../src/features/booking-paid/forms/actions/BuyAncillaryForm';
import BuyLuggageForm from '../src/features/booking-paid/forms/actions/BuyLuggageForm';
import ExchangeRouteForm from '../src/features/booking-paid/forms/actions/ExchangeRouteForm';
import ProcessPriceForm from '../src/features/booking-paid/forms/actions/ProcessPriceForm';
import QuoteBestPriceForm from '../src/features/booking-paid/forms/actions/QuoteBestPriceForm';
import RefundTicketForm from '../src/features/booking-paid/forms/actions/RefundTicketForm';
import { HAN_SGN, paidChange, paidOffers, SGN_HAN } from './booking-paid-fixtures';
import { renderPaidForm } from './booking-paid-form-fixtures';
import { BOOKING_ID, detail } from './booking-list-fixtures';
import { field, messageUnder, submit, type, VERSION } from './edit-forms-fixtures';
import { completeSearch, offer } from './flight-results-fixtures';
import { SERVER_VERSION } from './support/fetch-stub';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

const quote = () => submit('Báo giá');
const CLOSED = 'Chuyến bay đã đóng thay đổi (dưới 3 giờ trước giờ bay)';

describe('buy-luggage', () => {
  it('keeps one bag per passenger and flight, the last chosen, and records no free option', async () => {
    const { onSubmit } = renderPaidForm(BuyLuggageForm, { action: 'buy-luggage' });
    const duc = await screen.findByLabelText('NGUYEN VAN DUC · HAN-SGN VN213');
    expect([...duc.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Không mua thêm hành lý',
      'Không thêm · 0 ₫',
      '20 kg · Hành lý 20 kg · 350.000 ₫',
      '30 kg · Hành lý 30 kg · 480.000 ₫',
    ]);
    fireEvent.change(duc, { target: { value: 'BAG20' } });
    fireEvent.change(duc, { target: { value: 'BAG30' } });
    fireEvent.change(field('TRAN THI HOA · HAN-SGN VN213'), { target: { value: 'BAG0' } });
    fireEvent.change(field('TRAN THI HOA · SGN-HAN VN220'), { target: { value: 'BAG20' } });
    quote();
    expect(onSubmit).toHaveBeenCalledWith({
      expectedVersion: VERSION,
      items: [
        { paxId: 'ADT-1', flightKey: HAN_SGN, optionCode: 'BAG30' },
        { paxId: 'ADT-2', flightKey: SGN_HAN, optionCode: 'BAG20' },
      ],
    });
  });

  it('shows a closed flight disabled with the airline reason, and offers infants nothing they cannot buy', async () => {
    renderPaidForm(BuyLuggageForm, { action: 'buy-luggage', server: { offers: () => paidOffers(CLOSED) } });
    const closed = (await screen.findByLabelText('NGUYEN VAN DUC · SGN-HAN VN220')) as HTMLInputElement;
    expect(closed.disabled).toBe(true);
    expect(closed.value).toBe('Chuyến bay đã đóng');
    expect(screen.getAllByText(CLOSED)).toHaveLength(2);
    expect(screen.queryByLabelText(/NGUYEN BAO AN/)).toBeNull();
  });
});

describe('buy-ancillary', () => {
  it('keeps one option per group category, rebuilding the list from every choice', async () => {
    const { onSubmit } = renderPaidForm(BuyAncillaryForm, { action: 'buy-ancillary' });
    const meal = await screen.findByLabelText('NGUYEN VAN DUC · HAN-SGN VN213 · Suất ăn');
    fireEvent.change(meal, { target: { value: 'MEAL-CHK' } });
    fireEvent.change(meal, { target: { value: 'MEAL-VEG' } });
    fireEvent.change(field('NGUYEN VAN DUC · HAN-SGN VN213 · Ưu tiên'), { target: { value: 'PRIO' } });
    fireEvent.change(field('TRAN THI HOA · HAN-SGN VN213 · Suất ăn'), { target: { value: 'MEAL-CHK' } });
    quote();
    expect(onSubmit).toHaveBeenCalledWith({
      expectedVersion: VERSION,
      items: [
        { paxId: 'ADT-1', flightKey: HAN_SGN, optionCode: 'MEAL-VEG' },
        { paxId: 'ADT-1', flightKey: HAN_SGN, optionCode: 'PRIO' },
        { paxId: 'ADT-2', flightKey: HAN_SGN, optionCode: 'MEAL-CHK' },
      ],
    });
  });
});

describe('add-infant-vj', () => {
  it("checks add-infant's rules and sends the infant on the adult without one", () => {
    const { onSubmit } = renderPaidForm(AddInfantVjForm, { action: 'add-infant-vj' });
    type('Người lớn đi cùng em bé', 'ADT-2');
    type('Danh xưng', 'MISS');
    type('Họ', 'Trần');
    type('Tên đệm và tên', 'Bảo Ngọc');
    type('Ngày sinh', '01/01/2028');
    quote();
    expect(messageUnder('Ngày sinh')).toBe('Em bé phải dưới 2 tuổi vào ngày bay cuối');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Ngày sinh', '15/06/2030');
    quote();
    expect(onSubmit).toHaveBeenCalledWith({
      adultId: 'ADT-2',
      title: 'MISS',
      lastName: 'Trần',
      firstName: 'Bảo Ngọc',
      birthDate: '15/06/2030',
      expectedVersion: VERSION,
    });
  });
});

describe('refund-ticket', () => {
  it('refunds an infant with its adult, on the flights ticked, with the reason; a closed flight is disabled', async () => {
    const { onSubmit } = renderPaidForm(RefundTicketForm, {
      action: 'refund-ticket',
      server: { offers: () => paidOffers(CLOSED) },
    });
    const back = (await screen.findByRole('checkbox', {
      name: new RegExp(CLOSED.replace(/[()]/g, '\\$&')),
    })) as HTMLInputElement;
    expect(back.disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('checkbox', { name: /NGUYEN VAN DUC/ })[0]!);
    fireEvent.click(screen.getByRole('checkbox', { name: /^HAN → SGN/ }));
    type('Lý do hoàn', 'Khách đổi kế hoạch');
    expect(screen.getByText(/Hoàn bằng bảo lưu định danh \(credit shell\) — không cộng vào ký quỹ/)).toBeTruthy();
    quote();
    expect(onSubmit).toHaveBeenCalledWith({
      expectedVersion: VERSION,
      paxIds: ['ADT-1', 'INF-1'],
      flightKeys: [HAN_SGN],
      reason: 'Khách đổi kế hoạch',
    });
  });
});

describe('refund-ticket while a free void is possible', () => {
  const voidable = (voidUntil: string) =>
    detail({
      status: 'EXPORT',
      issuedAt: '2030-11-20T03:00:00.000Z',
      version: 5,
      voidUntil,
      allowedActions: ['void', 'refund'],
    });

  it('says first that a void is free until the window closes and links to it (decision 038)', async () => {
    renderPaidForm(RefundTicketForm, { action: 'refund-ticket', booking: voidable('2099-01-01T00:00:00.000Z') });
    const note = await screen.findByRole('status');
    expect(note.textContent).toMatch(/^Vé còn được hủy \(void\) miễn phí đến 01\/01\/2099/);
    expect(within(note).getByRole('link', { name: 'Void vé ở trang chi tiết' }).getAttribute('href')).toBe(
      `/booking/booking-detail/${BOOKING_ID}`,
    );
  });

  it('says nothing of a void once its window has closed', async () => {
    renderPaidForm(RefundTicketForm, { action: 'refund-ticket', booking: voidable('2020-01-01T00:00:00.000Z') });
    await screen.findByRole('checkbox', { name: /^HAN → SGN/ });
    expect(screen.queryByText(/miễn phí đến/)).toBeNull();
  });
});

describe('exchange-route', () => {
  const ndjson = (events: readonly object[]) =>
    new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''), {
      status: 200,
      headers: { 'Content-Type': 'application/x-ndjson', Version: SERVER_VERSION },
    });
  const search = (call: { url: string }) =>
    call.url.includes('/api/flights/search')
      ? ndjson(
          completeSearch([
            {
              system: '1A',
              offers: [
                offer({
                  system: '1A',
                  flight: 'VN215',
                  from: 'HAN',
                  to: 'SGN',
                  date: '2030-12-03',
                  depart: '10:00',
                  arrive: '12:10',
                  fares: [{ fareClass: 'Y', base: 2_000_000 }],
                }),
              ],
            },
          ]),
        )
      : undefined;

  it('searches a new date for the flight ticked and sends the fare chosen for that flight', async () => {
    const { onSubmit, calls } = renderPaidForm(ExchangeRouteForm, { action: 'exchange-route', handler: search });
    fireEvent.click(await screen.findByRole('checkbox', { name: /^HAN → SGN/ }));
    expect((field('Điểm đi') as HTMLInputElement).value).toBe('HAN');
    expect((field('Điểm đến') as HTMLInputElement).value).toBe('SGN');
    type('Ngày bay mới', '03/12/2030');
    fireEvent.click(screen.getByRole('button', { name: 'Tìm chuyến bay' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^VN 215 · 10:00 → 12:10 · Y/ }));
    const searched = calls.find((call) => call.url.includes('/api/flights/search'))!;
    expect(JSON.parse(String(searched.init.body))).toMatchObject({
      legs: [{ from: 'HAN', to: 'SGN', departDate: '2030-12-03' }],
      systems: ['1A'],
    });
    quote();
    expect(onSubmit).toHaveBeenCalledWith({
      expectedVersion: VERSION,
      flights: [
        {
          flightKey: HAN_SGN,
          to: {
            offerId: '1A:2030-12-03.HANSGN.VN215',
            fareClass: 'Y',
            leg: { from: 'HAN', to: 'SGN', departDate: '2030-12-03' },
          },
        },
      ],
    });
  });
});

describe('quote-best-price and process-price', () => {
  it('quote-best-price explains FXB and sends the version only', () => {
    const { onSubmit } = renderPaidForm(QuoteBestPriceForm, { action: 'quote-best-price' });
    expect(screen.getByText(/FXB/)).toBeTruthy();
    submit('Báo giá giá tốt nhất');
    expect(onSubmit).toHaveBeenCalledWith({ expectedVersion: VERSION });
  });

  it("process-price lists the booking's paid changes and credit shells, then quotes the balance", async () => {
    const { onSubmit } = renderPaidForm(ProcessPriceForm, {
      action: 'process-price',
      server: {
        list: () => ({
          changes: [paidChange({ status: 'SENT', documents: [] }), paidChange({ id: 'pc-0' })],
          credits: [
            {
              number: 'CS-0001',
              paxId: 'ADT-1',
              passengerName: 'NGUYEN VAN DUC',
              amount: 2_300_000,
              expiresAt: '2031-11-24T00:00:00.000Z',
            },
          ],
        }),
      },
    });
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Thao tácNgàyTổngChứng từTrạng thái',
      'Mua thêm hành lý24/11/2030 10:05Tổng phải trả: 880.000 ₫—Đang chờ hãng',
      'Mua thêm hành lý24/11/2030 10:05Tổng phải trả: 880.000 ₫' +
        'EMD 7382400000011 · NGUYEN VAN DUC · 350.000 ₫EMD 7382400000012 · TRAN THI HOA · 480.000 ₫Hoàn tất',
    ]);
    expect(screen.getByText('CS-0001 · NGUYEN VAN DUC · 2.300.000 ₫ · hết hạn 24/11/2031')).toBeTruthy();
    submit('Báo giá chênh lệch');
    expect(onSubmit).toHaveBeenCalledWith({ expectedVersion: VERSION });
  });
});
