// /accounting/view-deposit: the sub-agencies' deposits at a glance, each row linking to that agency's statement.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSubAgencyDepositsResponse } from '@portal/contracts';
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
});

const deposits: TSubAgencyDepositsResponse = {
  items: [
    {
      agencyId: 'agency-f2',
      code: 'DN002',
      name: 'Đại lý Đà Nẵng',
      level: 'F2',
      parentId: 'agency-f1',
      parentCode: 'HN001',
      depth: 1,
      status: 'active',
      balance: 13_750_000,
      reserved: 300_000,
      available: 13_450_000,
      creditLimit: 2_000_000,
      lastMovementAt: '2026-03-31T17:10:00.000Z',
    },
    {
      agencyId: 'agency-f3',
      code: 'BM003',
      name: 'Phòng vé Bình Minh',
      level: 'F3',
      parentId: 'agency-f2',
      parentCode: 'DN002',
      depth: 2,
      status: 'locked',
      balance: -250_000,
      reserved: 0,
      available: -250_000,
      creditLimit: 500_000,
      lastMovementAt: null,
    },
  ],
};

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;

function answering(subAgencies: (call: StubCall) => Response) {
  return (call: StubCall) => {
    const path = pathOf(call);
    if (path === '/api/deposits/sub-agencies') return subAgencies(call);
    if (path === '/api/deposits/statement/agencies') return jsonResponse(200, { items: [] });
    if (path === '/api/deposits/statement') return jsonResponse(404, { code: 40, message: 'Không tìm thấy dữ liệu' });
    return jsonResponse(200, {});
  };
}

describe('sub-agency deposits', () => {
  it('lists each sub-agency with its level, parent, status, figures in VND and last movement in Vietnam time', async () => {
    renderApp('/accounting/view-deposit', {
      session: loginAs('admin_f1'),
      handler: answering(() => jsonResponse(200, deposits)),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ký quỹ đại lý cấp dưới' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Ký quỹ đại lý cấp dưới' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, danang, binhminh] = within(table).getAllByRole('row');
    for (const text of [
      'DN002',
      'Đại lý Đà Nẵng',
      'Đại lý cấp 2 (F2)',
      'HN001',
      'Đang hoạt động',
      '13.750.000 ₫',
      '300.000 ₫',
      '13.450.000 ₫',
      '2.000.000 ₫',
      '01/04/2026 00:10',
    ]) {
      expect(within(danang!).getByText(text)).toBeTruthy();
    }
    for (const text of ['Đại lý cấp 3 (F3)', 'DN002', 'Đã khóa', '500.000 ₫', 'Chưa có giao dịch'])
      expect(within(binhminh!).getByText(text)).toBeTruthy();
    expect(within(binhminh!).getAllByText('-250.000 ₫')).toHaveLength(2);
  });

  it("links each row to that agency's statement, which then asks for it", async () => {
    const { calls, router } = renderApp('/accounting/view-deposit', {
      session: loginAs('admin_f1'),
      handler: answering(() => jsonResponse(200, deposits)),
    });
    const link = await screen.findByRole('link', { name: 'Xem sao kê ký quỹ của BM003' });
    expect(link.getAttribute('href')).toBe('/accounting/deposit-report?agencyId=agency-f3');

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounting/deposit-report'));
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/deposits/statement')).toBe(true));
    const statementCall = calls.find((call) => pathOf(call) === '/api/deposits/statement')!;
    expect(new URL(statementCall.url, 'http://portal.test').searchParams.get('agencyId')).toBe('agency-f3');
  });

  it("shows a progress indicator while loading and the server's message when it fails", async () => {
    let answer: (response: Response) => void = () => undefined;
    renderApp('/accounting/view-deposit', {
      session: loginAs('admin_f1'),
      handler: (call) =>
        pathOf(call) === '/api/deposits/sub-agencies'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : jsonResponse(200, {}),
    });
    expect(await screen.findByRole('progressbar', { name: 'Đang tải' })).toBeTruthy();
    answer(jsonResponse(500, { code: 500, message: 'Hệ thống đang gặp sự cố, vui lòng thử lại sau' }));
    expect(await screen.findByText('Hệ thống đang gặp sự cố, vui lòng thử lại sau')).toBeTruthy();
  });

  it('sends a user without VIEW_DEPOSIT to /not-allow without asking for the deposits', async () => {
    const { calls, router } = renderApp('/accounting/view-deposit', {
      session: loginAs('agent_f2'),
      handler: answering(() => jsonResponse(200, deposits)),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allow'));
    expect(calls.some((call) => pathOf(call) === '/api/deposits/sub-agencies')).toBe(false);
  });
});
