// buy-seat's seat map and form: the grid drawn and named, moving with the keys, choosing, replacing and clearing, the
// rules that refuse a seat, the legend's prices, the body handed to the page, and a seat sold meanwhile (409).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HAN_SGN, SGN_HAN, VERSION } from './edit-forms-fixtures';
import { renderBuySeatForm, seatMaps } from './booking-paid-seat-fixtures';
import { createTestI18n } from './support/test-i18n';

beforeEach(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

const OUTBOUND = 'Sơ đồ ghế chuyến HAN → SGN 01/12/2030 VN 213 (tàu bay A321)';

const grid = () => screen.getByRole('grid');
const seat = (code: string) => {
  const found = grid().querySelector<HTMLElement>(`[data-seat="${code}"]`);
  if (!found) throw new Error(`no seat ${code} on the map`);
  return found;
};
const press = (code: string, key: string, extra: { ctrlKey?: boolean } = {}) =>
  fireEvent.keyDown(seat(code), { key, ...extra });
const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-seat');
const tabStops = () => [...grid().querySelectorAll('[tabindex="0"]')].map((cell) => cell.getAttribute('data-seat'));
const message = () => screen.getByRole('status').textContent;
/** A cell's text without what only a phone shows (the flight repeated under the passenger's name). */
function cellText(cell: Element) {
  const copy = cell.cloneNode(true) as Element;
  copy.querySelectorAll('[data-phone-only]').forEach((element) => element.remove());
  return copy.textContent;
}
const summaryRows = () =>
  within(screen.getByRole('table', { name: 'Ghế đã chọn' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map(cellText));
const pickPassenger = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));

async function opened(options?: Parameters<typeof renderBuySeatForm>[0]) {
  const form = renderBuySeatForm(options);
  await screen.findByRole('grid', { name: OUTBOUND });
  return form;
}

describe('the seat map grid', () => {
  it('draws the A321 with its letters, row numbers, exit rows and each seat named with its price and state', async () => {
    await opened();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hàng', 'A', 'B', 'C', 'D', 'E', 'F']);
    expect(
      within(grid())
        .getAllByRole('rowheader')
        .map((cell) => cell.getAttribute('aria-label')),
    ).toEqual(['Hàng 1', 'Hàng 2', 'Hàng 3', 'Hàng 10, lối thoát hiểm', 'Hàng 11, lối thoát hiểm', 'Hàng 12']);
    const rowTen = within(grid()).getAllByRole('row')[4]!;
    expect(rowTen.textContent).toBe('EXIT10ABCDEFEXIT');
    expect(seat('1A').getAttribute('role')).toBe('gridcell');
    expect(seat('1A').getAttribute('aria-label')).toBe('Ghế 1A, trả phí 150.000 ₫, Hàng đầu');
    expect(seat('12A').getAttribute('aria-label')).toBe('Ghế 12A, miễn phí');
    expect(seat('3A').getAttribute('aria-label')).toBe('Ghế 3A, đã có người, ghế hiện tại của TRAN THI HOA');
    expect(seat('3F').getAttribute('aria-label')).toBe('Ghế 3F, không bán');
    expect(seat('11A').getAttribute('aria-label')).toBe(
      'Ghế 11A, miễn phí, hàng lối thoát hiểm, Hành khách có em bé đi kèm không được ngồi hàng lối thoát hiểm.',
    );
    expect(tabStops()).toEqual(['1A']);
  });

  it('moves the focus with the arrows across the aisle and rows, Home, End and Ctrl+End, one tab stop following', async () => {
    await opened();
    seat('1A').focus();
    press('1A', 'ArrowRight');
    press('1B', 'ArrowRight');
    expect(focused()).toBe('1C');
    press('1C', 'ArrowRight');
    expect(focused()).toBe('1D');
    press('1D', 'ArrowDown');
    press('2D', 'ArrowDown');
    press('3D', 'ArrowDown');
    expect(focused()).toBe('10D');
    press('10D', 'End');
    expect(focused()).toBe('10F');
    press('10F', 'Home');
    expect(focused()).toBe('10A');
    press('10A', 'End', { ctrlKey: true });
    expect(focused()).toBe('12F');
    press('12F', 'Home');
    press('12A', 'ArrowRight');
    expect(focused()).toBe('12C');
    expect(tabStops()).toEqual(['12C']);
  });

  it('chooses with Enter, replaces with another seat (Space), clears when the same seat is chosen again', async () => {
    await opened();
    press('2A', 'Enter');
    expect(seat('2A').getAttribute('aria-selected')).toBe('true');
    expect(seat('2A').getAttribute('aria-label')).toBe(
      'Ghế 2A, trả phí 150.000 ₫, Hàng đầu, đã chọn cho NGUYEN VAN DUC',
    );
    expect(message()).toBe('Đã chọn ghế 2A cho NGUYEN VAN DUC.');
    expect(summaryRows()).toEqual([
      ['NGUYEN VAN DUC', 'HAN → SGN 01/12/2030 VN 213', '2A', '150.000 ₫', ''],
      ['Tổng tiền ghế', '', '', '150.000 ₫', ''],
    ]);
    press('11B', ' ');
    expect(seat('2A').getAttribute('aria-selected')).toBe('true');
    expect(seat('11B').getAttribute('aria-selected')).toBe('false');
    expect(message()).toBe('Hành khách có em bé đi kèm không được ngồi hàng lối thoát hiểm.');
    press('12C', ' ');
    expect(seat('12C').getAttribute('aria-selected')).toBe('true');
    expect(seat('2A').getAttribute('aria-selected')).toBe('false');
    expect(message()).toBe('Đã đổi ghế 2A sang 12C cho NGUYEN VAN DUC.');
    expect(summaryRows()[0]).toEqual(['NGUYEN VAN DUC', 'HAN → SGN 01/12/2030 VN 213', '12C', 'Miễn phí', '']);
    press('12C', 'Enter');
    expect(seat('12C').getAttribute('aria-selected')).toBe('false');
    expect(message()).toBe('Đã bỏ chọn ghế 12C của NGUYEN VAN DUC.');
    expect(screen.getByText('Chưa chọn ghế nào.')).toBeTruthy();
  });

  it('keeps the infant out of the picker and exit rows from its adult, but not from the other adult', async () => {
    await opened();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1. NGUYEN VAN DUC (có em bé đi kèm)',
      '2. TRAN THI HOA (ghế hiện tại 3A)',
    ]);
    expect(seat('10A').getAttribute('aria-disabled')).toBe('true');
    press('10A', 'Enter');
    expect(seat('10A').getAttribute('aria-selected')).toBe('false');
    expect(message()).toBe('Hành khách có em bé đi kèm không được ngồi hàng lối thoát hiểm.');
    pickPassenger(/^2\. TRAN THI HOA/);
    expect(seat('10A').getAttribute('aria-disabled')).toBeNull();
    press('10A', 'Enter');
    expect(seat('10A').getAttribute('aria-selected')).toBe('true');
    expect(message()).toBe('Đã chọn ghế 10A cho TRAN THI HOA.');
  });

  it('disables taken and blocked seats and a seat chosen for the other passenger, moving nothing', async () => {
    await opened();
    for (const code of ['2C', '3F', '3A']) expect(seat(code).getAttribute('aria-disabled')).toBe('true');
    press('2C', 'Enter');
    expect(message()).toBe('Ghế này đã có người ngồi.');
    expect(seat('2C').getAttribute('aria-selected')).toBe('false');
    press('1B', 'Enter');
    pickPassenger(/^2\. TRAN THI HOA/);
    expect(seat('1B').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(seat('1B'));
    expect(message()).toBe(
      'Ghế này đã chọn cho NGUYEN VAN DUC: bỏ chọn cho hành khách đó trước, không có gì thay đổi.',
    );
    expect(summaryRows()[0]).toEqual(['NGUYEN VAN DUC', 'HAN → SGN 01/12/2030 VN 213', '1B', '150.000 ₫', '']);
    expect(summaryRows()).toHaveLength(2);
  });

  it('lists each paid price of the cabin in the legend with separators, per flight', async () => {
    await opened();
    const legend = () =>
      within(screen.getByRole('region', { name: 'Chú thích' }))
        .getAllByRole('listitem')
        .map((item) => item.lastElementChild?.textContent);
    expect(legend()).toEqual([
      'Ghế miễn phí',
      'Chỗ để chân rộng: trả phí 120.000 ₫',
      'Hàng đầu: trả phí 150.000 ₫',
      'Đã có người',
      'Không bán',
      'Hàng lối thoát hiểm (ở hai đầu hàng)',
      'Ghế đang chọn cho hành khách này (số thứ tự hành khách)',
      'Ghế đã chọn cho hành khách khác (số thứ tự hành khách)',
      'Ghế hiện tại của hành khách trong đặt chỗ',
      'Hành khách này không ngồi được (xem lý do trên ghế)',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'SGN → HAN 05/12/2030 VN 220' }));
    await screen.findByRole('grid', { name: 'Sơ đồ ghế chuyến SGN → HAN 05/12/2030 VN 220 (tàu bay A321)' });
    expect(legend()[1]).toBe('Hàng đầu: trả phí 90.000 ₫');
  });

  it('names seats in English with the English money format', async () => {
    await createTestI18n('en');
    renderBuySeatForm();
    await screen.findByRole('grid', { name: 'Seat map of HAN → SGN 01/12/2030 VN 213 (A321)' });
    expect(seat('1A').getAttribute('aria-label')).toBe('Seat 1A, paid 150,000 VND, Hàng đầu');
    expect(seat('10A').getAttribute('aria-label')).toBe(
      'Seat 10A, paid 120,000 VND, Chỗ để chân rộng, exit row, A passenger travelling with an infant may not sit in an exit row.',
    );
  });
});

describe('the buy-seat body', () => {
  it('hands the page the seats in flight then passenger order, with the version, and totals their prices', async () => {
    const { onSubmit } = await opened();
    press('1A', 'Enter');
    pickPassenger(/^2\. TRAN THI HOA/);
    press('10B', 'Enter');
    fireEvent.click(screen.getByRole('tab', { name: 'SGN → HAN 05/12/2030 VN 220' }));
    await screen.findByRole('grid', { name: 'Sơ đồ ghế chuyến SGN → HAN 05/12/2030 VN 220 (tàu bay A321)' });
    press('5C', 'Enter');
    pickPassenger(/^1\. NGUYEN VAN DUC/);
    press('6A', 'Enter');
    expect(summaryRows()).toEqual([
      ['NGUYEN VAN DUC', 'HAN → SGN 01/12/2030 VN 213', '1A', '150.000 ₫', ''],
      ['TRAN THI HOA', 'HAN → SGN 01/12/2030 VN 213', '10B', '120.000 ₫', ''],
      ['NGUYEN VAN DUC', 'SGN → HAN 05/12/2030 VN 220', '6A', 'Miễn phí', ''],
      ['TRAN THI HOA', 'SGN → HAN 05/12/2030 VN 220', '5C', '90.000 ₫', ''],
      ['Tổng tiền ghế', '', '', '360.000 ₫', ''],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      expectedVersion: VERSION,
      seats: [
        { paxId: 'ADT-1', flightKey: HAN_SGN, seat: '1A' },
        { paxId: 'ADT-2', flightKey: HAN_SGN, seat: '10B' },
        { paxId: 'ADT-1', flightKey: SGN_HAN, seat: '6A' },
        { paxId: 'ADT-2', flightKey: SGN_HAN, seat: '5C' },
      ],
    });
  });

  it('asks for a seat before sending, and shows a 400 message on the seat it names', async () => {
    const { onSubmit, update } = await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chọn ít nhất một ghế.');
    expect(onSubmit).not.toHaveBeenCalled();
    press('1A', 'Enter');
    pickPassenger(/^2\. TRAN THI HOA/);
    press('1B', 'Enter');
    fireEvent.click(screen.getByRole('button', { name: 'Báo giá' }));
    expect(screen.queryByRole('alert')).toBeNull();
    update({ serverErrors: { 'seats.1.seat': 'Ghế không bán cho hành khách này' } });
    expect(screen.getByRole('alert').textContent).toBe('1B · TRAN THI HOA: Ghế không bán cho hành khách này');
  });

  it('reads the map again after a 409 seatTaken and drops that seat with a message, keeping the others', async () => {
    let isSold = false;
    const { update, calls } = await opened({ maps: () => seatMaps(isSold ? { '2A': { status: 'TAKEN' } } : {}) });
    press('2A', 'Enter');
    pickPassenger(/^2\. TRAN THI HOA/);
    press('2B', 'Enter');
    isSold = true;
    update({ conflict: { reason: 'seatTaken', details: { flightKey: HAN_SGN, seat: '2A' } } });
    await waitFor(() =>
      expect(message()).toBe(
        'Ghế 2A vừa có khách khác đặt. Sơ đồ ghế đã được tải lại và lựa chọn đó đã bỏ; vui lòng chọn ghế khác.',
      ),
    );
    expect(calls.filter((call) => call.url.endsWith('/seat-maps'))).toHaveLength(2);
    expect(seat('2A').getAttribute('aria-disabled')).toBe('true');
    expect(seat('2A').getAttribute('aria-selected')).toBe('false');
    expect(summaryRows()).toEqual([
      ['TRAN THI HOA', 'HAN → SGN 01/12/2030 VN 213', '2B', '150.000 ₫', ''],
      ['Tổng tiền ghế', '', '', '150.000 ₫', ''],
    ]);
  });

  it('locks the choices while the page shows their quote', async () => {
    const { update, onSubmit } = await opened();
    press('2A', 'Enter');
    update({ locked: true });
    press('2B', 'Enter');
    expect(seat('2B').getAttribute('aria-selected')).toBe('false');
    expect(grid().getAttribute('aria-readonly')).toBe('true');
    expect((screen.getByRole('button', { name: 'Báo giá' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
