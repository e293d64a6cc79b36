// The detail page's money actions: issue (one Idempotency-Key, the PIN step-up and its retry, ISSUING when the supplier
// does not answer), void within the window, and refund as a link to the refund-ticket page (no dialog here).
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBookingDetail } from '@portal/contracts';
import { AGENT, BOOKING_ID, detail, pathOf } from './booking-list-fixtures';
import { paidServer } from './booking-paid-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const DETAIL_PATH = `/booking/booking-detail/${BOOKING_ID}`;
const API_PATH = `/api/bookings/${BOOKING_ID}`;
const STEP_UP = {
  code: 120,
  message: 'Vui lòng nhập mã PIN để xác nhận thao tác này',
  details: { salt: 'salt-1', expiresAt: '2030-01-01T00:00:00.000Z', reason: 'missing' },
};

const withTickets = (booking: TBookingDetail): TBookingDetail => ({
  ...booking,
  passengers: booking.passengers.map((passenger, index) => ({
    ...passenger,
    ticketNumber: `738210000000${index + 1}`,
  })),
});
const ISSUED = withTickets(
  detail({
    status: 'EXPORT',
    issuedAt: '2030-11-21T01:00:00.000Z',
    voidUntil: '2030-11-21T16:59:00.000Z',
    allowedActions: ['void', 'refund'],
    events: [
      ...detail().events,
      {
        id: 3,
        action: 'issued',
        fromStatus: 'ISSUING',
        toStatus: 'EXPORT',
        actor: AGENT,
        occurredAt: '2030-11-21T01:00:00.000Z',
        details: {
          pnr: 'KX7Q2M',
          tickets: [{ paxId: 'ADT-1', number: '7382100000001' }],
          amount: 5_870_000,
          idempotencyKey: 'issue:x',
        },
      },
    ],
  }),
);

/** The detail answers `state.current`; an action's handler may change it, as the API would. */
function answering(state: { current: TBookingDetail }, actions: (call: StubCall) => Response | undefined) {
  return (call: StubCall): Response => {
    const answer = actions(call);
    if (answer) return answer;
    if (pathOf(call) === API_PATH) return jsonResponse(200, state.current);
    return jsonResponse(200, {});
  };
}

const bodyOf = (call: StubCall) => JSON.parse(String(call.init.body)) as unknown;
const callsTo = (calls: StubCall[], path: string) => calls.filter((call) => pathOf(call) === path);

describe('issuing', () => {
  it('asks for the PIN when the server wants it, retries with the same Idempotency-Key, and shows the tickets', async () => {
    const state = { current: detail({ allowedActions: ['issue', 'cancel'] }) };
    const { calls } = renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(state, (call) => {
        if (pathOf(call) === '/api/pin-code/verify')
          return jsonResponse(200, { stepUpToken: 'token-ok', expiresAt: '2030-01-01T00:05:00.000Z' });
        if (pathOf(call) !== `${API_PATH}/issue`) return undefined;
        if (call.headers['X-Step-Up'] !== 'token-ok') return jsonResponse(403, STEP_UP);
        state.current = ISSUED;
        return jsonResponse(200, ISSUED);
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xuất vé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất vé KX7Q2M' });
    expect(
      within(dialog).getByText('Xuất vé cho 3 hành khách của KX7Q2M: 5.870.000 ₫ sẽ được trừ từ ký quỹ của đại lý.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận xuất vé' }));

    const pin = await screen.findByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
    fireEvent.change(within(pin).getByLabelText(/^Mã PIN/), { target: { value: '493817' } });
    fireEvent.click(within(pin).getByRole('button', { name: 'Xác nhận' }));

    expect(await screen.findByText('Đã xuất vé KX7Q2M')).toBeTruthy();
    const issues = callsTo(calls, `${API_PATH}/issue`);
    expect(issues.map((call) => call.headers['X-Step-Up'])).toEqual([undefined, 'token-ok']);
    const [first, retry] = issues.map((call) => call.headers['Idempotency-Key']);
    expect(first).toMatch(/^issue:[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    // The total the agent confirmed goes with the request (the server refuses a booking whose total changed).
    expect(
      issues.every(
        (call) =>
          call.init.method === 'POST' &&
          JSON.stringify(bodyOf(call)) === JSON.stringify({ acceptedTotal: detail().fareData.totalAmount }),
      ),
    ).toBe(true);

    const passengers = await screen.findByRole('table', { name: 'Danh sách hành khách' });
    await waitFor(() => expect(within(passengers).getByText('7382100000001')).toBeTruthy());
    expect(screen.getByRole('region', { name: 'Thông tin đặt chỗ' }).textContent).toContain('Đã xuất vé');
    const history = screen.getByRole('table', { name: 'Lịch sử thay đổi' });
    expect(within(history).getByText(/^Số vé: .*\(ADT-1\) 7382100000001$/)).toBeTruthy();
    expect(within(history).getByText('Trừ ký quỹ: 5.870.000 ₫')).toBeTruthy();
    expect(within(history).queryByText(/issue:x/)).toBeNull();
    const actions = screen.getByRole('group', { name: 'Thao tác với đặt chỗ' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Void vé', 'In']);
    expect(within(actions).getByRole('link', { name: 'Hoàn vé' })).toBeTruthy();
  });

  it('says the booking waits for reconciliation when the supplier has not answered (202 ISSUING)', async () => {
    const pending = detail({ status: 'ISSUING', allowedActions: [], lastError: 'Hãng không phản hồi khi xuất vé' });
    const state = { current: detail({ allowedActions: ['issue'] }) };
    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(state, (call) => {
        if (pathOf(call) !== `${API_PATH}/issue`) return undefined;
        state.current = pending;
        return jsonResponse(202, pending);
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xuất vé' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Xuất vé KX7Q2M' })).getByRole('button', {
        name: 'Xác nhận xuất vé',
      }),
    );
    expect(
      await screen.findByText(
        'Hãng chưa xác nhận kết quả xuất vé KX7Q2M: đặt chỗ đang chờ đối soát, tiền được tạm giữ',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Lỗi gần nhất từ hãng: Hãng không phản hồi khi xuất vé')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thông tin đặt chỗ' }).textContent).toContain('Đang xuất vé');
  });

  it('reads an issue awaiting reconciliation again every 10 s until it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const state = { current: detail({ status: 'ISSUING', allowedActions: [] }) };
      const { calls } = renderApp(DETAIL_PATH, {
        session: loginAs('admin_f1'),
        handler: answering(state, () => undefined),
      });
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Thông tin đặt chỗ' }).textContent).toContain('Đang xuất vé'),
      );
      const reads = callsTo(calls, API_PATH).length;
      state.current = ISSUED;
      await act(() => vi.advanceTimersByTimeAsync(10_500));
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Thông tin đặt chỗ' }).textContent).toContain('Đã xuất vé'),
      );
      expect(callsTo(calls, API_PATH)).toHaveLength(reads + 1);
      // Settled: no more reads.
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(callsTo(calls, API_PATH)).toHaveLength(reads + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the dialog open with the refusal (not enough deposit) and sends again under the same key', async () => {
    const state = { current: detail({ allowedActions: ['issue'] }) };
    const { calls } = renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(state, (call) =>
        pathOf(call) === `${API_PATH}/issue`
          ? jsonResponse(422, { code: 60, message: 'Số dư ký quỹ không đủ', details: { agencyId: 'agency-f1' } })
          : undefined,
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xuất vé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất vé KX7Q2M' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận xuất vé' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Số dư ký quỹ không đủ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận xuất vé' }));
    await waitFor(() => expect(callsTo(calls, `${API_PATH}/issue`)).toHaveLength(2));
    const keys = callsTo(calls, `${API_PATH}/issue`).map((call) => call.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('voiding', () => {
  it('shows the void window, sends the reason and shows the voided booking', async () => {
    const voided = withTickets(detail({ status: 'VOID', closedAt: '2030-11-21T02:00:00.000Z', allowedActions: [] }));
    const state = { current: ISSUED };
    const { calls } = renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering(state, (call) => {
        if (pathOf(call) !== `${API_PATH}/void`) return undefined;
        state.current = voided;
        return jsonResponse(200, voided);
      }),
    });
    expect(await screen.findByText('Hạn void')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Void vé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void vé KX7Q2M' });
    expect(
      within(dialog).getByText('Void toàn bộ vé của KX7Q2M? 5.870.000 ₫ sẽ được hoàn vào ký quỹ của đại lý.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Hạn void: 21/11/2030 23:59')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lý do (không bắt buộc)' }), {
      target: { value: 'Khách đổi ý' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận void' }));
    expect(await screen.findByText('Đã void vé KX7Q2M')).toBeTruthy();
    expect(bodyOf(callsTo(calls, `${API_PATH}/void`)[0]!)).toEqual({ reason: 'Khách đổi ý' });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Thông tin đặt chỗ' }).textContent).toContain('Đã hủy vé (void)'),
    );
    expect(screen.queryByRole('button', { name: 'Void vé' })).toBeNull();
  });
});

describe('refunding', () => {
  const REFUND_PAGE = `/booking/edit/refund-ticket/${BOOKING_ID}`;
  /** Past the void window: a refund is the only way back. */
  const VOID_CLOSED: TBookingDetail = { ...ISSUED, voidUntil: '2020-01-01T16:59:00.000Z', allowedActions: ['refund'] };
  const actionsGroup = () => screen.findByRole('group', { name: 'Thao tác với đặt chỗ' });

  it('links to the refund-ticket page, which opens there: no dialog and no refund quote on the detail', async () => {
    const { calls, router } = renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: paidServer({ booking: () => VOID_CLOSED }),
    });
    const link = within(await actionsGroup()).getByRole('link', { name: 'Hoàn vé' });
    expect(link.getAttribute('href')).toBe(REFUND_PAGE);
    expect(within(await actionsGroup()).queryByRole('button', { name: 'Hoàn vé' })).toBeNull();

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(REFUND_PAGE));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoàn vé' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => /\/refund(-quote)?$/.test(pathOf(call)))).toHaveLength(0);
  });

  it('shows the link beside the void while the void window is open, in the order of the actions', async () => {
    renderApp(DETAIL_PATH, { session: loginAs('admin_f1'), handler: answering({ current: ISSUED }, () => undefined) });
    const group = await actionsGroup();
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Void vé', 'In']);
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Hoàn vé', REFUND_PAGE],
      ['Sửa đặt chỗ', `/booking/edit?id=${BOOKING_ID}`],
      ['Mặt vé / gửi email', `/booking/print-ticket?id=${BOOKING_ID}`],
    ]);
  });

  it('hides it when the user may not make paid changes, even though the server allows a refund', async () => {
    const session = loginAs('admin_f1');
    renderApp(DETAIL_PATH, {
      session: { ...session, permissions: session.permissions.filter((code) => code !== 'EXPORT_TICKET') },
      handler: answering({ current: VOID_CLOSED }, () => undefined),
    });
    const group = await actionsGroup();
    expect(within(group).queryByRole('link', { name: 'Hoàn vé' })).toBeNull();
    expect(within(group).queryByRole('button', { name: 'Hoàn vé' })).toBeNull();
  });

  it('hides it when the server does not allow a refund, even though the paid page is open to the user', async () => {
    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering({ current: { ...VOID_CLOSED, allowedActions: [] } }, () => undefined),
    });
    const group = await actionsGroup();
    // The ticketed booking's other links are there: the page has loaded, only the refund is missing.
    expect(within(group).getByRole('link', { name: 'Mặt vé / gửi email' })).toBeTruthy();
    expect(within(group).queryByRole('link', { name: 'Hoàn vé' })).toBeNull();
  });

  it("hides it on another agency's booking (the paid page is the own agency's only)", async () => {
    renderApp(DETAIL_PATH, {
      session: loginAs('admin_f1'),
      handler: answering({ current: { ...VOID_CLOSED, isOwnAgency: false } }, () => undefined),
    });
    const group = await actionsGroup();
    expect(within(group).getByRole('link', { name: 'Mặt vé / gửi email' })).toBeTruthy();
    expect(within(group).queryByRole('link', { name: 'Hoàn vé' })).toBeNull();
  });
});
