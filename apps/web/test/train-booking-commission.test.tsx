// The issue fee screens per product: the train rules listed apart (no airline, scope or basis columns), and a train
// rule saved with product TRAIN, no airline, domestic and per ticket whatever the flight fields held.
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

const TRAIN_RULES = [
  rule({ id: 'rule-train-adt', product: 'TRAIN', chargeBasis: 'ticket', amount: 20_000 }),
  rule({ id: 'rule-train-hoasen', product: 'TRAIN', subAgency: HOASEN, chargeBasis: 'ticket', amount: 15_000 }),
];

/** The fee server answering the train rules to ?product=TRAIN and the flight ones otherwise. */
function productServer() {
  const flights = feeServer();
  const trains = feeServer({ items: TRAIN_RULES });
  return (call: Parameters<typeof flights>[0]) => (call.url.includes('product=TRAIN') ? trains(call) : flights(call));
}

describe('the fee rules per product', () => {
  it('lists the train rules apart, without the airline, scope and basis columns', async () => {
    const { calls, router } = renderApp('/system/commission-fee', {
      session: loginAs('admin_f1'),
      handler: productServer(),
    });
    const table = await screen.findByRole('table', { name: 'Phí xuất vé đại lý' });
    await within(table).findByText('150.000 ₫');
    fireEvent.click(screen.getByRole('button', { name: 'Vé tàu' }));

    await within(table).findByText('15.000 ₫');
    expect(router.state.location.search).toBe('?product=TRAIN');
    expect(calls.some((call) => call.url === '/api/commission-fees?product=TRAIN')).toBe(true);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Đại lý cấp dưới',
      'Loại khách',
      'Phí (VND)',
      'Phí đổi vé / dịch vụ sau xuất (VND)',
      'Cập nhật',
      'Thao tác',
    ]);
    expect(bodyCellTexts(table).map((row) => row.slice(0, 3))).toEqual([
      ['Tất cả đại lý cấp dưới', 'Người lớn (ADT)', '20.000 ₫'],
      ['HOASEN – Đại lý vé máy bay Hoa Sen', 'Người lớn (ADT)', '15.000 ₫'],
    ]);
    expect(screen.getByRole('link', { name: 'Thêm phí' }).getAttribute('href')).toBe(
      '/system/change-commission?product=TRAIN',
    );
    expect(
      within(table)
        .getByRole('link', { name: /^Sửa: Vé tàu · HOASEN/ })
        .getAttribute('href'),
    ).toBe('/system/change-commission?id=rule-train-hoasen&product=TRAIN');
  });

  it('saves a train rule as TRAIN, without airline, domestic and per ticket, even after flight fields were typed', async () => {
    const { calls, router } = renderApp('/system/change-commission', {
      session: loginAs('admin_f1'),
      handler: productServer(),
    });
    const view = within(await screen.findByRole('form', { name: 'Thêm phí xuất vé' }));
    fireEvent.change(view.getByRole('textbox', { name: 'Mã hãng' }), { target: { value: 'vj' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Loại khách' }), { target: { value: 'INF' } });
    fireEvent.click(view.getByRole('button', { name: 'Vé tàu' }));

    expect(view.queryByRole('textbox', { name: 'Mã hãng' })).toBeNull();
    expect(view.queryByRole('combobox', { name: 'Chặng bay' })).toBeNull();
    expect(view.queryByRole('combobox', { name: 'Cách tính' })).toBeNull();
    const paxTypes = view.getByRole('combobox', { name: 'Loại khách' }) as HTMLSelectElement;
    expect([...paxTypes.options].map((option) => option.value)).toEqual(['ADT', 'CHD']);
    expect(paxTypes.value).toBe('ADT');
    fireEvent.change(view.getByRole('combobox', { name: 'Đại lý cấp dưới' }), { target: { value: HOASEN.id } });
    fireEvent.change(paxTypes, { target: { value: 'CHD' } });
    fireEvent.change(view.getByRole('textbox', { name: /Phí mỗi khách/ }), { target: { value: '15000' } });
    fireEvent.click(view.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toEqual({
      product: 'TRAIN',
      subAgencyId: HOASEN.id,
      airline: null,
      routeScope: 'domestic',
      paxType: 'CHD',
      chargeBasis: 'ticket',
      amount: 15_000,
      changeAmount: 0,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?product=TRAIN'));
    expect(router.state.location.pathname).toBe('/system/commission-fee');
  });

  it('edits a train rule from the train list with its product locked', async () => {
    renderApp('/system/change-commission?id=rule-train-hoasen&product=TRAIN', {
      session: loginAs('admin_f1'),
      handler: productServer(),
    });
    const view = within(await screen.findByRole('form', { name: 'Sửa phí xuất vé' }));
    expect((view.getByRole('button', { name: 'Vé tàu' }) as HTMLButtonElement).disabled).toBe(true);
    expect(view.getByRole('button', { name: 'Vé tàu' }).getAttribute('aria-pressed')).toBe('true');
    expect((view.getByRole('textbox', { name: /Phí mỗi khách/ }) as HTMLInputElement).value).toBe('15.000');
  });
});
