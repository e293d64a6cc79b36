// The edit menu's paid changes are links only on a ticketed (EXPORT) booking for a user with EXPORT_TICKET; greyed
// with the reason otherwise. The booking detail lists the paid changes of a ticketed booking.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BOOKING_ID, detail } from './booking-list-fixtures';
import { paidChange, paidServer, ticketed } from './booking-paid-fixtures';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const MENU_URL = `/booking/edit?id=${BOOKING_ID}`;
const PAID_LINKS = ['buy-luggage', 'refund-ticket', 'quote-best-price'].map(
  (action) => `/booking/edit/${action}/${BOOKING_ID}`,
);

async function paidGroup() {
  return screen.findByRole('region', { name: 'Thay đổi có thu phí' });
}

const hrefs = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the paid changes of the edit menu', () => {
  it('are links on a ticketed booking for a user with EXPORT_TICKET', async () => {
    renderApp(MENU_URL, { session: loginAs('admin_f1'), handler: paidServer() });
    expect(hrefs(await paidGroup())).toEqual(PAID_LINKS);
  });

  it('are greyed, with what they need, on a held booking', async () => {
    renderApp(MENU_URL, { session: loginAs('admin_f1'), handler: paidServer({ booking: () => detail() }) });
    const group = await paidGroup();
    expect(hrefs(group)).toEqual([]);
    expect(within(group).getAllByText('Thay đổi có phí: cần đặt chỗ đã xuất vé và quyền xuất vé')).toHaveLength(3);
  });

  it('are greyed for a user without EXPORT_TICKET, even on a ticketed booking', async () => {
    const admin = loginAs('admin_f1');
    const session = { ...admin, permissions: admin.permissions.filter((code) => code !== 'EXPORT_TICKET') };
    renderApp(MENU_URL, { session, handler: paidServer() });
    expect(hrefs(await paidGroup())).toEqual([]);
    // The open actions stay links.
    expect(screen.getByRole('link', { name: /add-remark/ }).getAttribute('href')).toBe(
      `/booking/edit/add-remark/${BOOKING_ID}`,
    );
  });
});

describe('a paid change page opened directly', () => {
  it('says a held booking takes no paid change and shows no form', async () => {
    renderApp(`/booking/edit/buy-luggage/${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: paidServer({ booking: () => detail() }),
    });
    expect(await screen.findByText(/chỉ làm được trên đặt chỗ đã xuất vé/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Báo giá' })).toBeNull();
  });
});

describe('the booking detail', () => {
  it("lists a ticketed booking's paid changes with their documents and status", async () => {
    renderApp(`/booking/booking-detail/${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: paidServer({ booking: ticketed, list: () => ({ changes: [paidChange()], credits: [] }) }),
    });
    const section = await screen.findByRole('region', { name: 'Thay đổi có phí' });
    expect(await within(section).findByText(/EMD 7382400000011 · NGUYEN VAN DUC · 350.000 ₫/)).toBeTruthy();
    expect(within(section).getByText('Hoàn tất')).toBeTruthy();
    expect(within(section).getByText('Tổng phải trả: 880.000 ₫')).toBeTruthy();
  });

  it('has no paid changes section before ticketing', async () => {
    renderApp(`/booking/booking-detail/${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: paidServer({ booking: () => detail() }),
    });
    expect(await screen.findByRole('region', { name: 'Liên hệ' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Thay đổi có phí' })).toBeNull();
  });
});
