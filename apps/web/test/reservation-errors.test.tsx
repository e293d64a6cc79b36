// The reservation error log screen: rows with user, system, action, PNR and message; filters sent to the API; server pages; CSV.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  TListReservationErrorsResponse,
  TReservationError,
  TReservationErrorScopeResponse,
} from '@portal/contracts';
import { loginAs } from './support/fixtures';
import { logScreenServer, queriesOf, type StubCall } from './support/fetch-stub';
import { expectServerPaging, refuseBadDayThenTypeRange } from './support/log-screen-steps';
import { renderApp } from './support/render-app';
import { bodyCellTexts } from './support/table-text';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const F1 = { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' };
const F2 = { id: 'agency-f2', code: 'DN002', name: 'Đại lý Đà Nẵng' };

const row = (overrides: Partial<TReservationError>): TReservationError => ({
  id: 1,
  occurredAt: '2026-03-05T03:15:00.000Z',
  agency: F1,
  user: { id: 'u-agent', username: 'f1.agent', fullName: 'Đỗ Hoàng Nam' },
  system: '1A',
  action: 'search',
  pnr: null,
  message: 'no answer within 8000 ms',
  ...overrides,
});

const ROWS = [
  row({}),
  row({
    id: 2,
    occurredAt: '2026-03-04T03:00:00.000Z',
    system: 'VN',
    action: 'hold',
    pnr: 'ABC123',
    message: 'HTTP 502: seat not available',
    agency: F2,
    user: null,
  }),
];

type Answers = { page?: Partial<TListReservationErrorsResponse>; scope?: TReservationErrorScopeResponse };

function logServer(answers: Answers = {}) {
  const scope = answers.scope ?? {
    agencies: [{ ...F1, isOwn: true }],
    users: [{ id: 'u-agent', username: 'f1.agent', fullName: 'Đỗ Hoàng Nam', agencyId: F1.id }],
  };
  return logScreenServer({ path: '/api/reservation-errors', scope, rows: ROWS, page: answers.page });
}

const listCalls = (calls: StubCall[]) => queriesOf(calls, (url) => /\/api\/reservation-errors(\?|$)/.test(url));

describe('/system/log-reservation-error', () => {
  it("shows an agent its agency's failed calls, newest first, with Vietnamese action names", async () => {
    renderApp('/system/log-reservation-error', { session: loginAs('agent_f2'), handler: logServer() });

    const table = await screen.findByRole('table', { name: 'Nhật ký lỗi đặt chỗ' });
    await within(table).findByText('ABC123');
    const cells = bodyCellTexts(table);
    expect(cells).toEqual([
      [
        expect.stringMatching(/^05\/03\/2026 10:15/),
        'f1.agent – Đỗ Hoàng Nam',
        '1A',
        'Tìm chuyến bay',
        '',
        'no answer within 8000 ms',
      ],
      [expect.stringMatching(/^04\/03\/2026 10:00/), '', 'VN', 'Giữ chỗ', 'ABC123', 'HTTP 502: seat not available'],
    ]);
    expect(screen.queryByRole('columnheader', { name: 'Đại lý' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Xuất CSV' })).toBeTruthy();
  });

  it('shows the agency column and filter when the scope holds sub-agencies', async () => {
    const scope = {
      agencies: [
        { ...F1, isOwn: true },
        { ...F2, isOwn: false },
      ],
      users: [],
    };
    renderApp('/system/log-reservation-error', { session: loginAs('admin_f1'), handler: logServer({ scope }) });
    expect(await screen.findByRole('columnheader', { name: 'Đại lý' })).toBeTruthy();
    const filters = screen.getByRole('form', { name: 'Bộ lọc nhật ký lỗi' });
    expect(within(filters).getByRole('combobox', { name: 'Đại lý' })).toBeTruthy();
  });

  it('sends the filters as the API reads them, and refuses a bad day before asking', async () => {
    const { calls } = renderApp('/system/log-reservation-error', {
      session: loginAs('agent_f2'),
      handler: logServer(),
    });
    const filters = within(await screen.findByRole('form', { name: 'Bộ lọc nhật ký lỗi' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]).toEqual({ limit: '200', offset: '0' });

    await refuseBadDayThenTypeRange(filters, () => listCalls(calls));
    fireEvent.mouseDown(filters.getByRole('combobox', { name: 'Hệ thống' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '1A' }));
    fireEvent.mouseDown(filters.getByRole('combobox', { name: 'Thao tác' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Xuất vé' }));
    fireEvent.mouseDown(filters.getByRole('combobox', { name: 'Người dùng' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'f1.agent – Đỗ Hoàng Nam' }),
    );
    fireEvent.click(filters.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
      system: '1A',
      action: 'issue',
      userId: 'u-agent',
      limit: '200',
      offset: '0',
    });
  });

  it('pages through the server when there are more rows than one page', async () => {
    const { calls } = renderApp('/system/log-reservation-error', {
      session: loginAs('agent_f2'),
      handler: logServer({ page: { total: 450 } }),
    });
    await expectServerPaging(() => listCalls(calls));
  });
});
