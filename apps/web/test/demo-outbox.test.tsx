// The demo outbox page: mails newest first with time, recipient, subject and kind; the filter and the pages sent to
// the server; a mail opened with its body as text (HTML only inside a sandboxed frame); empty, refresh, not-demo; and
// the menu link shown only when GET /api/health says the server runs in demo mode.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import type { TDemoOutboxEmail } from '@portal/contracts';
import { bootSession } from '../src/app/boot/boot-session';
import { createAppHttpClient } from '../src/app/http-wiring';
import { MENU } from '../src/app/menu/menu-items';
import { menuPaths, visibleMenu } from '../src/app/menu/visible-menu';
import { BUILT_PATHS } from '../src/app/pages';
import { makeStore } from '../src/app/store';
import { loginAs } from './support/fixtures';
import { jsonResponse, queriesOf, stubFetch, type StubCall } from './support/fetch-stub';
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

const ITINERARY: TDemoOutboxEmail = {
  id: 12,
  to: 'khach.hang@example.vn',
  subject: 'Đại lý Hoa Sen — Hành trình đặt chỗ ABC123',
  body: 'Hành trình đặt chỗ\nMã đặt chỗ: ABC123\nHành khách: NGUYEN THI HONG NHUNG',
  createdAt: '2026-03-05T03:15:00.000Z',
  kind: 'itinerary',
  booking: { id: 'booking-1', pnr: 'ABC123' },
};
const WELCOME: TDemoOutboxEmail = {
  id: 11,
  to: 'quan.tri.moi@example.vn',
  subject: 'Tài khoản quản trị đại lý HOASEN',
  body: 'Tên đăng nhập: hoasen.admin\nMật khẩu tạm thời: Xy7#kLm2pQ9z.',
  createdAt: '2026-03-04T01:05:00.000Z',
  kind: 'account',
  booking: null,
};
const HTML_MAIL: TDemoOutboxEmail = {
  ...WELCOME,
  id: 10,
  subject: 'Thư HTML',
  body: '<p>Xin chào <b id="injected-into-app">khách</b><img src="x" onerror="window.__hacked = true"></p>',
  createdAt: '2026-03-03T01:00:00.000Z',
};

/** Answers like the API: `q` on the address or subject, then `offset`/`limit` over what is left. */
function outboxServer(mails: TDemoOutboxEmail[], options: { total?: number; status?: number } = {}) {
  return (call: StubCall) => {
    if (!call.url.includes('/api/demo/outbox')) return jsonResponse(200, {});
    if (options.status) return jsonResponse(options.status, { code: 5, message: 'Không tìm thấy' });
    const params = new URL(call.url, 'http://x').searchParams;
    const q = (params.get('q') ?? '').toLowerCase();
    const matching = mails.filter((mail) => `${mail.to} ${mail.subject}`.toLowerCase().includes(q));
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 50);
    return jsonResponse(200, {
      items: matching.slice(offset, offset + limit),
      total: options.total ?? matching.length,
      limit,
      offset,
    });
  };
}

const outboxCalls = (calls: StubCall[]) => queriesOf(calls, (url) => url.includes('/api/demo/outbox'));

describe('/system/demo-outbox', () => {
  it('lists the mails newest first: time dd/MM/yyyy HH:mm, recipient, subject, kind', async () => {
    const { calls } = renderApp('/system/demo-outbox', {
      session: loginAs('admin_f1'),
      handler: outboxServer([ITINERARY, WELCOME]),
    });
    expect(await screen.findByRole('heading', { name: 'Hộp thư demo', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Email trong hộp thư demo' });
    await within(table).findByText(ITINERARY.subject);
    expect(bodyCellTexts(table)).toEqual([
      ['05/03/2026 10:15', ITINERARY.to, ITINERARY.subject, 'Hành trình', 'Xem'],
      ['04/03/2026 08:05', WELCOME.to, WELCOME.subject, 'Tài khoản', 'Xem'],
    ]);
    expect(outboxCalls(calls)).toEqual([{ limit: '10', offset: '0' }]);
  });

  it('sends the filter to the server after typing stops, and says when nothing matches', async () => {
    const { calls } = renderApp('/system/demo-outbox', {
      session: loginAs('admin_f1'),
      handler: outboxServer([ITINERARY, WELCOME]),
    });
    const table = await screen.findByRole('table', { name: 'Email trong hộp thư demo' });
    await within(table).findByText(WELCOME.subject);
    const filter = screen.getByRole('searchbox', { name: 'Lọc theo người nhận hoặc tiêu đề' });
    fireEvent.change(filter, { target: { value: 'QUAN.TRI' } });
    await waitFor(() => expect(outboxCalls(calls).at(-1)).toEqual({ q: 'QUAN.TRI', limit: '10', offset: '0' }));
    await waitFor(() => expect(bodyCellTexts(table).map((row) => row[1])).toEqual([WELCOME.to]));

    fireEvent.change(filter, { target: { value: 'không có thư này' } });
    expect(await within(table).findByText('Không có email nào khớp với bộ lọc.')).toBeTruthy();
  });

  it('pages on the server', async () => {
    const { calls } = renderApp('/system/demo-outbox', {
      session: loginAs('agent_f2'),
      handler: outboxServer([ITINERARY, WELCOME], { total: 12 }),
    });
    await screen.findByText(ITINERARY.subject);
    expect(screen.getByText('1–10 trên 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(outboxCalls(calls).at(-1)).toEqual({ limit: '10', offset: '10' }));
    expect(await screen.findByText('11–12 trên 12')).toBeTruthy();
  });

  it('opens a mail with its facts, the booking it was sent for and its body as text', async () => {
    renderApp('/system/demo-outbox', { session: loginAs('admin_f1'), handler: outboxServer([ITINERARY, WELCOME]) });
    await screen.findByText(ITINERARY.subject);
    fireEvent.click(screen.getByRole('button', { name: `Xem email: ${ITINERARY.subject}` }));
    const dialog = await screen.findByRole('dialog', { name: ITINERARY.subject });
    expect(within(dialog).getByText('05/03/2026 10:15')).toBeTruthy();
    expect(within(dialog).getByText(ITINERARY.to)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'ABC123' }).getAttribute('href')).toBe(
      '/booking/booking-detail/booking-1',
    );
    expect(within(dialog).getByLabelText('Nội dung email').textContent).toBe(ITINERARY.body);
    expect(dialog.querySelector('iframe')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: `Xem email: ${WELCOME.subject}` }));
    const welcome = await screen.findByRole('dialog', { name: WELCOME.subject });
    expect(within(welcome).getByLabelText('Nội dung email').textContent).toContain('Mật khẩu tạm thời: Xy7#kLm2pQ9z.');
    expect(within(welcome).queryByRole('link')).toBeNull();
  });

  it('shows an HTML body only inside a sandboxed frame, never in the app', async () => {
    renderApp('/system/demo-outbox', { session: loginAs('admin_f1'), handler: outboxServer([HTML_MAIL]) });
    await screen.findByText(HTML_MAIL.subject);
    fireEvent.click(screen.getByRole('button', { name: `Xem email: ${HTML_MAIL.subject}` }));
    const dialog = await screen.findByRole('dialog', { name: HTML_MAIL.subject });
    const frame = within(dialog).getByTitle('Nội dung email') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HTML_MAIL.body);
    expect(document.getElementById('injected-into-app')).toBeNull();
  });

  it('says when the outbox is empty, and asks again on Làm mới', async () => {
    const { calls } = renderApp('/system/demo-outbox', { session: loginAs('agent_f2'), handler: outboxServer([]) });
    expect(await screen.findByText('Hộp thư demo chưa có email nào.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Làm mới' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Làm mới' }));
    await waitFor(() => expect(outboxCalls(calls)).toHaveLength(2));
  });

  it('explains that the outbox exists only in demo mode when the server has no such route', async () => {
    renderApp('/system/demo-outbox', { session: loginAs('admin_f1'), handler: outboxServer([], { status: 404 }) });
    expect(await screen.findByText('Hộp thư demo chỉ có khi máy chủ chạy ở chế độ demo.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the demo outbox in the menu', () => {
  it('is listed for every user only when the server runs in demo mode', () => {
    for (const role of ['agent_f2', 'admin_f1', 'super_admin'] as const) {
      const permissions = DEFAULT_ROLE_PERMISSIONS[role];
      expect(menuPaths(visibleMenu(MENU, { permissions, builtPaths: BUILT_PATHS, isDemo: true }))).toContain(
        '/system/demo-outbox',
      );
      expect(menuPaths(visibleMenu(MENU, { permissions, builtPaths: BUILT_PATHS }))).not.toContain(
        '/system/demo-outbox',
      );
      expect(menuPaths(visibleMenu(MENU, { permissions, builtPaths: BUILT_PATHS, isDemo: false }))).not.toContain(
        '/system/demo-outbox',
      );
    }
  });

  it('learns demo mode from GET /api/health at start-up', async () => {
    for (const isDemo of [true, false]) {
      const store = makeStore();
      const { fetchImpl } = stubFetch((call) =>
        call.url === '/api/health'
          ? jsonResponse(200, {
              status: 'ok',
              version: '2.88.0',
              database: 'pglite',
              time: new Date().toISOString(),
              isDemo,
            })
          : jsonResponse(401, { code: 14, message: 'no session' }),
      );
      const client = createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl });
      await bootSession({ client, dispatch: store.dispatch, navigate: () => undefined });
      expect(store.getState().system.isDemo).toBe(isDemo);
    }
  });
});
