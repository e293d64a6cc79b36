// The audit log screen: rows with event, actor and changes; a drawer with before → after (changed fields marked);
// filters sent as the API reads them; server pages; CSV of what the table shows; only administrators reach it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAuditEntry, TAuditLogScopeResponse, TListAuditLogResponse } from '@portal/contracts';
import { changeSummary, diffLines, otherDetails } from '../src/features/audit-log/components/audit-diff';
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

const SAOVIET = { id: 'agency-f1', code: 'SAOVIET', name: 'Công ty TNHH Du lịch Sao Việt' };
const HOASEN = { id: 'agency-f2', code: 'HOASEN', name: 'Đại lý vé máy bay Hoa Sen' };

const entry = (overrides: Partial<TAuditEntry>): TAuditEntry => ({
  id: 1,
  occurredAt: '2026-03-05T03:15:00.000Z',
  event: 'agency.updated',
  actor: { id: 'u-f1admin', username: 'f1.admin', fullName: 'Nguyễn Thị Hồng Nhung', agencyCode: 'SAOVIET' },
  agency: SAOVIET,
  targetType: 'agency',
  targetId: HOASEN.id,
  targetLabel: 'HOASEN',
  ipAddress: '203.0.113.7',
  details: {
    before: { name: HOASEN.name, creditLimit: 50_000_000, bookingSystems: ['VN', 'VJ'] },
    after: { name: HOASEN.name, creditLimit: 60_000_000, bookingSystems: ['VN', 'VJ', '1A'] },
  },
  ...overrides,
});

const ROWS = [
  entry({}),
  entry({
    id: 2,
    occurredAt: '2026-03-04T03:00:00.000Z',
    event: 'pin.set',
    actor: { id: 'u-f2agent', username: 'f2.agent', fullName: 'Võ Thị Mai Anh', agencyCode: 'HOASEN' },
    agency: HOASEN,
    targetType: 'user',
    targetId: 'u-f2agent',
    targetLabel: 'f2.agent',
    details: { before: { isEnabled: false }, after: { isEnabled: true, pin: '[masked]' } },
  }),
];

const SCOPE: TAuditLogScopeResponse = {
  agencies: [
    { ...SAOVIET, isOwn: true },
    { ...HOASEN, isOwn: false },
  ],
  users: [
    { id: 'u-f1admin', username: 'f1.admin', fullName: 'Nguyễn Thị Hồng Nhung', agencyId: SAOVIET.id },
    { id: 'u-f2agent', username: 'f2.agent', fullName: 'Võ Thị Mai Anh', agencyId: HOASEN.id },
  ],
};

const logServer = (page: Partial<TListAuditLogResponse> = {}) =>
  logScreenServer({ path: '/api/audit-log', scope: SCOPE, rows: ROWS, page });

const listCalls = (calls: StubCall[]) => queriesOf(calls, (url) => /\/api\/audit-log(\?|$)/.test(url));

describe('/system/audit-log', () => {
  it('shows an F1 admin the changes newest first, with the event name, who, the agency, the target and what changed', async () => {
    renderApp('/system/audit-log', { session: loginAs('admin_f1'), handler: logServer() });
    const table = await screen.findByRole('table', { name: 'Nhật ký thay đổi' });
    await within(table).findByText('Sửa đại lý');
    const cells = bodyCellTexts(table);
    expect(cells).toEqual([
      [
        expect.stringMatching(/^05\/03\/2026 10:15/),
        'Sửa đại lý',
        'f1.admin (SAOVIET)',
        'SAOVIET',
        'Đại lý: HOASEN',
        'creditLimit: 50000000 → 60000000; bookingSystems: VN, VJ → VN, VJ, 1A',
        'Chi tiết',
      ],
      [
        expect.stringMatching(/^04\/03\/2026 10:00/),
        'Bật mã PIN',
        'f2.agent (HOASEN)',
        'HOASEN',
        'Tài khoản: f2.agent',
        'isEnabled: false → true; pin: ∅ → [masked]',
        'Chi tiết',
      ],
    ]);
  });

  it('opens the details with before → after, the changed fields highlighted and the unchanged ones not', async () => {
    renderApp('/system/audit-log', { session: loginAs('admin_f1'), handler: logServer() });
    await screen.findByText('Sửa đại lý');
    fireEvent.click(screen.getByRole('button', { name: /^Xem chi tiết: Sửa đại lý/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Sửa đại lý' });
    expect(within(drawer).getByText('203.0.113.7')).toBeTruthy();
    const diff = within(drawer).getByRole('table', { name: 'Trước và sau' });
    const rows = within(diff).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        row.getAttribute('data-changed'),
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['false', 'name', HOASEN.name, HOASEN.name],
      ['true', 'creditLimit', '50000000', '60000000'],
      ['true', 'bookingSystems', 'VN, VJ', 'VN, VJ, 1A'],
    ]);
    expect(within(diff).getByRole('row', { name: 'Đã đổi: creditLimit' })).toBeTruthy();
    expect(within(diff).queryByRole('row', { name: 'Đã đổi: name' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the filters as the API reads them, and refuses a bad day before asking', async () => {
    const { calls } = renderApp('/system/audit-log', { session: loginAs('admin_f1'), handler: logServer() });
    const filters = within(await screen.findByRole('form', { name: 'Bộ lọc nhật ký thay đổi' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]).toEqual({ limit: '200', offset: '0' });

    const from = await refuseBadDayThenTypeRange(filters, () => listCalls(calls));
    fireEvent.mouseDown(filters.getByRole('combobox', { name: 'Sự kiện' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Tài khoản nhân viên' }));
    fireEvent.mouseDown(filters.getByRole('combobox', { name: 'Người thực hiện' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'f2.agent – Võ Thị Mai Anh (HOASEN)' }),
    );
    fireEvent.click(filters.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
      event: 'staff',
      actorId: 'u-f2agent',
      limit: '200',
      offset: '0',
    });

    // Clearing goes back to the unfiltered first page (already fetched once, so answered from the cache).
    fireEvent.click(filters.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(from.value).toBe(''));
    expect(listCalls(calls)).toHaveLength(2);
    expect(await screen.findByText('Sửa đại lý')).toBeTruthy();
  });

  it('pages through the server when there are more rows than one page', async () => {
    const { calls } = renderApp('/system/audit-log', {
      session: loginAs('admin_f1'),
      handler: logServer({ total: 450 }),
    });
    await expectServerPaging(() => listCalls(calls));
  });

  it('exports the rows as CSV with the changes and the (masked) details', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    URL.createObjectURL = createObjectURL as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/system/audit-log', { session: loginAs('admin_f1'), handler: logServer() });
    await screen.findByText('Sửa đại lý');
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = new TextDecoder().decode(
      new Uint8Array(await (createObjectURL.mock.calls[0]![0] as Blob).arrayBuffer()).slice(3),
    );
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Thời gian,Sự kiện,Người thực hiện,Đại lý,Đối tượng,Thay đổi,Chi tiết');
    expect(lines[1]).toContain(
      'Sửa đại lý,f1.admin (SAOVIET),SAOVIET,Đại lý: HOASEN,"creditLimit: 50000000 → 60000000; bookingSystems: VN, VJ → VN, VJ, 1A"',
    );
    expect(lines[2]).toContain('[masked]');
    click.mockRestore();
  });

  it('sends an agent, who may not read the log, to /not-allow', async () => {
    const { router } = renderApp('/system/audit-log', { session: loginAs('agent_f2'), handler: logServer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allow'));
  });
});

describe('the before → after lines', () => {
  it('dot nested fields, keep lists whole, mark only what changed, and handle a creation and a deletion', () => {
    expect(
      diffLines({ before: null, after: { code: 'HS1', admin: { username: 'a', initialPassword: '[masked]' } } }),
    ).toEqual([
      { field: 'code', before: '', after: 'HS1', isChanged: true },
      { field: 'admin.username', before: '', after: 'a', isChanged: true },
      { field: 'admin.initialPassword', before: '', after: '[masked]', isChanged: true },
    ]);
    expect(diffLines({ before: { codes: ['A', 'B'], name: 'x' }, after: null })).toEqual([
      { field: 'codes', before: 'A, B', after: '', isChanged: true },
      { field: 'name', before: 'x', after: '', isChanged: true },
    ]);
    expect(diffLines({ reason: 'locked' })).toEqual([]);
    expect(otherDetails({ reason: 'Công nợ', before: {}, after: {}, sessionsEnded: 3 })).toEqual([
      ['reason', 'Công nợ'],
      ['sessionsEnded', '3'],
    ]);
    expect(changeSummary({ before: { status: 'active', name: 'x' }, after: { status: 'locked', name: 'x' } })).toBe(
      'status: active → locked',
    );
  });
});
