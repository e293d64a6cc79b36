// The sign-in screens: the table (system colours, switch, credentials set, actions), the form (never prefilled secrets, keep-credentials edit).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TListSignInsResponse, TSignIn } from '@portal/contracts';
import { BOOKING_SYSTEM_COLOURS } from '../src/lib/theme/theme';
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

const signIn = (overrides: Partial<TSignIn>): TSignIn => ({
  id: 'sign-in-1a',
  system: '1A',
  accountId: 'SGNVN28AA',
  isEnabled: true,
  hasCredentials: true,
  credentialsUpdatedAt: '2026-03-01T03:00:00.000Z',
  updatedAt: '2026-03-02T03:00:00.000Z',
  updatedBy: { id: 'u1', fullName: 'Nguyễn Văn An' },
  ...overrides,
});

const SIGN_INS: TSignIn[] = [
  signIn({ id: 'sign-in-vn', system: 'VN', accountId: 'SAOVIET.VN' }),
  signIn({}),
  signIn({ id: 'sign-in-1b', system: '1B', accountId: 'HAN1B2811', isEnabled: false }),
];

/** Answers the sign-in list (and records the writes); anything else the shell asks gets an empty object. */
function signInServer(
  listing: Partial<TListSignInsResponse> = {},
  write: (call: StubCall) => Response = () => jsonResponse(201, signIn({})),
) {
  return (call: StubCall) => {
    if (call.url.includes('/api/sign-ins')) {
      if ((call.init.method ?? 'GET') === 'GET')
        return jsonResponse(200, { items: SIGN_INS, enabledSystems: ['VN', '1A'], ...listing });
      return write(call);
    }
    return jsonResponse(200, {});
  };
}

const writes = (calls: StubCall[]) =>
  calls.filter((call) => call.url.includes('/api/sign-ins') && (call.init.method ?? 'GET') !== 'GET');
const bodyOf = (call: StubCall) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

describe('/system/signIn-config', () => {
  it('lists the sign-ins with the system colours, their switch, credentials set, and what the search asks', async () => {
    renderApp('/system/signIn-config', { session: loginAs('admin_f1'), handler: signInServer() });

    const table = await screen.findByRole('table', { name: 'Đăng nhập hệ thống đặt chỗ' });
    await within(table).findByText('SGNVN28AA');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'SAOVIET.VN',
      'SGNVN28AA',
      'HAN1B2811',
    ]);
    const gdsChip = within(rows[1]!).getByText('1A').closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(gdsChip).backgroundColor).toBe(hexToRgb(BOOKING_SYSTEM_COLOURS['1A'].main));
    expect(
      (within(table).getByRole('switch', { name: 'Bật/tắt đăng nhập 1B HAN1B2811' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(
      (within(table).getByRole('switch', { name: 'Bật/tắt đăng nhập 1A SGNVN28AA' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(rows[0]!).getByText(/^Đã lưu \(01\/03\/2026/)).toBeTruthy();
    expect(screen.getByText('Tìm kiếm chuyến bay hỏi các hệ thống: VN, 1A.')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Sửa: 1A SGNVN28AA' }).getAttribute('href')).toBe(
      '/system/change-signIn?id=sign-in-1a',
    );
    expect(screen.getByRole('link', { name: 'Thêm đăng nhập' }).getAttribute('href')).toBe('/system/change-signIn');
  });

  it('turns a sign-in on with the switch, sending no credentials', async () => {
    const { calls } = renderApp('/system/signIn-config', {
      session: loginAs('admin_f1'),
      handler: signInServer({}, () => jsonResponse(200, signIn({}))),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Bật/tắt đăng nhập 1B HAN1B2811' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      url: expect.stringMatching(/\/api\/sign-ins\/sign-in-1b$/),
      init: { method: 'PUT' },
    });
    expect(bodyOf(writes(calls)[0]!)).toEqual({ system: '1B', accountId: 'HAN1B2811', isEnabled: true });
  });

  it('warns when no sign-in is enabled', async () => {
    renderApp('/system/signIn-config', {
      session: loginAs('admin_f1'),
      handler: signInServer({ items: [], enabledSystems: [] }),
    });
    expect(await screen.findByText(/Chưa có đăng nhập nào đang bật/)).toBeTruthy();
  });

  it('deletes a sign-in after asking', async () => {
    const { calls } = renderApp('/system/signIn-config', {
      session: loginAs('admin_f1'),
      handler: signInServer({}, () => jsonResponse(200, { ok: true })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa: VN SAOVIET.VN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa đăng nhập này?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      url: expect.stringMatching(/\/api\/sign-ins\/sign-in-vn$/),
      init: { method: 'DELETE' },
    });
    expect(await screen.findByText('Đã xóa đăng nhập')).toBeTruthy();
  });

  it('sends an agent to /not-allow', async () => {
    const { router } = renderApp('/system/signIn-config', { session: loginAs('agent_f2'), handler: signInServer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allow'));
  });
});

describe('/system/change-signIn', () => {
  it('adds a sign-in with a username and password: the body the API expects', async () => {
    const { calls, router } = renderApp('/system/change-signIn', {
      session: loginAs('admin_f1'),
      handler: signInServer(),
    });
    const view = within(await screen.findByRole('form', { name: 'Thêm đăng nhập hệ thống đặt chỗ' }));
    fireEvent.change(view.getByRole('combobox', { name: 'Hệ thống đặt chỗ' }), { target: { value: '1G' } });
    fireEvent.change(view.getByRole('textbox', { name: 'Mã văn phòng / tài khoản' }), {
      target: { value: 'SGN1G2801' },
    });
    fireEvent.change(view.getByRole('textbox', { name: 'Tên đăng nhập' }), { target: { value: 'saoviet.1g' } });
    fireEvent.change(view.getByLabelText('Mật khẩu'), { target: { value: 'Bi-mat@1G' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.init.method).toBe('POST');
    expect(bodyOf(writes(calls)[0]!)).toEqual({
      system: '1G',
      accountId: 'SGN1G2801',
      isEnabled: true,
      credentials: { username: 'saoviet.1g', password: 'Bi-mat@1G' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/signIn-config'));
  });

  it('adds one with an API key, and refuses missing credentials and a bad account id before asking the server', async () => {
    const { calls } = renderApp('/system/change-signIn', { session: loginAs('admin_f1'), handler: signInServer() });
    const view = within(await screen.findByRole('form', { name: 'Thêm đăng nhập hệ thống đặt chỗ' }));
    fireEvent.change(view.getByRole('textbox', { name: 'Mã văn phòng / tài khoản' }), { target: { value: 'SGN VN' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    expect(await view.findByText('Từ 2 đến 50 ký tự: chữ, số và . _ - @')).toBeTruthy();
    expect(view.getByText('Nhập tên đăng nhập và mật khẩu, hoặc khóa API')).toBeTruthy();
    fireEvent.change(view.getByRole('textbox', { name: 'Tên đăng nhập' }), { target: { value: 'only.user' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    expect(await view.findByText('Nhập mật khẩu (tối đa 200 ký tự)')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(view.getByRole('radio', { name: 'Dùng khóa API' }));
    fireEvent.change(view.getByLabelText('Khóa API'), { target: { value: 'sk-demo-12345678' } });
    fireEvent.change(view.getByRole('textbox', { name: 'Mã văn phòng / tài khoản' }), {
      target: { value: 'SAOVIETVJ' },
    });
    fireEvent.change(view.getByRole('combobox', { name: 'Hệ thống đặt chỗ' }), { target: { value: 'VJ' } });
    fireEvent.click(view.getByRole('switch', { name: 'Bật đăng nhập này cho tìm kiếm' }));
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(bodyOf(writes(calls)[0]!)).toEqual({
      system: 'VJ',
      accountId: 'SAOVIETVJ',
      isEnabled: false,
      credentials: { apiKey: 'sk-demo-12345678' },
    });
  });

  it('edits without prefilled secrets, says that empty keeps them, and sends no credentials when left empty', async () => {
    const { calls } = renderApp('/system/change-signIn?id=sign-in-1a', {
      session: loginAs('admin_f1'),
      handler: signInServer({}, () => jsonResponse(200, signIn({}))),
    });
    const view = within(await screen.findByRole('form', { name: 'Sửa đăng nhập hệ thống đặt chỗ' }));
    expect((view.getByRole('combobox', { name: 'Hệ thống đặt chỗ' }) as HTMLSelectElement).value).toBe('1A');
    expect((view.getByRole('textbox', { name: 'Mã văn phòng / tài khoản' }) as HTMLInputElement).value).toBe(
      'SGNVN28AA',
    );
    expect((view.getByRole('textbox', { name: 'Tên đăng nhập' }) as HTMLInputElement).value).toBe('');
    const password = view.getByLabelText('Mật khẩu') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('new-password');
    expect(view.getAllByText('Để trống thông tin đăng nhập để giữ nguyên thông tin hiện tại.').length).toBeGreaterThan(
      0,
    );

    fireEvent.change(view.getByRole('textbox', { name: 'Mã văn phòng / tài khoản' }), {
      target: { value: 'SGNVN28AB' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      url: expect.stringMatching(/\/api\/sign-ins\/sign-in-1a$/),
      init: { method: 'PUT' },
    });
    expect(bodyOf(writes(calls)[0]!)).toEqual({ system: '1A', accountId: 'SGNVN28AB', isEnabled: true });
  });

  it("shows the server's duplicate refusal next to the account id", async () => {
    const refuse = () =>
      jsonResponse(409, {
        code: 41,
        message: 'Tài khoản SGNVN28AA của hệ thống 1A đã được khai báo',
        details: { fields: [{ field: 'accountId', message: 'taken' }] },
      });
    renderApp('/system/change-signIn', { session: loginAs('admin_f1'), handler: signInServer({}, refuse) });
    const view = within(await screen.findByRole('form', { name: 'Thêm đăng nhập hệ thống đặt chỗ' }));
    fireEvent.change(view.getByRole('textbox', { name: 'Mã văn phòng / tài khoản' }), {
      target: { value: 'SGNVN28AA' },
    });
    fireEvent.change(view.getByRole('textbox', { name: 'Tên đăng nhập' }), { target: { value: 'u' } });
    fireEvent.change(view.getByLabelText('Mật khẩu'), { target: { value: 'p' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    expect(await view.findByText('Tài khoản SGNVN28AA của hệ thống 1A đã được khai báo')).toBeTruthy();
    expect(view.getByText('Tài khoản này đã được khai báo cho hệ thống này')).toBeTruthy();
  });

  it('says so when the sign-in to edit is gone', async () => {
    renderApp('/system/change-signIn?id=gone', { session: loginAs('admin_f1'), handler: signInServer() });
    expect(await screen.findByText('Không tìm thấy đăng nhập này.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
