// booking/train/confirm-passenger-info: the review with each passenger's price and the issue fee, then the hold: the
// exact body with an Idempotency-Key, 409 priceChanged accepted with the new total, a 400 sent back to its field, a
// retry after no answer with the same key, and success clearing the draft's locks and opening the booking.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyBuyer, emptyPassenger } from '../src/features/train-booking/model/passenger-rules';
import { readPassengerState, updatePassengerState } from '../src/features/train-booking/model/passenger-store';
import { readTrainDraft } from '../src/lib/train/train-draft';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { BOOKING_ID, bookingOf, draftWith, forgetTrainState, lockOf } from './train-booking-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  forgetTrainState();
});

const PATH = '/booking/train/confirm-passenger-info';
const ISSUE_FEE = 30_000;
/** A child's ticket pays its own (CHD) fee, here lower than an adult's. */
const CHILD_ISSUE_FEE = 20_000;

/** An adult on T-A with an infant, a child of 7 on T-B with T-A, and a buyer asking for an invoice. */
function fillPassengers() {
  draftWith([lockOf({ ticketId: 'T-A' }), lockOf({ ticketId: 'T-B', number: '13' })]);
  updatePassengerState(() => ({
    passengers: {
      'T-A': {
        ...emptyPassenger(),
        fullName: ' Nguyễn Văn An ',
        idNumber: '001099012345',
        infant: { fullName: 'Nguyễn Nhỏ', birthDate: '01/01/2023' },
      },
      'T-B': {
        ...emptyPassenger(),
        fullName: 'Nguyễn Bé',
        idNumber: '0123456789',
        passengerType: 2,
        birthDate: '01/03/2019',
        adultTicketId: 'T-A',
      },
    },
    buyer: {
      ...emptyBuyer(),
      fullName: 'Nguyễn Văn An',
      email: 'an@example.vn',
      mobile: '0901 234 567',
      company: 'Công ty Sao Mai',
      taxCode: '0101234567',
    },
    serverProblems: {},
  }));
}

const EXPECTED_BODY = {
  passengers: [
    { ticketId: 'T-A', fullName: 'Nguyễn Văn An', idNumber: '001099012345', passengerType: 1 },
    {
      ticketId: 'T-B',
      fullName: 'Nguyễn Bé',
      idNumber: '0123456789',
      passengerType: 2,
      birthDate: '2019-03-01',
      adultTicketId: 'T-A',
    },
  ],
  infants: [{ fullName: 'Nguyễn Nhỏ', birthDate: '2023-01-01', adultTicketId: 'T-A' }],
  buyer: {
    fullName: 'Nguyễn Văn An',
    email: 'an@example.vn',
    mobile: '0901234567',
    company: 'Công ty Sao Mai',
    taxCode: '0101234567',
  },
  // 1,000,000 + 755,000, an adult's issue fee of 30,000 and a child's of 20,000.
  acceptedTotal: 1_805_000,
};

function renderConfirm(hold: (call: StubCall, attempt: number) => Response) {
  let attempts = 0;
  return renderApp(PATH, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      if (call.url === '/api/trains/search')
        return jsonResponse(200, {
          departure: [],
          return: null,
          issueFeePerTicket: ISSUE_FEE,
          issueFeePerChildTicket: CHILD_ISSUE_FEE,
        });
      if (call.url === '/api/trains/bookings') {
        attempts += 1;
        return hold(call, attempts);
      }
      if (call.url.startsWith(`/api/trains/bookings/${BOOKING_ID}`)) return jsonResponse(200, bookingOf());
      return jsonResponse(200, {});
    },
  });
}

/** The hold button once the issue fee is known (disabled while the search answering it loads). */
async function holdButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Đặt giữ chỗ' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

const holdCalls = (calls: StubCall[]) => calls.filter((call) => call.url === '/api/trains/bookings');
const bodyOf = (call: StubCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;

describe('the confirm page', () => {
  it('reviews each passenger with the price and fee, posts the exact body once with a key, then opens the booking', async () => {
    fillPassengers();
    const { calls, router } = renderConfirm(() => jsonResponse(201, bookingOf()));

    const departure = await screen.findByRole('region', { name: 'Chiều đi: tàu SE1 HNO → DNA' });
    const rows = within(within(departure).getByRole('table')).getAllByRole('row');
    await waitFor(() => expect(rows[2]!.textContent).toContain('20.000 ₫'));
    expect(rows[1]!.textContent).toContain('kèm trẻ em: Nguyễn Nhỏ');
    expect(rows[1]!.textContent).toContain('30.000 ₫');
    expect(rows[2]!.textContent).toContain('Trẻ em 6 – dưới 10 tuổi (75 %)1.000.000 ₫245.000 ₫755.000 ₫20.000 ₫');
    expect(screen.getByLabelText('Tổng cộng').textContent).toBe('1.805.000 ₫');
    expect(bodyOf(calls.find((call) => call.url === '/api/trains/search'))).toEqual({
      from: 'HNO',
      to: 'DNA',
      departDate: '2026-12-20',
    });

    fireEvent.click(await holdButton());
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${BOOKING_ID}`));
    expect(router.state.location.pathname).toBe('/booking/train/complete');
    const [hold] = holdCalls(calls);
    expect(bodyOf(hold)).toEqual(EXPECTED_BODY);
    expect(hold?.init.method).toBe('POST');
    expect(hold?.headers['Idempotency-Key']).toMatch(/^train-hold:[0-9a-f-]{36}$/);
    // The locks are the booking's now; the draft keeps its id, the typed passengers are gone.
    expect(readTrainDraft()).toMatchObject({ departure: { locks: [] }, return: { locks: [] }, bookingId: BOOKING_ID });
    expect(readPassengerState().passengers).toEqual({});
  });

  it('sends the same key again after no answer, and a new one with the new total after 409 priceChanged', async () => {
    fillPassengers();
    const { calls, router } = renderConfirm((_call, attempt) => {
      if (attempt === 1) return jsonResponse(503, { code: 1, message: 'Máy chủ bận' });
      if (attempt === 2)
        return jsonResponse(409, {
          code: 44,
          message: 'Giá đã thay đổi',
          details: { reason: 'priceChanged', oldTotal: 1_805_000, newTotal: 1_875_000 },
        });
      return jsonResponse(201, bookingOf());
    });
    fireEvent.click(await holdButton());
    expect(await screen.findByText(/^Chưa nhận được kết quả giữ chỗ/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Đặt giữ chỗ' }));
    expect(await screen.findByText('Giá đã thay đổi: tổng mới là 1.875.000 ₫.')).toBeTruthy();
    expect(holdCalls(calls)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Đồng ý giá mới và giữ chỗ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/train/complete'));
    const [first, second, third] = holdCalls(calls);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(third?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
    expect(bodyOf(third)).toEqual({ ...EXPECTED_BODY, acceptedTotal: 1_875_000 });
  });

  it('keeps the seats and says why when the railway refuses the hold, and tries again with a new key', async () => {
    fillPassengers();
    const { calls, router } = renderConfirm((_call, attempt) =>
      jsonResponse(
        201,
        attempt === 1
          ? bookingOf({ status: 'FAILED', bookingCode: null, lastError: 'SEAT_TAKEN: chỗ đã bán', allowedActions: [] })
          : bookingOf(),
      ),
    );
    fireEvent.click(await holdButton());
    expect(
      await screen.findByText(
        'Đường sắt không giữ được chỗ: SEAT_TAKEN: chỗ đã bán. Các chỗ vẫn đang được giữ cho bạn; bạn có thể thử lại hoặc chọn chỗ khác.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
    expect(readTrainDraft().departure.locks.map((lock) => lock.ticketId)).toEqual(['T-A', 'T-B']);

    fireEvent.click(await holdButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/train/complete'));
    const [first, second] = holdCalls(calls);
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('sends a 400 back to the passenger page, under the field it names', async () => {
    fillPassengers();
    const { router } = renderConfirm(() =>
      jsonResponse(400, {
        code: 2,
        message: 'Dữ liệu không hợp lệ',
        details: {
          fields: [
            { field: 'passengers.1.idNumber', message: 'Số giấy tờ không hợp lệ với đường sắt' },
            { field: 'infants.0.birthDate', message: 'Trẻ phải dưới 6 tuổi' },
          ],
        },
      }),
    );
    fireEvent.click(await holdButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/train/passenger-info'));
    const second = await screen.findByRole('region', { name: /^Hành khách 2/ });
    const id = within(second).getByRole('textbox', { name: /^Số CCCD/ });
    expect(document.getElementById(id.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Số giấy tờ không hợp lệ với đường sắt',
    );
    const infant = within(screen.getByRole('region', { name: /^Hành khách 1/ })).getByRole('group', {
      name: 'Trẻ dưới 6 tuổi ngồi chung',
    });
    expect(within(infant).getByText('Trẻ phải dưới 6 tuổi')).toBeTruthy();
    // Changing the field clears the server's word on it.
    fireEvent.change(id, { target: { value: '0123456780' } });
    expect(within(second).queryByText('Số giấy tờ không hợp lệ với đường sắt')).toBeNull();
  });
});
