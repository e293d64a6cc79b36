// /booking/edit: the menu lists exactly what GET /api/bookings/{id}/edits gives, grouped by money, each a link to its
// page; an empty menu says why; without an id, the booking is found by its PNR.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_ID, detail, page, pathOf, queryOf, summary } from './booking-list-fixtures';
import { editMenu, editServer, MENU_ACTIONS } from './booking-edit-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const MENU_URL = `/booking/edit?id=${BOOKING_ID}`;

describe('the edit menu of a booking', () => {
  it("lists exactly the API's actions, grouped by money, each linking to its page", async () => {
    renderApp(MENU_URL, { session: loginAs('admin_f1'), handler: editServer() });
    const noMoney = await screen.findByRole('region', { name: 'Không thay đổi giá' });
    const links = within(noMoney).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/booking/edit/add-remark/${BOOKING_ID}`,
      `/booking/edit/add-osi/${BOOKING_ID}`,
    ]);
    expect(within(noMoney).getByText('Gửi thông tin OSI cho hãng')).toBeTruthy();
    const quoted = screen.getByRole('region', { name: 'Báo giá mới khi đang giữ chỗ' });
    expect(within(quoted).getByRole('link').getAttribute('href')).toBe(`/booking/edit/add-infant/${BOOKING_ID}`);
    expect(screen.queryByRole('region', { name: 'Có thể mất phí của hãng' })).toBeNull();
    const allEditLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/booking/edit/'));
    expect(allEditLinks).toHaveLength(MENU_ACTIONS.length);
    expect(screen.getByTestId('edit-pnr').textContent).toBe('KX7Q2M');
  });

  it('says a sub-agency booking seen from above is read-only when the menu is empty', async () => {
    renderApp(MENU_URL, {
      session: loginAs('admin_f1'),
      handler: editServer({ booking: () => detail({ isOwnAgency: false }), menu: () => editMenu([]) }),
    });
    expect(await screen.findByText(/đại lý cấp dưới: bạn chỉ được xem/)).toBeTruthy();
    expect(
      screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/booking/edit/')),
    ).toHaveLength(0);
  });

  it("says the booking's status allows nothing when its own empty menu comes back", async () => {
    renderApp(MENU_URL, {
      session: loginAs('admin_f1'),
      handler: editServer({ booking: () => detail({ status: 'VOID' }), menu: () => editMenu([]) }),
    });
    expect(await screen.findByText(/không có thao tác sửa nào được phép/)).toBeTruthy();
  });
});

describe('finding the booking by its PNR', () => {
  it("searches the booking list's PNR filter and opens the one booking's menu", async () => {
    const { calls, router } = renderApp('/booking/edit', {
      session: loginAs('admin_f1'),
      handler: editServer({ list: () => jsonResponse(200, page([summary(1, { id: BOOKING_ID, pnr: 'KX7Q2M' })])) }),
    });
    fireEvent.change(await screen.findByLabelText('Mã đặt chỗ (PNR)'), { target: { value: 'kx7q2m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${BOOKING_ID}`));
    const search = calls.find((call) => pathOf(call) === '/api/bookings');
    expect(queryOf(search!)).toMatchObject({ pnr: 'KX7Q2M' });
    expect(await screen.findByRole('region', { name: 'Không thay đổi giá' })).toBeTruthy();
  });

  it('says so when no booking has the PNR, and refuses a malformed one without asking', async () => {
    const { calls } = renderApp('/booking/edit', {
      session: loginAs('admin_f1'),
      handler: editServer({ list: () => jsonResponse(200, page([])) }),
    });
    const field = await screen.findByLabelText('Mã đặt chỗ (PNR)');
    fireEvent.change(field, { target: { value: 'AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(await screen.findByText('Mã đặt chỗ gồm 5–8 chữ cái hoặc chữ số')).toBeTruthy();
    expect(calls.some((call) => pathOf(call) === '/api/bookings')).toBe(false);
    fireEvent.change(field, { target: { value: 'ZZZ999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(await screen.findByText('Không tìm thấy đặt chỗ nào có mã ZZZ999')).toBeTruthy();
  });
});

describe("the booking detail's way in", () => {
  it('offers "Sửa đặt chỗ" on an own held booking, linking to its menu, and not on a sub-agency booking', async () => {
    renderApp(`/booking/booking-detail/${BOOKING_ID}`, { session: loginAs('admin_f1'), handler: editServer() });
    const actions = await screen.findByRole('group', { name: 'Thao tác với đặt chỗ' });
    const button = within(actions).getByRole('link', { name: 'Sửa đặt chỗ' });
    expect(button.getAttribute('href')).toBe(`/booking/edit?id=${BOOKING_ID}`);
    expect(button.closest('[data-print="hide"]')).toBeTruthy();
    cleanup();
    renderApp(`/booking/booking-detail/${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: editServer({ booking: () => detail({ isOwnAgency: false }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đặt chỗ KX7Q2M' })).toBeTruthy();
    const readOnly = screen.getByRole('group', { name: 'Thao tác với đặt chỗ' });
    expect(within(readOnly).queryByRole('link', { name: 'Sửa đặt chỗ' })).toBeNull();
  });
});
