// Home (/): the flight search is the page without SHOW_NEW_HOME, and sits at the top of the new home with it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const handler = () => jsonResponse(200, {});

describe('home page and the flight search', () => {
  it('shows the flight search as the page to an agent without SHOW_NEW_HOME', async () => {
    const session = loginAs('agent_f2');
    expect(session.permissions).not.toContain('SHOW_NEW_HOME');
    renderApp('/', { session, handler });

    expect(await screen.findByRole('heading', { level: 2, name: 'Tìm chuyến bay' })).toBeTruthy();
    const form = screen.getByRole('search', { name: 'Tìm chuyến bay' });
    expect(form.closest('[data-home-variant="classic"]')).not.toBeNull();
    // The search card comes before everything else under the greeting.
    const profile = screen.getByRole('heading', { name: 'Thông tin của bạn' });
    expect(form.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Điểm đi' })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Điểm đến' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Ngày đi' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Tìm chuyến bay' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Xin chào, Trần Thị Bình' })).toBeTruthy();
  });

  it('puts the flight search at the top of the new home, above the dashboard, with SHOW_NEW_HOME', async () => {
    const base = loginAs('agent_f2');
    renderApp('/', { session: { ...base, permissions: [...base.permissions, 'SHOW_NEW_HOME'] }, handler });

    expect(await screen.findByRole('heading', { level: 1, name: 'Xin chào, Trần Thị Bình' })).toBeTruthy();
    expect(document.querySelector('[data-home-variant="classic"]')).toBeNull();
    const form = screen.getByRole('search', { name: 'Tìm chuyến bay' });
    expect(form.closest('[data-home-variant="new"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Tìm chuyến bay' })).toBeTruthy();
    const dashboard = screen.getByRole('heading', { name: 'Chức năng được mở theo quyền của bạn' });
    expect(form.compareDocumentPosition(dashboard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Chúc mừng kỷ niệm ngày thành lập!' })).toBeNull();
  });

  it('shows the anniversary overlay over the new home for an admin_f1 on the founding day, the search under it', async () => {
    const anniversary = {
      foundedOn: '2016-01-01',
      isToday: true,
      years: 10,
      agencyName: 'Đại lý',
      today: '2026-01-01',
    };
    renderApp('/', {
      session: loginAs('admin_f1'),
      handler: (call) => (call.url.includes('/api/agency-anniversary') ? jsonResponse(200, anniversary) : handler()),
    });
    expect(await screen.findByRole('dialog', { name: /Chúc mừng kỷ niệm ngày thành lập!/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Đóng thông báo kỷ niệm' }));
    expect(document.querySelector('[data-home-variant="new"]')).not.toBeNull();
    expect(await screen.findByRole('search', { name: 'Tìm chuyến bay' })).toBeTruthy();
  });
});
