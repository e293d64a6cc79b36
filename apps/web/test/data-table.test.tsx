// The shared data table: sorting, accent-insensitive filtering, pagination and the CSV it exports.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from '../src/components/DataTable';
import { toCsv } from '../src/lib/csv';
import { createTestI18n } from './support/test-i18n';

type Person = { id: string; name: string; joined: string; bookings: number };

const PEOPLE: Person[] = Array.from({ length: 12 }, (_unused, index) => ({
  id: String(index),
  name: index === 0 ? 'Nguyễn Văn Đức' : `Người ${String(index).padStart(2, '0')}`,
  joined: new Date(Date.UTC(2024, 0, 12 - index)).toISOString(),
  bookings: (index * 7) % 5,
}));

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Họ và tên', value: (row) => row.name },
  { id: 'bookings', header: 'Số đặt chỗ', value: (row) => row.bookings },
];

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

describe('DataTable', () => {
  it('pages by 10 rows and moves to the next page', () => {
    render(<DataTable label="Người" rows={PEOPLE} columns={COLUMNS} getRowId={(row) => row.id} csvFileName="nguoi" />);
    expect(bodyRows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('finds "Nguyễn Văn Đức" when filtering for "nguyen van duc"', () => {
    render(<DataTable label="Người" rows={PEOPLE} columns={COLUMNS} getRowId={(row) => row.id} csvFileName="nguoi" />);
    fireEvent.change(screen.getByLabelText('Lọc dữ liệu'), { target: { value: 'nguyen van duc' } });
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]?.textContent).toContain('Nguyễn Văn Đức');
    expect(screen.getByText('1 dòng')).toBeTruthy();
  });

  it('sorts numbers numerically, ascending then descending', () => {
    render(<DataTable label="Người" rows={PEOPLE} columns={COLUMNS} getRowId={(row) => row.id} csvFileName="nguoi" />);
    const header = screen.getByRole('button', { name: 'Số đặt chỗ' });
    fireEvent.click(header);
    expect(bodyRows()[0]?.textContent).toMatch(/0$/);
    fireEvent.click(header);
    expect(bodyRows()[0]?.textContent).toMatch(/4$/);
  });

  it('exports the filtered rows as CSV', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    URL.createObjectURL = createObjectURL as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<DataTable label="Người" rows={PEOPLE} columns={COLUMNS} getRowId={(row) => row.id} csvFileName="nguoi" />);
    fireEvent.change(screen.getByLabelText('Lọc dữ liệu'), { target: { value: 'Đức' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Họ và tên,Số đặt chỗ\r\nNguyễn Văn Đức,0\r\n');
    click.mockRestore();
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark, quotes separators and neutralises formulas', () => {
    const csv = toCsv(
      ['Tên', 'Ghi chú'],
      [
        ['Lê "Tí"', 'a,b'],
        ['=SUM(A1)', null],
      ],
    );
    expect(csv).toBe('\uFEFFTên,Ghi chú\r\n"Lê ""Tí""","a,b"\r\n\'=SUM(A1),\r\n');
  });
});
