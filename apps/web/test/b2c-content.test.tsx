// The B2C site's articles and fare rules (issue 20): the article table and its tag filter, the form's checks, the fare
// rules split into domestic and international tables, and the fare-rule form's request (fees typed with separators).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TB2cArticle, TB2cFareRule } from '@portal/contracts';
import { fareRuleRequest, EMPTY_FARE_RULE, formValuesOf } from '../src/features/b2c-content/components/fare-rule-form';
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

const article = (overrides: Partial<TB2cArticle> = {}): TB2cArticle => ({
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'san-ve-tet',
  title: 'Săn vé Tết giá tốt',
  summary: 'Đặt sớm 60 ngày',
  coverImage: null,
  coverImageUrl: null,
  tags: ['tết'],
  publishAt: '2026-11-20T01:00:00.000Z',
  unpublishAt: null,
  isPinned: true,
  state: 'live',
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

const rule = (overrides: Partial<TB2cFareRule> = {}): TB2cFareRule => ({
  id: '33333333-3333-4333-8333-333333333333',
  airline: 'VJ',
  fareFamily: 'SkyBoss',
  itineraryType: 'domestic',
  cabinBaggageKg: 10,
  checkedBaggageKg: 30,
  change: { isAllowed: true, fee: 0, conditions: '' },
  refund: { isAllowed: true, fee: 378_000, conditions: 'Bảo lưu' },
  noShow: { fee: null, conditions: '' },
  notesHtml: '',
  isPublished: true,
  sortOrder: 2,
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

function b2cServer(call: StubCall) {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/b2c/news/tags') return jsonResponse(200, { items: [{ tag: 'tết', count: 1 }] });
  if (url.pathname === '/api/b2c/news')
    return jsonResponse(200, { items: [article()], total: 1, limit: 100, offset: 0 });
  if (url.pathname === '/api/b2c/fare-rules')
    return jsonResponse(200, {
      items: [
        rule(),
        rule({ id: '44444444-4444-4444-8444-444444444444', itineraryType: 'international', fareFamily: 'Eco' }),
      ],
    });
  return jsonResponse(200, { items: [] });
}

// The first page of a cold run loads the shell and the feature's chunks through the transformer: slow on a shared machine.
describe('B2C articles', { timeout: 90_000 }, () => {
  it('lists the site’s articles with their state; a tag chip asks the server for that tag', async () => {
    const { calls } = renderApp('/b2c/news', { session: loginAs('admin_f1'), handler: b2cServer });
    const link = await screen.findByRole('link', { name: 'Săn vé Tết giá tốt' }, { timeout: 45_000 });
    expect(link.getAttribute('href')).toBe(`/b2c/news/${article().id}`);
    const table = screen.getByRole('table', { name: 'Tin tức trang B2C' });
    expect(within(table).getByText('Đang hiển thị')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '#tết (1)' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('/api/b2c/news?') && call.url.includes('tag=t%E1%BA%BFt'))).toBe(
        true,
      ),
    );
    expect(calls.some((call) => call.url.includes('/api/news'))).toBe(false);
  });

  it('asks for a title and checks the address and tags before sending anything', async () => {
    const { calls } = renderApp('/b2c/change-news', { session: loginAs('admin_f1'), handler: b2cServer });
    const form = await screen.findByRole('form', { name: 'Viết bài B2C' }, { timeout: 45_000 });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Địa chỉ (slug)' }), { target: { value: 'Có dấu' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Thẻ' }), { target: { value: 'ok, <script>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await within(form).findByText('Bắt buộc nhập')).toBeTruthy();
    expect(within(form).getByText('Chỉ gồm chữ a–z, số và dấu gạch ngang')).toBeTruthy();
    expect(within(form).getByText(/Thẻ chỉ gồm chữ, số/)).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });
});

describe('B2C fare rules', { timeout: 90_000 }, () => {
  it('shows domestic and international rules in tables apart, fees in đồng', async () => {
    renderApp('/b2c/fare-rules', { session: loginAs('admin_f1'), handler: b2cServer });
    const domestic = await screen.findByRole('table', { name: 'Nội địa' }, { timeout: 45_000 });
    const international = screen.getByRole('table', { name: 'Quốc tế' });
    expect(within(domestic).getByText('SkyBoss')).toBeTruthy();
    expect(within(domestic).getByText('378.000 ₫')).toBeTruthy();
    expect(within(domestic).getByText('Miễn phí')).toBeTruthy();
    expect(within(domestic).queryByText('Eco')).toBeNull();
    expect(within(international).getByText('Eco')).toBeTruthy();
  });

  it('turns the typed form into the request: grouped fees, no fee for a refusal, fields named like the server', () => {
    const t = (key: string) => key;
    const typed = {
      ...EMPTY_FARE_RULE,
      airline: 'vj',
      fareFamily: ' Deluxe ',
      checkedBaggageKg: '20',
      change: { isAllowed: true, fee: '0', conditions: 'Trước 3 tiếng' },
      refund: { isAllowed: false, fee: '500.000', conditions: '' },
      noShowFee: '378.000',
    };
    const request = fareRuleRequest(typed, t);
    expect(request).toEqual({
      body: expect.objectContaining({
        airline: 'VJ',
        fareFamily: 'Deluxe',
        cabinBaggageKg: 7,
        checkedBaggageKg: 20,
        change: { isAllowed: true, fee: 0, conditions: 'Trước 3 tiếng' },
        refund: { isAllowed: false, fee: null, conditions: '' },
        noShow: { fee: 378_000, conditions: '' },
      }),
    });
    const refused = fareRuleRequest(
      { ...typed, airline: 'V', cabinBaggageKg: '-1', change: { isAllowed: true, fee: '', conditions: '' } },
      t,
    );
    expect(Object.keys('problems' in refused ? refused.problems : {}).sort()).toEqual([
      'airline',
      'cabinBaggageKg',
      'change.fee',
    ]);
    expect(formValuesOf(rule()).refund.fee).toBe('378.000');
  });
});
