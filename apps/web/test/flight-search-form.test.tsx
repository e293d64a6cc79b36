// The flight search form: the results URL it writes for each journey type, the last search, English.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { decodeSearchQuery } from '../src/lib/flight-search/search-query';
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

let i18nInstance: i18n;

beforeAll(async () => {
  i18nInstance = await createTestI18n('vi');
});
beforeEach(freezeVietnamMorning);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('flight search form: the results URL', () => {
  it('writes a one-way search with its passengers and remembers it', async () => {
    const onSearch = vi.fn();
    const { store } = renderSearchForm({ onSearch });
    expect(screen.getByRole('button', { name: 'Một chiều' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'Ngày về' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Ngày đi' }) as HTMLInputElement).value).toBe('03/12/2026');

    await chooseAirport('Điểm đi', 'ha noi', /^Hà Nội \(HAN\)/);
    await chooseAirport('Điểm đến', 'SGN', /^Hồ Chí Minh \(SGN\)/);
    typeDate('Ngày đi', '15/12/2026');
    const passengers = await openPassengers();
    fireEvent.click(passengers.getByRole('button', { name: 'Thêm người lớn' }));
    fireEvent.click(passengers.getByRole('button', { name: 'Thêm em bé' }));
    fireEvent.click(passengers.getByRole('button', { name: 'Xong' }));
    submit();

    expect(await resultsLocation()).toBe('/booking/flights?type=OW&legs=HAN-SGN-2026-12-15&adt=2&chd=0&inf=1');
    const request = {
      journeyType: 'OW',
      legs: [{ from: 'HAN', to: 'SGN', departDate: '2026-12-15' }],
      adt: 2,
      chd: 0,
      inf: 1,
    };
    expect(store.getState().flightSearch?.lastRequest).toEqual(request);
    expect(onSearch).toHaveBeenCalledWith(request);
  });

  it('writes a round trip as two legs with passengers and promotion codes per airline', async () => {
    renderSearchForm();
    fireEvent.click(screen.getByRole('button', { name: 'Khứ hồi' }));
    await chooseAirport('Điểm đi', 'HAN', /^Hà Nội \(HAN\)/);
    await chooseAirport('Điểm đến', 'ho chi minh', /^Hồ Chí Minh \(SGN\)/);
    typeDate('Ngày đi', '03/12/2026');
    typeDate('Ngày về', '07/12/2026');
    const passengers = await openPassengers();
    fireEvent.click(passengers.getByRole('button', { name: 'Thêm người lớn' }));
    fireEvent.click(passengers.getByRole('button', { name: 'Thêm trẻ em' }));
    fireEvent.click(passengers.getByRole('button', { name: 'Thêm em bé' }));
    fireEvent.click(passengers.getByRole('button', { name: 'Xong' }));

    const promotionToggle = screen.getByRole('button', { name: 'Mã khuyến mãi' });
    expect(promotionToggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(promotionToggle);
    expect(promotionToggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Vietnam Airlines (VN)'), { target: { value: ' VNSALE ' } });
    fireEvent.change(screen.getByLabelText('Vietjet Air (VJ)'), { target: { value: 'VJ50' } });
    submit();

    const location = await resultsLocation();
    expect(location).toBe(
      '/booking/flights?type=RT&legs=HAN-SGN-2026-12-03%2CSGN-HAN-2026-12-07&adt=2&chd=1&inf=1&promo=VN%3AVNSALE%2CVJ%3AVJ50',
    );
    expect(decodeSearchQuery(location!.split('?')[1]!)).toEqual({
      journeyType: 'RT',
      legs: [
        { from: 'HAN', to: 'SGN', departDate: '2026-12-03' },
        { from: 'SGN', to: 'HAN', departDate: '2026-12-07' },
      ],
      adt: 2,
      chd: 1,
      inf: 1,
      promotions: [
        { airline: 'VN', promotionCode: 'VNSALE' },
        { airline: 'VJ', promotionCode: 'VJ50' },
      ],
    });
  });

  it('writes a multi-city search from the legs editor, 2 to 6 legs', async () => {
    renderSearchForm();
    await chooseAirport('Điểm đi', 'ha noi', /^Hà Nội \(HAN\)/);
    await chooseAirport('Điểm đến', 'da nang', /^Đà Nẵng \(DAD\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Nhiều chặng' }));

    const leg1 = within(screen.getByRole('group', { name: 'Chặng 1' }));
    const leg2 = within(screen.getByRole('group', { name: 'Chặng 2' }));
    // The route carries into the first leg; the second starts where the first lands, 3 days out.
    expect((leg1.getByRole('combobox', { name: 'Điểm đi' }) as HTMLInputElement).value).toBe('Hà Nội (HAN)');
    expect((leg2.getByRole('combobox', { name: 'Điểm đi' }) as HTMLInputElement).value).toBe('Đà Nẵng (DAD)');
    expect((leg2.getByRole('textbox', { name: 'Ngày đi' }) as HTMLInputElement).value).toBe('06/12/2026');
    expect(screen.getByRole('button', { name: 'Xóa chặng 1' }).hasAttribute('disabled')).toBe(true);

    await chooseAirport('Điểm đến', 'sai gon', /^Hồ Chí Minh \(SGN\)/, leg2);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm chặng' }));
    const leg3 = within(screen.getByRole('group', { name: 'Chặng 3' }));
    expect((leg3.getByRole('combobox', { name: 'Điểm đi' }) as HTMLInputElement).value).toBe('Hồ Chí Minh (SGN)');
    expect((leg3.getByRole('textbox', { name: 'Ngày đi' }) as HTMLInputElement).value).toBe('09/12/2026');
    await chooseAirport('Điểm đến', 'PQC', /^Phú Quốc \(PQC\)/, leg3);

    for (let count = 3; count < 6; count += 1) fireEvent.click(screen.getByRole('button', { name: 'Thêm chặng' }));
    expect(screen.getByRole('button', { name: 'Thêm chặng' }).hasAttribute('disabled')).toBe(true);
    for (const number of [6, 5, 4]) fireEvent.click(screen.getByRole('button', { name: `Xóa chặng ${number}` }));
    expect(screen.queryByRole('group', { name: 'Chặng 4' })).toBeNull();
    submit();

    expect(await resultsLocation()).toBe(
      '/booking/multi-destinations?type=MC&legs=HAN-DAD-2026-12-03%2CDAD-SGN-2026-12-06%2CSGN-PQC-2026-12-09&adt=1&chd=0&inf=0',
    );
  });
});

describe('flight search form: memory and language', () => {
  it('shows the last search again when the form opens anew', async () => {
    const { store, unmount } = renderSearchForm();
    await chooseAirport('Điểm đi', 'HAN', /^Hà Nội \(HAN\)/);
    await chooseAirport('Điểm đến', 'CXR', /^Nha Trang \(CXR\)/);
    submit();
    await resultsLocation();
    unmount();

    renderSearchForm({ store });
    expect((screen.getByRole('combobox', { name: 'Điểm đi' }) as HTMLInputElement).value).toBe('Hà Nội (HAN)');
    expect((screen.getByRole('combobox', { name: 'Điểm đến' }) as HTMLInputElement).value).toBe('Nha Trang (CXR)');
  });

  it('speaks English when the agent chose English', async () => {
    await act(() => i18nInstance.changeLanguage('en'));
    try {
      renderSearchForm();
      fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
      const message = await alertText();
      expect(message).toContain('Please choose the From airport.');
      expect(message).toContain('Please choose the To airport.');
      await chooseAirport('From', 'ha noi', /^Hanoi \(HAN\)/);
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toBe('Hanoi (HAN)');
    } finally {
      await act(() => i18nInstance.changeLanguage('vi'));
    }
  });
});
