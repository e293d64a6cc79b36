// The issue fee screens: the rule table with its labels and actions, the add/edit form with the API's own validation.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { HOASEN, feeServer, listReads, writes } from './support/commission-fee-server';
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

describe('/system/commission-fee', () => {
  it('lists the rules with "all" for defaults, Vietnamese labels and VND amounts', async () => {
    renderApp('/system/commission-fee', { session: loginAs('admin_f1'), handler: feeServer() });

    const table = await screen.findByRole('table', { name: 'Phí xuất vé đại lý' });
    await within(table).findByText('150.000 ₫');
    const rows = bodyCellTexts(table);
    expect(rows).toEqual([
      [
        'Tất cả đại lý cấp dưới',
        'Tất cả',
        'Nội địa',
        'Người lớn (ADT)',
        'Theo chặng',
        '50.000 ₫',
        '30.000 ₫',
        expect.stringMatching(/^01\/03\/2026/),
        '',
      ],
      [
        'Tất cả đại lý cấp dưới',
        'Tất cả',
        'Quốc tế',
        'Trẻ em (CHD)',
        'Theo vé',
        '150.000 ₫',
        '0 ₫',
        expect.any(String),
        '',
      ],
      [
        'HOASEN – Đại lý vé máy bay Hoa Sen',
        'VJ',
        'Nội địa',
        'Người lớn (ADT)',
        'Theo chặng',
        '40.000 ₫',
        '0 ₫',
        expect.any(String),
        '',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Thêm phí' }).getAttribute('href')).toBe('/system/change-commission');
    const edit = within(table).getByRole('link', { name: /^Sửa: HOASEN/ });
    expect(edit.getAttribute('href')).toBe('/system/change-commission?id=rule-hoasen-vj');
  });

  it('tells an agency without sub-agencies that it charges nothing, with no add button', async () => {
    renderApp('/system/commission-fee', {
      session: loginAs('admin_f1'),
      handler: feeServer({ canCharge: false, items: [], subAgencies: [] }),
    });

    expect(await screen.findByText('Đại lý của bạn không có đại lý cấp dưới để thu phí xuất vé.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Thêm phí' })).toBeNull();
  });

  it('deletes a rule after asking, then reloads the list', async () => {
    const { calls } = renderApp('/system/commission-fee', {
      session: loginAs('admin_f1'),
      handler: feeServer({}, () => jsonResponse(200, { ok: true })),
    });

    const table = await screen.findByRole('table', { name: 'Phí xuất vé đại lý' });
    fireEvent.click(await within(table).findByRole('button', { name: /^Xóa: HOASEN/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa phí xuất vé này?' });
    expect(within(dialog).getByText(/40\.000 ₫/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      url: expect.stringMatching(/\/api\/commission-fees\/rule-hoasen-vj$/),
      init: { method: 'DELETE' },
    });
    await waitFor(() => expect(listReads(calls).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Đã xóa phí xuất vé')).toBeTruthy();
  });

  it('sends an agent to /not-allow', async () => {
    const { router } = renderApp('/system/commission-fee', { session: loginAs('agent_f2'), handler: feeServer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allow'));
  });
});

describe('/system/change-commission', () => {
  const form = () => screen.findByRole('form', { name: 'Thêm phí xuất vé' });

  it('adds a rule for one sub-agency: amount grouped as typed, airline in capitals, the body the API expects', async () => {
    const { calls, router } = renderApp('/system/change-commission', {
      session: loginAs('admin_f1'),
      handler: feeServer(),
    });
    const view = within(await form());

    fireEvent.change(view.getByRole('combobox', { name: 'Đại lý cấp dưới' }), { target: { value: HOASEN.id } });
    fireEvent.change(view.getByRole('textbox', { name: 'Mã hãng' }), { target: { value: 'vj' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Chặng bay' }), { target: { value: 'international' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Loại khách' }), { target: { value: 'CHD' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Cách tính' }), { target: { value: 'ticket' } });
    const amount = view.getByRole('textbox', { name: /Phí mỗi khách/ }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '1250000' } });
    expect(amount.value).toBe('1.250.000');
    expect((view.getByRole('textbox', { name: 'Mã hãng' }) as HTMLInputElement).value).toBe('VJ');
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const sent = writes(calls)[0]!;
    expect(sent.init.method).toBe('PUT');
    expect(JSON.parse(String(sent.init.body))).toEqual({
      product: 'FLIGHT',
      subAgencyId: HOASEN.id,
      airline: 'VJ',
      routeScope: 'international',
      paxType: 'CHD',
      chargeBasis: 'ticket',
      amount: 1_250_000,
      changeAmount: 0,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/commission-fee'));
  });

  it('sends "all" as null and refuses a bad airline or a missing amount before asking the server', async () => {
    const { calls } = renderApp('/system/change-commission', { session: loginAs('admin_f1'), handler: feeServer() });
    const view = within(await form());

    fireEvent.change(view.getByRole('textbox', { name: 'Mã hãng' }), { target: { value: 'V' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    expect(await view.findByText('Mã hãng gồm đúng 2 chữ cái hoặc chữ số')).toBeTruthy();
    expect(view.getByText('Nhập số tiền nguyên từ 0 đến 10.000.000 ₫')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi khách/ }), { target: { value: '20.000.000' } });
    fireEvent.change(view.getByRole('textbox', { name: 'Mã hãng' }), { target: { value: '' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    expect(await view.findByText('Nhập số tiền nguyên từ 0 đến 10.000.000 ₫')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi khách/ }), { target: { value: '0' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toEqual({
      product: 'FLIGHT',
      subAgencyId: null,
      airline: null,
      routeScope: 'domestic',
      paxType: 'ADT',
      chargeBasis: 'segment',
      amount: 0,
      changeAmount: 0,
    });
  });

  it("shows the server's refusal and the field it names", async () => {
    const refuse = () => jsonResponse(404, { code: 40, message: 'Không tìm thấy dữ liệu' });
    renderApp('/system/change-commission', { session: loginAs('admin_f1'), handler: feeServer({}, refuse) });
    const view = within(await form());
    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi khách/ }), { target: { value: '10000' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    expect(await view.findByRole('alert')).toHaveProperty('textContent', 'Không tìm thấy dữ liệu');
  });

  it('edits a rule: its key shown but locked, basis and amount changed, saved under the same key', async () => {
    const { calls } = renderApp('/system/change-commission?id=rule-hoasen-vj', {
      session: loginAs('admin_f1'),
      handler: feeServer(),
    });
    const view = within(await screen.findByRole('form', { name: 'Sửa phí xuất vé' }));

    const subAgency = view.getByRole('combobox', { name: 'Đại lý cấp dưới' }) as HTMLSelectElement;
    expect(subAgency.value).toBe(HOASEN.id);
    expect(subAgency.disabled).toBe(true);
    expect((view.getByRole('textbox', { name: 'Mã hãng' }) as HTMLInputElement).disabled).toBe(true);
    const amount = view.getByRole('textbox', { name: /Phí mỗi khách/ }) as HTMLInputElement;
    expect(amount.value).toBe('40.000');
    fireEvent.change(amount, { target: { value: '45000' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Cách tính' }), { target: { value: 'ticket' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toEqual({
      product: 'FLIGHT',
      subAgencyId: HOASEN.id,
      airline: 'VJ',
      routeScope: 'domestic',
      paxType: 'ADT',
      chargeBasis: 'ticket',
      amount: 45_000,
      changeAmount: 0,
    });
  });

  it('says so when the rule to edit is gone', async () => {
    renderApp('/system/change-commission?id=no-such-rule', { session: loginAs('admin_f1'), handler: feeServer() });
    expect(await screen.findByText('Không tìm thấy phí xuất vé này, có thể nó đã bị xóa.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
