// The change fee on the fee screens: its column in the rule table, its input on the form, English labels and errors.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginAs } from './support/fixtures';
import { HOASEN, feeServer, writes } from './support/commission-fee-server';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CHANGE_FEE_VI = 'Phí đổi vé / dịch vụ sau xuất (mỗi khách)';
const CHANGE_FEE_ERROR_VI = 'Phí đổi vé / dịch vụ sau xuất: nhập số tiền nguyên từ 0 đến 10.000.000 ₫';
const sentBody = (calls: Parameters<typeof writes>[0]) => JSON.parse(String(writes(calls)[0]!.init.body)) as object;

describe('in Vietnamese', () => {
  beforeAll(async () => {
    await createTestI18n('vi');
  });

  it('shows the change fee column after the issue fee, in VND with separators', async () => {
    renderApp('/system/commission-fee', { session: loginAs('admin_f1'), handler: feeServer() });
    const table = await screen.findByRole('table', { name: 'Phí xuất vé đại lý' });
    await within(table).findByText('30.000 ₫');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.indexOf('Phí đổi vé / dịch vụ sau xuất (VND)')).toBe(headers.indexOf('Phí (VND)') + 1);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[6]?.textContent);
    expect(cells).toEqual(['30.000 ₫', '0 ₫', '0 ₫']);
  });

  it('adds a rule with a change fee grouped as typed, sent as a whole amount', async () => {
    const { calls } = renderApp('/system/change-commission', { session: loginAs('admin_f1'), handler: feeServer() });
    const view = within(await screen.findByRole('form', { name: 'Thêm phí xuất vé' }));
    fireEvent.change(view.getByRole('combobox', { name: 'Đại lý cấp dưới' }), { target: { value: HOASEN.id } });
    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi khách/ }), { target: { value: '50000' } });
    const changeFee = view.getByRole('textbox', { name: CHANGE_FEE_VI }) as HTMLInputElement;
    fireEvent.change(changeFee, { target: { value: '30000' } });
    expect(changeFee.value).toBe('30.000');
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(sentBody(calls)).toEqual({
      product: 'FLIGHT',
      subAgencyId: HOASEN.id,
      airline: null,
      routeScope: 'domestic',
      paxType: 'ADT',
      chargeBasis: 'segment',
      amount: 50_000,
      changeAmount: 30_000,
    });
  });

  it('refuses a change fee over 10,000,000 naming the field, before asking the server', async () => {
    const { calls } = renderApp('/system/change-commission', { session: loginAs('admin_f1'), handler: feeServer() });
    const view = within(await screen.findByRole('form', { name: 'Thêm phí xuất vé' }));
    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi khách/ }), { target: { value: '50000' } });
    fireEvent.change(view.getByRole('textbox', { name: CHANGE_FEE_VI }), { target: { value: '10000001' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    expect(await view.findByText(CHANGE_FEE_ERROR_VI)).toBeTruthy();
    expect(view.queryByText('Nhập số tiền nguyên từ 0 đến 10.000.000 ₫')).toBeNull();
    expect(writes(calls)).toHaveLength(0);
  });

  it('edits a rule showing its change fee, and keeps it when only the issue fee changes', async () => {
    const { calls } = renderApp('/system/change-commission?id=rule-default-adt', {
      session: loginAs('admin_f1'),
      handler: feeServer(),
    });
    const view = within(await screen.findByRole('form', { name: 'Sửa phí xuất vé' }));
    expect((view.getByRole('textbox', { name: CHANGE_FEE_VI }) as HTMLInputElement).value).toBe('30.000');
    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi khách/ }), { target: { value: '55000' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(sentBody(calls)).toMatchObject({ amount: 55_000, changeAmount: 30_000 });
  });
});

describe('in English', () => {
  beforeAll(async () => {
    await createTestI18n('en');
  });

  it('labels the input and names it in its error', async () => {
    renderApp('/system/change-commission', { session: loginAs('admin_f1'), handler: feeServer() });
    const form = await screen.findByRole('form', { name: 'Add an issue fee' });
    const input = within(form).getByRole('textbox', { name: 'Change fee after ticketing (per passenger)' });
    fireEvent.change(input, { target: { value: '99999999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Change fee after ticketing: enter a whole amount from 0 to 10,000,000 ₫'),
    ).toBeTruthy();
  });
});
