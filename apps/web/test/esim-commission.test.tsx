// The eSIM fee rules (decision 087): listed apart without airline, scope, passenger type or basis, the amounts named per
// eSIM and per top-up; saved as ESIM, no airline, international, ADT, per ticket whatever the flight fields held.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginAs } from './support/fixtures';
import { HOASEN, feeServer, rule, writes } from './support/commission-fee-server';
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

const ESIM_RULES = [
  rule({
    id: 'rule-esim',
    product: 'ESIM',
    routeScope: 'international',
    chargeBasis: 'ticket',
    amount: 25_000,
    changeAmount: 10_000,
  }),
];

function productServer() {
  const flights = feeServer();
  const esims = feeServer({ items: ESIM_RULES });
  return (call: Parameters<typeof flights>[0]) => (call.url.includes('product=ESIM') ? esims(call) : flights(call));
}

describe('the eSIM fee rules', () => {
  it('lists the eSIM rules apart with the per-eSIM and per-top-up fees', async () => {
    const { calls, router } = renderApp('/system/commission-fee', {
      session: loginAs('admin_f1'),
      handler: productServer(),
    });
    const table = await screen.findByRole('table', { name: 'Phí xuất vé đại lý' });
    await within(table).findByText('150.000 ₫');
    fireEvent.click(screen.getByRole('button', { name: 'eSIM' }));

    await within(table).findByText('25.000 ₫');
    expect(router.state.location.search).toBe('?product=ESIM');
    expect(calls.some((call) => call.url === '/api/commission-fees?product=ESIM')).toBe(true);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Đại lý cấp dưới', 'Phí mỗi eSIM', 'Phí mỗi lần nạp thêm', 'Cập nhật', 'Thao tác']);
    expect(bodyCellTexts(table).map((row) => row.slice(0, 3))).toEqual([
      ['Tất cả đại lý cấp dưới', '25.000 ₫', '10.000 ₫'],
    ]);
    expect(screen.getByRole('link', { name: 'Thêm phí' }).getAttribute('href')).toBe(
      '/system/change-commission?product=ESIM',
    );
  });

  it('saves an eSIM rule as ESIM, no airline, international, ADT and per ticket, even after flight fields were typed', async () => {
    const { calls, router } = renderApp('/system/change-commission', {
      session: loginAs('admin_f1'),
      handler: productServer(),
    });
    const view = within(await screen.findByRole('form', { name: 'Thêm phí xuất vé' }));
    fireEvent.change(view.getByRole('textbox', { name: 'Mã hãng' }), { target: { value: 'vj' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Loại khách' }), { target: { value: 'INF' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Chặng bay' }), { target: { value: 'domestic' } });
    fireEvent.click(view.getByRole('button', { name: 'eSIM' }));

    expect(view.queryByRole('textbox', { name: 'Mã hãng' })).toBeNull();
    expect(view.queryByRole('combobox', { name: 'Chặng bay' })).toBeNull();
    expect(view.queryByRole('combobox', { name: 'Cách tính' })).toBeNull();
    expect(view.queryByRole('combobox', { name: 'Loại khách' })).toBeNull();
    fireEvent.change(view.getByRole('combobox', { name: 'Đại lý cấp dưới' }), { target: { value: HOASEN.id } });
    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi eSIM/ }), { target: { value: '25000' } });
    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi lần nạp thêm/ }), { target: { value: '10000' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toEqual({
      product: 'ESIM',
      subAgencyId: HOASEN.id,
      airline: null,
      routeScope: 'international',
      paxType: 'ADT',
      chargeBasis: 'ticket',
      amount: 25_000,
      changeAmount: 10_000,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?product=ESIM'));
  });
});
