// News, banners and online support screens (issue 19): the list with tags and read marks, an item marked read when
// opened (its body as the server stored it), the editor form's checks, the support button that fetches only when opened.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNewsItem } from '@portal/contracts';
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

const item = (overrides: Partial<TNewsItem> = {}): TNewsItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Lịch trực Tết',
  summary: 'Phòng vé trực 24/7',
  coverImageUrl: null,
  coverImage: null,
  tags: ['tết'],
  audience: 'below',
  publishAt: '2026-01-20T01:00:00.000Z',
  unpublishAt: null,
  isPinned: true,
  agency: { code: 'SAOVIET', name: 'Công ty TNHH Du lịch Sao Việt' },
  isOwn: false,
  isRead: false,
  readCount: null,
  state: 'live',
  ...overrides,
});

function contentServer(call: StubCall) {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/news/tags') return jsonResponse(200, { items: [{ tag: 'tết', count: 1 }] });
  if (url.pathname === '/api/news') return jsonResponse(200, { items: [item()], total: 1, limit: 20, offset: 0 });
  if (url.pathname.endsWith('/read')) return jsonResponse(200, item({ isRead: true }));
  if (url.pathname.startsWith('/api/news/'))
    return jsonResponse(200, item({ bodyHtml: '<p>Trực <strong>24/7</strong></p>' }));
  if (url.pathname === '/api/support-contacts/visible')
    return jsonResponse(200, {
      items: [
        {
          id: 'c1',
          name: 'Nguyễn Thị Lan',
          role: 'Trưởng phòng vé',
          phone: '0912 345 678',
          zalo: '0912345678',
          email: 'phongve@example.vn',
          workingHours: '08:00–22:00',
          products: ['flight'],
          sortOrder: 1,
          agency: { code: 'SAOVIET', name: 'Công ty TNHH Du lịch Sao Việt' },
        },
      ],
    });
  return jsonResponse(200, { items: [] });
}

describe('news', () => {
  it('lists the items addressed to the agency with their tags, pinned and unread; a tag filters the list', async () => {
    const { calls } = renderApp('/agent/news', { session: loginAs('agent_f2'), handler: contentServer });
    const card = await screen.findByRole('link', { name: /Lịch trực Tết/ }, { timeout: 20_000 });
    expect(card.getAttribute('href')).toBe(`/agent/news/${item().id}`);
    expect(within(card).getByText('Chưa đọc')).toBeTruthy();
    expect(within(card).getByLabelText('Tin ghim')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '#tết (1)' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('/api/news?') && call.url.includes('tag=t%E1%BA%BFt'))).toBe(true),
    );
    // f2.agent holds ONLY_SHOW_NEW: SPEC lets it write news.
    expect(screen.getByRole('link', { name: 'Viết tin' })).toBeTruthy();
  });

  it('marks an item read when it is opened and shows the body the server stored', async () => {
    const { calls } = renderApp(`/agent/news/${item().id}`, { session: loginAs('agent_f2'), handler: contentServer });
    expect(await screen.findByRole('heading', { name: 'Lịch trực Tết' }, { timeout: 20_000 })).toBeTruthy();
    expect(document.querySelector('article strong')?.textContent).toBe('24/7');
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/read') && call.init.method === 'POST')).toHaveLength(1),
    );
  });

  it('asks for a title and checks the tags before sending anything', async () => {
    const { calls } = renderApp('/agent/change-news', { session: loginAs('admin_f1'), handler: contentServer });
    const form = await screen.findByRole('form', { name: 'Viết tin' }, { timeout: 20_000 });
    fireEvent.change(within(form).getByLabelText('Thẻ'), { target: { value: 'ok, <script>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await within(form).findByText('Bắt buộc nhập')).toBeTruthy();
    expect(within(form).getByText(/Thẻ chỉ gồm chữ, số/)).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST' && call.url.endsWith('/api/news'))).toBe(false);
  });
});

describe('the support button', () => {
  it('is on every page of the shell and fetches the contacts only when opened', async () => {
    const { calls } = renderApp('/agent/news', { session: loginAs('agent_f2'), handler: contentServer });
    const button = await screen.findByRole('button', { name: 'Hỗ trợ trực tuyến' }, { timeout: 20_000 });
    expect(calls.some((call) => call.url.includes('/api/support-contacts'))).toBe(false);
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
    expect(await within(panel).findByText(/Nguyễn Thị Lan/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Zalo 0912345678' }).getAttribute('href')).toBe(
      'https://zalo.me/0912345678',
    );
  });

  it('can be hidden by the user on the online support settings page', async () => {
    renderApp('/agent/online-support-config', { session: loginAs('agent_f2'), handler: contentServer });
    const toggle = await screen.findByRole('switch', { name: 'Hiện nút hỗ trợ trên mọi trang' }, { timeout: 20_000 });
    await screen.findByRole('button', { name: 'Hỗ trợ trực tuyến' });
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeNull());
  });
});
