// /booking/edit/{action}/{id}: the page hosts the action's form (a stub here), sends expectedVersion with an
// Idempotency-Key, and handles each answer: 400 under the field, a quote accepted with acceptTotal under a new key,
// 409 stale, 422 the airline's words, 502 retried with the same key, and the PNR after the change.
import { lazy } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_ID, detail, pathOf } from './booking-list-fixtures';
import { bodyOf, editMenu, editPosts, editServer, keyOf, MENU_PATH, pnrView, PNR_PATH } from './booking-edit-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { EDIT_FORMS } from '../src/features/booking-edit/forms/index';
import { StubEditForm } from './booking-edit-stub-form';
import { setUpAppTests } from './support/screen-hooks';

// The web tests share modules across files (isolate: false): a vi.mock of the forms would depend on which file imported
// them first and would outlive this file. So the two forms are swapped for the stub here and put back after.
const STUBBED = ['add-remark', 'add-infant'] as const;
const realForms = new Map(STUBBED.map((action) => [action, EDIT_FORMS[action]]));
const forms = EDIT_FORMS as Record<string, (typeof EDIT_FORMS)[keyof typeof EDIT_FORMS]>;
beforeAll(() => {
  const stub = lazy(async () => ({ default: StubEditForm }));
  for (const action of STUBBED) forms[action] = stub as unknown as (typeof EDIT_FORMS)[typeof action];
});
afterAll(() => {
  for (const [action, form] of realForms) forms[action] = form;
});

setUpAppTests();

const pageOf = (action: string) => `/booking/edit/${action}/${BOOKING_ID}`;
const done = (version = 3) => jsonResponse(200, { booking: detail({ version }) });
const apiError = (status: number, details: object, message = 'Lỗi') =>
  jsonResponse(status, { code: status === 400 ? 1 : 41, message, details });

async function send(text = 'KHACH DEN MUON') {
  fireEvent.change(await screen.findByLabelText('Nội dung'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Gửi thay đổi' }));
}

/** Answers each edit POST in turn with the next answer; the last one repeats. */
function inTurn(...answers: (() => Response)[]) {
  let index = 0;
  return (_call: StubCall) => answers[Math.min(index++, answers.length - 1)]!();
}

describe('an edit page', () => {
  it('shows the current PNR, sends expectedVersion with a key, then shows the PNR after and links', async () => {
    let remarks: { kind: 'GENERAL'; text: string }[] = [];
    const { calls } = renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        pnr: () => pnrView({ remarks }),
        edit: () => {
          remarks = [{ kind: 'GENERAL', text: 'KHACH DEN MUON' }];
          return done();
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thêm ghi chú' })).toBeTruthy();
    const current = await screen.findByRole('region', { name: 'PNR hiện tại' });
    expect(await within(current).findByText(/VN 213 Y 01\/12\/2030 08:00 HANSGN HK/)).toBeTruthy();
    expect(within(current).getByText(/DOCS P\/VNM\/••••4567/)).toBeTruthy();
    await send();
    expect(await screen.findByText('Đã sửa đặt chỗ thành công.')).toBeTruthy();
    const [post] = editPosts(calls);
    expect(pathOf(post!)).toBe(`${MENU_PATH}/add-remark`);
    expect(bodyOf(post!)).toEqual({ expectedVersion: 2, kind: 'GENERAL', text: 'KHACH DEN MUON' });
    expect(keyOf(post!)).toMatch(/^edit:[0-9a-f-]{36}$/);
    const after = await screen.findByRole('region', { name: 'PNR sau khi sửa' });
    expect(await within(after).findByText('RM KHACH DEN MUON')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'PNR hiện tại' })).queryByText('RM KHACH DEN MUON')).toBeNull();
    expect(calls.filter((call) => pathOf(call) === PNR_PATH).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('link', { name: 'Xem chi tiết đặt chỗ' })[0]!.getAttribute('href')).toBe(
      `/booking/booking-detail/${BOOKING_ID}`,
    );
  });

  it('reads the booking and its version again after the PNR, not from the menu page it was opened from', async () => {
    // Reading the PNR takes in what the airline changed by itself (a schedule change): the version moves on.
    let pnrRead = false;
    const { calls } = renderApp(`/booking/edit?id=${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: editServer({
        menu: () => editMenu(undefined, pnrRead ? 3 : 2),
        pnr: () => {
          pnrRead = true;
          return pnrView();
        },
        edit: () => done(4),
      }),
    });
    fireEvent.click(await screen.findByRole('link', { name: /add-remark/ }));
    await send();
    expect(await screen.findByText('Đã sửa đặt chỗ thành công.')).toBeTruthy();
    expect(bodyOf(editPosts(calls)[0]!)).toMatchObject({ expectedVersion: 3 });
  });

  it("shows a 400's message under the field it names", async () => {
    renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: () => apiError(400, { fields: [{ field: 'text', message: 'Chỉ dùng chữ in hoa không dấu' }] }),
      }),
    });
    await send('x');
    expect(await screen.findByText('Chỉ dùng chữ in hoa không dấu')).toBeTruthy();
    expect(screen.getByLabelText('Nội dung').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a quote before → after with the airline fee, and accepting sends acceptTotal under a new key', async () => {
    const quote = { totalBefore: 5_870_000, totalAfter: 6_457_000, airlineFee: 0 };
    const { calls } = renderApp(pageOf('add-infant'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: inTurn(
          () => jsonResponse(200, { booking: detail(), quote }),
          () => done(),
        ),
      }),
    });
    await send();
    const dialog = await screen.findByRole('dialog', { name: 'Báo giá sau khi sửa' });
    expect(within(dialog).getByTestId('quote-before').textContent).toContain('5.870.000 ₫');
    expect(within(dialog).getByTestId('quote-after').textContent).toContain('6.457.000 ₫');
    expect(within(dialog).getByTestId('quote-difference').textContent).toContain('+587.000 ₫');
    expect(within(dialog).getByTestId('quote-fee').textContent).toContain('0 ₫');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý 6.457.000 ₫' }));
    expect(await screen.findByText('Đã sửa đặt chỗ thành công.')).toBeTruthy();
    const [asked, accepted] = editPosts(calls);
    expect(bodyOf(asked!)).not.toHaveProperty('acceptTotal');
    expect(bodyOf(accepted!)).toEqual({ ...bodyOf(asked!), acceptTotal: 6_457_000 });
    expect(keyOf(accepted!)).not.toBe(keyOf(asked!));
  });

  it('shows the new total when the price moved again before the acceptance, and accepts that one', async () => {
    const quote = { totalBefore: 5_870_000, totalAfter: 6_457_000, airlineFee: 0 };
    const { calls } = renderApp(pageOf('add-infant'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: inTurn(
          () => jsonResponse(200, { booking: detail(), quote }),
          () => apiError(409, { reason: 'priceChanged', oldTotal: 6_457_000, newTotal: 6_600_000 }),
          () => done(),
        ),
      }),
    });
    await send();
    fireEvent.click(await screen.findByRole('button', { name: 'Đồng ý 6.457.000 ₫' }));
    const dialog = await screen.findByRole('dialog', { name: 'Báo giá sau khi sửa' });
    expect(await within(dialog).findByText(/vừa thay đổi lại/)).toBeTruthy();
    expect(within(dialog).getByTestId('quote-before').textContent).toContain('5.870.000 ₫');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý 6.600.000 ₫' }));
    expect(await screen.findByText('Đã sửa đặt chỗ thành công.')).toBeTruthy();
    const [, first, second] = editPosts(calls);
    expect(bodyOf(second!).acceptTotal).toBe(6_600_000);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  it('says someone changed the booking on 409 staleVersion and reloads the version on request', async () => {
    let version = 2;
    const { calls } = renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        menu: () => editMenu(undefined, version),
        edit: inTurn(
          () => apiError(409, { reason: 'staleVersion', currentVersion: 3 }),
          () => done(4),
        ),
      }),
    });
    await send();
    expect(await screen.findByText(/vừa được người khác thay đổi/)).toBeTruthy();
    version = 3;
    fireEvent.click(screen.getByRole('button', { name: 'Tải lại' }));
    await waitFor(() => expect(screen.queryByText(/vừa được người khác thay đổi/)).toBeNull());
    await waitFor(() => expect(calls.filter((call) => pathOf(call) === MENU_PATH).length).toBeGreaterThanOrEqual(2));
    await send();
    expect(await screen.findByText('Đã sửa đặt chỗ thành công.')).toBeTruthy();
    expect(bodyOf(editPosts(calls)[1]!).expectedVersion).toBe(3);
  });

  it("shows the airline's own words on a 422 refusal", async () => {
    renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: () => jsonResponse(422, { code: 41, message: 'x', details: { supplierMessage: 'SEGMENT CLOSED' } }),
      }),
    });
    await send();
    expect(await screen.findByText('Hãng từ chối thay đổi: SEGMENT CLOSED')).toBeTruthy();
  });

  it('offers a retry after 502 that sends the same body under the same key', async () => {
    const { calls } = renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: inTurn(
          () => jsonResponse(502, { code: 30, message: 'x', details: { outcome: 'unknown' } }),
          () => done(),
        ),
      }),
    });
    await send();
    expect(await screen.findByText(/Hãng chưa phản hồi/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Đã sửa đặt chỗ thành công.')).toBeTruthy();
    const [first, retried] = editPosts(calls);
    expect(keyOf(retried!)).toBe(keyOf(first!));
    expect(bodyOf(retried!)).toEqual(bodyOf(first!));
  });

  it('explains a paid change on 409 paidChangeRequired', async () => {
    renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: () =>
          apiError(
            409,
            { reason: 'paidChangeRequired', action: 'add-remark', airlineFee: 350_000 },
            'Thay đổi này mất phí 350.000 ₫ trên vé đã xuất',
          ),
      }),
    });
    await send();
    expect(await screen.findByText(/đổi vé có phí/)).toBeTruthy();
    expect(screen.getByText('Thay đổi này mất phí 350.000 ₫ trên vé đã xuất')).toBeTruthy();
  });

  it('links to the new booking a split made', async () => {
    renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: () => jsonResponse(200, { booking: detail({ version: 3 }), newBookingId: 'new-booking-1' }),
      }),
    });
    await send();
    const link = await screen.findByRole('link', { name: 'Mở đặt chỗ mới đã tách' });
    expect(link.getAttribute('href')).toBe('/booking/booking-detail/new-booking-1');
  });

  it('refuses an action the menu does not offer, with a link back, and hosts no form', async () => {
    renderApp(pageOf('add-remark'), {
      session: loginAs('admin_f1'),
      handler: editServer({ menu: () => editMenu([]) }),
    });
    const notice = await screen.findByText(/không được phép với đặt chỗ này/);
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(`/booking/edit?id=${BOOKING_ID}`);
    expect(screen.queryByLabelText('Nội dung')).toBeNull();
  });
});
