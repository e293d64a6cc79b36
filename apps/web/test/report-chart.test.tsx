// The report chart: its caption names it and its figures are readable as a table (formatted as the screen shows them).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportChart } from '../src/components/report/ReportChart';

describe('ReportChart', () => {
  it('names the figure by its caption and lists each category with its series in VND', () => {
    render(
      <ReportChart
        title="Doanh thu theo tháng"
        kind="bar"
        categoryKey="month"
        categoryLabel="Tháng"
        valueKind="money"
        series={[
          { key: 'sell', label: 'Giá bán' },
          { key: 'profit', label: 'Lợi nhuận' },
        ]}
        data={[
          { month: '10/2026', sell: 12_500_000, profit: 350_000 },
          { month: '11/2026', sell: 2_000_000, profit: 0 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Doanh thu theo tháng' });
    const table = within(figure).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'ThángGiá bánLợi nhuận',
      '10/202612.500.000 ₫350.000 ₫',
      '11/20262.000.000 ₫0 ₫',
    ]);
  });

  it('writes counts without a currency', () => {
    render(
      <ReportChart
        title="Số vé"
        kind="line"
        categoryKey="day"
        categoryLabel="Ngày"
        valueKind="count"
        series={[{ key: 'tickets', label: 'Vé' }]}
        data={[{ day: '01/11', tickets: 1234 }]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Số vé' }).querySelector('tbody')?.textContent).toBe('01/111.234');
  });
});
