// /booking/reservation-status: held PNRs by time limit with live countdowns (red under 15 minutes, "expired" at zero until
// the next refresh), issues awaiting reconciliation, voids and refunds awaiting reconciliation, and the refresh every 30 s.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { TBookingSummary } from '@portal/contracts';
import { countdownParts, timeLimitState } from '../src/components/booking/time-limit';
import { WATCH_TABLE_FITS_WIDTH } from '../src/features/reservation-status/components/WatchTable';
import { listCalls, page, pathOf, queryOf, summary } from './booking-list-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function answering(lists: {
  holds: () => TBookingSummary[];
  issuing?: () => TBookingSummary[];
  voidsRefunds?: () => TBookingSummary[];
}) {
  return (call: StubCall): Response => {
    if (pathOf(call) !== '/api/bookings') return jsonResponse(200, {});
    const query = queryOf(call);
    const rows =
      query.status === 'HOLD'
        ? lists.holds()
        : query.status === 'ISSUING'
          ? (lists.issuing?.() ?? [])
          : query.pendingAction === 'any'
            ? (lists.voidsRefunds?.() ?? [])
            : [];
    return jsonResponse(200, page(rows, rows.length, 200));
  };
}

const holdsTable = () => screen.getByRole('table', { name: 'Giữ chỗ sắp hết hạn' });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = (table: HTMLElement, pnr: string) =>
  rowsOf(table).find((row) => within(row).queryByRole('link', { name: pnr }))!;

describe('the reservation status page', () => {
  it('asks for the holds by time limit, the issues and the voids and refunds awaiting reconciliation', async () => {
    const { calls } = renderApp('/booking/reservation-status', {
      session: loginAs('agent_f2'),
      handler: answering({ holds: () => [] }),
    });
    expect(await screen.findByText('Không có đặt chỗ nào đang giữ')).toBeTruthy();
    expect(await screen.findByText('Không có vé nào chờ đối soát')).toBeTruthy();
    expect(await screen.findByText('Không có yêu cầu hủy/hoàn vé nào chờ đối soát')).toBeTruthy();
    expect(listCalls(calls).map(queryOf)).toEqual([
      { status: 'HOLD', sort: 'timeLimit', order: 'asc', limit: '200' },
      { status: 'ISSUING', sort: 'createdAt', order: 'asc', limit: '200' },
      { pendingAction: 'any', sort: 'createdAt', order: 'asc', limit: '200' },
    ]);
  });

  it('counts down to each time limit, red under 15 minutes', async () => {
    const holds = [
      summary(1, { pnr: 'SOON01', timeLimit: inMinutes(5) }),
      summary(2, { pnr: 'LATE02', timeLimit: inMinutes(125) }),
      summary(3, { pnr: 'DAYS03', timeLimit: inMinutes(2 * 24 * 60 + 30) }),
    ];
    renderApp('/booking/reservation-status', {
      session: loginAs('admin_f1'),
      handler: answering({ holds: () => holds }),
    });
    await waitFor(() => expect(rowsOf(holdsTable())).toHaveLength(3));

    const soon = within(rowOf(holdsTable(), 'SOON01')).getByRole('timer');
    expect(soon.textContent).toMatch(/^00:0(4:5\d|5:00)$/);
    expect(soon.getAttribute('data-state')).toBe('urgent');
    expect(getComputedStyle(soon).color).toBe('rgb(211, 47, 47)');
    expect(rowOf(holdsTable(), 'SOON01').getAttribute('data-state')).toBe('urgent');

    const late = within(rowOf(holdsTable(), 'LATE02')).getByRole('timer');
    expect(late.textContent).toMatch(/^02:0(4:5\d|5:00)$/);
    expect(late.getAttribute('data-state')).toBe('normal');
    expect(getComputedStyle(late).color).not.toBe('rgb(211, 47, 47)');
    expect(within(rowOf(holdsTable(), 'DAYS03')).getByRole('timer').textContent).toMatch(/^2 ngày 00:(29:5\d|30:00)$/);

    expect(screen.getByText('3 giữ chỗ: 1 còn dưới 15 phút, 0 đã hết hạn')).toBeTruthy();
    // The seconds tick.
    const before = soon.textContent;
    await waitFor(() => expect(soon.textContent).not.toBe(before), { timeout: 2500 });
  });

  it('shows a hold whose countdown reaches zero as expired until the next refresh, 30 s later, drops it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let holds = [
      summary(1, { pnr: 'GONE01', timeLimit: new Date(Date.now() + 1500).toISOString() }),
      summary(2, { pnr: 'STAY02', timeLimit: inMinutes(40) }),
    ];
    const { calls } = renderApp('/booking/reservation-status', {
      session: loginAs('admin_f1'),
      handler: answering({ holds: () => holds }),
    });
    await waitFor(() => expect(rowsOf(holdsTable())).toHaveLength(2));
    expect(within(rowOf(holdsTable(), 'GONE01')).getByRole('timer').getAttribute('data-state')).toBe('urgent');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    const gone = within(rowOf(holdsTable(), 'GONE01')).getByRole('timer');
    expect(gone.textContent).toBe('Đã hết hạn');
    expect(gone.getAttribute('data-state')).toBe('expired');
    expect(screen.getByText('2 giữ chỗ: 0 còn dưới 15 phút, 1 đã hết hạn')).toBeTruthy();
    const asked = listCalls(calls).length;

    // The expiry job cancelled it meanwhile: the refresh 30 s after the first answer no longer lists it.
    holds = [holds[1]!];
    await act(() => vi.advanceTimersByTimeAsync(28_500));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(asked + 2));
    expect(
      listCalls(calls)
        .slice(asked)
        .map((call) => queryOf(call).status ?? queryOf(call).pendingAction)
        .sort(),
    ).toEqual(['HOLD', 'ISSUING', 'any']);
    await waitFor(() => expect(rowsOf(holdsTable())).toHaveLength(1));
    expect(within(holdsTable()).queryByRole('link', { name: 'GONE01' })).toBeNull();
  });

  it('lists the issues awaiting reconciliation with their waiting time and last error', async () => {
    const issuing = [
      summary(7, {
        pnr: 'ISSU07',
        status: 'ISSUING',
        updatedAt: '2030-11-20T02:45:00.000Z',
        timeLimit: inMinutes(50),
        lastError: 'Hãng không phản hồi khi xuất vé',
      }),
    ];
    renderApp('/booking/reservation-status', {
      session: loginAs('admin_f1'),
      handler: answering({ holds: () => [], issuing: () => issuing }),
    });
    const table = await screen.findByRole('table', { name: 'Xuất vé chờ đối soát' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    const [row] = rowsOf(table);
    expect(within(row!).getByRole('link', { name: 'ISSU07' }).getAttribute('href')).toBe(
      `/booking/booking-detail/${issuing[0]!.id}`,
    );
    expect(within(row!).getByText('20/11/2030 09:45')).toBeTruthy();
    expect(within(row!).getByText('Hãng không phản hồi khi xuất vé')).toBeTruthy();
    expect(within(row!).getByRole('timer').getAttribute('data-state')).toBe('normal');
    expect(screen.getByText('1 đặt chỗ đang chờ hãng xác nhận kết quả xuất vé')).toBeTruthy();
  });

  it('lists the voids and refunds awaiting reconciliation with what was asked, without a time limit countdown', async () => {
    const pending = [
      summary(8, {
        pnr: 'VOID08',
        status: 'EXPORT',
        pendingAction: 'void',
        updatedAt: '2030-11-20T03:00:00.000Z',
        timeLimit: '2030-11-20T01:00:00.000Z',
        lastError: 'VN did not answer within 8000 ms',
      }),
      summary(9, { pnr: 'RFND09', status: 'EXPORT', pendingAction: 'refund', lastError: null }),
    ];
    renderApp('/booking/reservation-status', {
      session: loginAs('admin_f1'),
      handler: answering({ holds: () => [], voidsRefunds: () => pending }),
    });
    const table = await screen.findByRole('table', { name: 'Hủy/hoàn vé chờ đối soát' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    const voidRow = rowOf(table, 'VOID08');
    expect(within(voidRow).getByText('Hủy vé (void)')).toBeTruthy();
    expect(within(voidRow).getByText('20/11/2030 10:00')).toBeTruthy();
    expect(within(voidRow).getByText('VN did not answer within 8000 ms')).toBeTruthy();
    // A ticketed booking's time limit is history: no countdown, no red row.
    expect(within(table).queryByRole('timer')).toBeNull();
    expect(within(table).queryByText('Hạn giữ chỗ')).toBeNull();
    expect(voidRow.getAttribute('data-state')).toBe('normal');
    expect(within(rowOf(table, 'RFND09')).getByText('Hoàn vé')).toBeTruthy();
    expect(
      screen.getByText(
        '2 vé đã gửi hủy (void) hoặc hoàn nhưng hãng chưa trả lời; hệ thống tự đối soát và hoàn tiền vào ký quỹ',
      ),
    ).toBeTruthy();
  });
});

describe('the tables fit a 1440 px screen', () => {
  it('shares columns so even the widest table needs no more room than the shell leaves at 1440 px', async () => {
    const row = (index: number, overrides: Partial<TBookingSummary>) =>
      summary(index, { lastError: 'Hãng không phản hồi khi xuất vé', ...overrides });
    renderApp('/booking/reservation-status', {
      session: loginAs('admin_f1'),
      handler: answering({
        holds: () => [row(1, { timeLimit: inMinutes(30) })],
        issuing: () => [row(2, { status: 'ISSUING', timeLimit: inMinutes(30) })],
        voidsRefunds: () => [row(3, { status: 'EXPORT', pendingAction: 'void' })],
      }),
    });
    for (const name of ['Giữ chỗ sắp hết hạn', 'Xuất vé chờ đối soát', 'Hủy/hoàn vé chờ đối soát']) {
      const table = await screen.findByRole('table', { name });
      await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
      const minWidth = Number.parseFloat(getComputedStyle(table).minWidth);
      expect(minWidth, name).toBeGreaterThan(0);
      expect(minWidth, name).toBeLessThanOrEqual(WATCH_TABLE_FITS_WIDTH);
      // The time limit sits under the countdown and the departure under the route, not in columns of their own.
      expect(within(table).getAllByRole('columnheader').length, name).toBeLessThanOrEqual(8);
    }
    const hold = rowsOf(screen.getByRole('table', { name: 'Giữ chỗ sắp hết hạn' }))[0]!;
    expect(within(hold).getByText('01/12/2030 08:00')).toBeTruthy();
  });
});

describe('the countdown arithmetic', () => {
  it('rounds down to the second, names whole days, and turns urgent under 15 minutes and expired at zero', () => {
    expect(countdownParts(15 * 60_000 - 1)).toEqual({ days: 0, clock: '00:14:59' });
    expect(countdownParts(26 * 3_600_000 + 61_500)).toEqual({ days: 1, clock: '02:01:01' });
    expect(countdownParts(-5_000)).toEqual({ days: 0, clock: '00:00:00' });
    expect(timeLimitState(15 * 60_000)).toBe('normal');
    expect(timeLimitState(15 * 60_000 - 1)).toBe('urgent');
    expect(timeLimitState(1)).toBe('urgent');
    expect(timeLimitState(0)).toBe('expired');
  });
});
