// The flight search form's fields: passenger rules, airport search and swap, date picking, their messages.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  alertText,
  chooseAirport,
  freezeVietnamMorning,
  openPassengers,
  renderSearchForm,
  resultsLocation,
  submitSearch as submit,
  typeDate,
} from './support/render-search-form';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
beforeEach(freezeVietnamMorning);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('flight search form: passengers', () => {
  it('enables + and - by the rules: at most 9 seated, infants up to adults', async () => {
    renderSearchForm();
    const passengers = await openPassengers();
    const button = (name: string) => passengers.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Bớt người lớn').disabled).toBe(false);
    expect(button('Bớt trẻ em').disabled).toBe(true);
    expect(button('Bớt em bé').disabled).toBe(true);

    fireEvent.click(button('Thêm em bé'));
    expect(button('Thêm em bé').disabled).toBe(true);

    for (let seated = 1; seated < 9; seated += 1) fireEvent.click(button('Thêm trẻ em'));
    expect(button('Thêm người lớn').disabled).toBe(true);
    expect(button('Thêm trẻ em').disabled).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Hành khách: 1 người lớn, 8 trẻ em, 1 em bé', hidden: true }),
    ).toBeTruthy();

    fireEvent.click(button('Bớt trẻ em'));
    expect(button('Thêm người lớn').disabled).toBe(false);

    // Removing the only adult takes the infant on their lap too.
    fireEvent.click(button('Bớt người lớn'));
    expect(screen.getByRole('button', { name: 'Hành khách: 0 người lớn, 7 trẻ em', hidden: true })).toBeTruthy();
    expect(button('Bớt người lớn').disabled).toBe(true);
    expect(button('Thêm em bé').disabled).toBe(true);
  });

  it('refuses a search without an adult, naming the field', async () => {
    renderSearchForm({
      initialRequest: {
        journeyType: 'OW',
        legs: [{ from: 'HAN', to: 'SGN', departDate: '2026-12-10' }],
        adt: 1,
        chd: 0,
        inf: 0,
      },
    });
    const passengers = await openPassengers();
    fireEvent.click(passengers.getByRole('button', { name: 'Bớt người lớn' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Hành khách' }), { key: 'Escape' });
    submit();
    expect(await alertText()).toContain('Người lớn: cần ít nhất 1 người lớn.');
    expect(screen.queryByTestId('results-location')).toBeNull();
  });
});

describe('flight search form: airports', () => {
  it('finds airports by Vietnamese without accents, with accents and by code, grouped Vietnam / International', async () => {
    renderSearchForm();
    const from = screen.getByRole('combobox', { name: 'Điểm đi' });
    act(() => from.focus());
    for (const query of ['ha noi', 'Hà Nội', 'HAN', 'han']) {
      fireEvent.change(from, { target: { value: query } });
      const options = await screen.findAllByRole('option');
      expect(options[0]?.getAttribute('aria-label'), query).toBe('Hà Nội (HAN), Sân bay quốc tế Nội Bài');
    }
    fireEvent.change(from, { target: { value: 'bangkok' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')[0]?.getAttribute('aria-label')).toMatch(/^Bangkok \(BKK\)/),
    );
    expect(within(listbox).getByText('Quốc tế')).toBeTruthy();
    expect(within(listbox).queryByText('Việt Nam')).toBeNull();
  });

  it('swaps From and To', async () => {
    renderSearchForm();
    await chooseAirport('Điểm đi', 'ha noi', /^Hà Nội \(HAN\)/);
    await chooseAirport('Điểm đến', 'da nang', /^Đà Nẵng \(DAD\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Đổi chiều' }));
    expect((screen.getByRole('combobox', { name: 'Điểm đi' }) as HTMLInputElement).value).toBe('Đà Nẵng (DAD)');
    expect((screen.getByRole('combobox', { name: 'Điểm đến' }) as HTMLInputElement).value).toBe('Hà Nội (HAN)');
  });

  it('refuses missing and equal airports, naming the field', async () => {
    renderSearchForm();
    submit();
    const message = await alertText();
    expect(message).toContain('Vui lòng chọn điểm đi.');
    expect(message).toContain('Vui lòng chọn điểm đến.');
    expect(screen.getByRole('combobox', { name: 'Điểm đi' }).getAttribute('aria-invalid')).toBe('true');

    await chooseAirport('Điểm đi', 'HAN', /^Hà Nội \(HAN\)/);
    await chooseAirport('Điểm đến', 'HAN', /^Hà Nội \(HAN\)/);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Điểm đến phải khác điểm đi.'));
    expect(screen.getByRole('alert').textContent).not.toContain('Vui lòng chọn điểm đi.');
    submit();
    expect(screen.queryByTestId('results-location')).toBeNull();
  });
});

describe('flight search form: dates', () => {
  const roundTrip = {
    journeyType: 'RT' as const,
    legs: [{ from: 'HAN', to: 'SGN', departDate: '2026-12-04' }],
    adt: 1,
    chd: 0,
    inf: 0,
  };

  it('picks a round trip on the calendar: a first pick starts over, an earlier second pick swaps', async () => {
    renderSearchForm({
      initialRequest: { ...roundTrip, legs: [...roundTrip.legs, { from: 'SGN', to: 'HAN', departDate: '2026-12-09' }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mở lịch chọn ngày đi' }));
    const calendar = within(await screen.findByRole('dialog', { name: 'Chọn ngày đi' }));
    expect((calendar.getByRole('button', { name: '02/12/2026' }) as HTMLButtonElement).disabled).toBe(true);
    expect((calendar.getByRole('button', { name: 'Tháng trước' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calendar.getByRole('button', { name: '03/12/2026' }).getAttribute('aria-current')).toBe('date');

    fireEvent.click(calendar.getByRole('button', { name: '10/12/2026' }));
    // The calendar is modal: the fields behind it are hidden from assistive tech until it closes.
    expect((screen.getByRole('textbox', { name: 'Ngày đi', hidden: true }) as HTMLInputElement).value).toBe(
      '10/12/2026',
    );
    expect((screen.getByRole('textbox', { name: 'Ngày về', hidden: true }) as HTMLInputElement).value).toBe('');
    expect(calendar.getByText('Chọn ngày về')).toBeTruthy();

    fireEvent.click(calendar.getByRole('button', { name: '05/12/2026' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chọn ngày đi' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Ngày đi' }) as HTMLInputElement).value).toBe('05/12/2026');
    expect((screen.getByRole('textbox', { name: 'Ngày về' }) as HTMLInputElement).value).toBe('10/12/2026');

    submit();
    expect(await resultsLocation()).toContain('legs=HAN-SGN-2026-12-05%2CSGN-HAN-2026-12-10');
  });

  it('moves through the calendar with the keyboard and never before today', async () => {
    renderSearchForm();
    fireEvent.click(screen.getByRole('button', { name: 'Mở lịch chọn ngày đi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chọn ngày đi' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('03/12/2026'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('03/12/2026');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('10/12/2026');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('10/01/2027');
    expect(within(dialog).getByRole('grid', { name: 'Tháng 1 năm 2027' })).toBeTruthy();
    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chọn ngày đi' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Ngày đi' }) as HTMLInputElement).value).toBe('10/01/2027');
  });

  it('names a typed date that is not a day, and a departure before today', async () => {
    renderSearchForm({ initialRequest: roundTrip });
    typeDate('Ngày đi', '31/02/2027');
    expect(await screen.findByText('Ngày đi không hợp lệ, hãy nhập theo dạng dd/MM/yyyy.')).toBeTruthy();
    typeDate('Ngày đi', '20/11/2026');
    typeDate('Ngày về', '');
    submit();
    const message = await alertText();
    expect(message).toContain('Ngày đi không được trước hôm nay.');
    expect(message).toContain('Vui lòng chọn ngày về.');
  });

  it('drops the return when switching to one way', async () => {
    renderSearchForm({
      initialRequest: { ...roundTrip, legs: [...roundTrip.legs, { from: 'SGN', to: 'HAN', departDate: '2026-12-09' }] },
    });
    expect((screen.getByRole('textbox', { name: 'Ngày về' }) as HTMLInputElement).value).toBe('09/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Một chiều' }));
    expect(screen.queryByRole('textbox', { name: 'Ngày về' })).toBeNull();
    submit();
    expect(await resultsLocation()).toBe('/booking/flights?type=OW&legs=HAN-SGN-2026-12-04&adt=1&chd=0&inf=0');
  });
});
