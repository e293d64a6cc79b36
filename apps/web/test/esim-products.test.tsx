// /esim/products and /esim/product-detail: the catalogue read once and searched as typed (Vietnamese or English,
// accents ignored), filtered by region, each package's data, validity, hotspot and prices shown; a package added to the
// cart from the list or from its detail (with a quantity), the cart button counting the eSIMs.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { cartStorageKey } from '../src/lib/esim/cart-slice';
import { CATALOGUE } from './esim-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;

function catalogueServer(call: StubCall) {
  const path = pathOf(call);
  if (path === '/api/esim/products')
    return jsonResponse(200, { products: CATALOGUE, readAt: new Date().toISOString() });
  const id = path.startsWith('/api/esim/products/') ? decodeURIComponent(path.split('/').at(-1) ?? '') : null;
  const found = CATALOGUE.find((item) => item.id === id);
  if (id !== null)
    return found ? jsonResponse(200, found) : jsonResponse(404, { code: 404, message: 'Không tìm thấy' });
  return jsonResponse(200, {});
}

const savedLines = () => JSON.parse(localStorage.getItem(cartStorageKey('admin_f1-id')) ?? '[]') as unknown[];

describe('the eSIM catalogue page', () => {
  it('searches as typed in either language without accents, filters a region, and adds a package to the cart', async () => {
    const { calls } = renderApp('/esim/products', { session: loginAs('admin_f1'), handler: catalogueServer });
    const table = await screen.findByRole('table', { name: 'Danh sách gói eSIM' }, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(screen.getByText('4 / 4 gói')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Điểm đến' });
    fireEvent.change(search, { target: { value: 'nhat ban' } });
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toBe('Nhật Bản5 GB7 ngàyCó250.000 ₫320.000 ₫Thêm vào giỏ');
    fireEvent.change(search, { target: { value: 'KOREA' } });
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Hàn QuốcKhông giới hạn2 GB/ngày tốc độ cao, sau đó 512 kbps10 ngày');

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Khu vực' }), { target: { value: 'EUROPE' } });
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Châu Âu']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/esim/product-detail?id=eu-20gb-30d');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Thêm vào giỏ' }));
    await screen.findByRole('link', { name: /Giỏ hàng \(1\)/ });
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Thêm vào giỏ' }));
    await screen.findByRole('link', { name: /Giỏ hàng \(2\)/ });
    expect(savedLines()).toEqual([{ id: 'eu-20gb-30d', price: 900_000, quantityCart: 2, totalPrice: 1_800_000 }]);
    expect(calls.filter((call) => pathOf(call) === '/api/esim/products')).toHaveLength(1);
  });

  it('sorts by days and by data from the sort choice', async () => {
    renderApp('/esim/products', { session: loginAs('admin_f1'), handler: catalogueServer });
    const table = await screen.findByRole('table', { name: 'Danh sách gói eSIM' }, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual(['Thái Lan', 'Nhật Bản', 'Hàn Quốc', 'Châu Âu']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'data' } });
    expect(names()).toEqual(['Thái Lan', 'Nhật Bản', 'Châu Âu', 'Hàn Quốc']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'name' } });
    expect(names()).toEqual(['Châu Âu', 'Hàn Quốc', 'Nhật Bản', 'Thái Lan']);
  });
});

describe('the eSIM package detail', () => {
  it('shows coverage by country name, networks, facts and notes, and adds the chosen quantity', async () => {
    renderApp('/esim/product-detail?id=eu-20gb-30d', { session: loginAs('admin_f1'), handler: catalogueServer });
    await screen.findByRole('heading', { name: 'Châu Âu · 20 GB · 30 ngày' }, { timeout: 15_000 });
    const coverage = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(coverage).toEqual(expect.arrayContaining(['Pháp', 'Đức', 'Ý']));
    const networks = screen.getByRole('table', { name: 'Nhà mạng' });
    expect(within(networks).getAllByRole('row')[1]!.textContent).toBe('PhápOrange4G / 5G');
    expect(screen.getByText('esimhub')).toBeTruthy();
    expect(screen.getByText('900.000 ₫')).toBeTruthy();
    expect(screen.getByText('Điện thoại phải hỗ trợ eSIM và không bị khóa mạng.')).toBeTruthy();

    const decrease = screen.getByRole('button', { name: 'Giảm số lượng' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    await screen.findByRole('link', { name: /Giỏ hàng \(3\)/ });
    expect(savedLines()).toEqual([{ id: 'eu-20gb-30d', price: 900_000, quantityCart: 3, totalPrice: 2_700_000 }]);
    expect(screen.getByRole('link', { name: 'Xem giỏ hàng' }).getAttribute('href')).toBe('/esim/cart');
  });

  it('says so when the package is not found', async () => {
    renderApp('/esim/product-detail?id=zz-none', { session: loginAs('admin_f1'), handler: catalogueServer });
    expect((await screen.findByRole('alert', undefined, { timeout: 15_000 })).textContent).toContain(
      'Không tìm thấy gói eSIM này.',
    );
  });
});
