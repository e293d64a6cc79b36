// The train search form (/train): stations found by alias and without accents, the swap, the rules naming each
// field, and the results' address a valid search goes to, kept in the draft.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { searchStations } from '../src/features/train-search/model/station-search';
import { decodeTrainSearch } from '../src/features/train-search/model/search-query';
import { readTrainDraft, resetTrainDraft } from '../src/lib/train/train-draft';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { setUpBookingScreenTests } from './support/screen-hooks';
import { STATIONS, trainServer } from './train-search-fixtures';

setUpBookingScreenTests();
beforeEach(() => {
  resetTrainDraft({ keepSearch: false });
  // 20:00 UTC on 2 December is 03:00 on 3 December in Vietnam: the form's today is 03/12/2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function renderForm() {
  return renderApp('/train', { session: loginAs('admin_f1'), handler: trainServer({}).handler });
}

async function chooseStation(label: string, query: string, option: RegExp) {
  const input = await screen.findByRole('combobox', { name: label });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: query } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Tìm chuyến tàu' }));

describe('station search', () => {
  it('finds Sài Gòn by its alias, without accents and with them, and by code', () => {
    for (const query of ['sg', 'sai gon', 'Sài Gòn', 'SAIGON', 'hcm', 'sgo'])
      expect(searchStations(STATIONS, query)[0]?.code, query).toBe('SGO');
    expect(searchStations(STATIONS, 'da nang').map((s) => s.code)).toEqual(['DNA']);
    expect(searchStations(STATIONS, 'hue')[0]?.code).toBe('HUE');
    expect(searchStations(STATIONS, 'zzz')).toEqual([]);
  });

  it('offers the station typed without accents in the picker', async () => {
    renderForm();
    await chooseStation('Ga đến', 'sai gon', /^Sài Gòn \(SGO\)/);
    expect((screen.getByRole('combobox', { name: 'Ga đến' }) as HTMLInputElement).value).toBe('Sài Gòn (SGO)');
  });
});

describe('train search form', () => {
  it('names each field that stops the search', async () => {
    const { router } = renderForm();
    await screen.findByRole('combobox', { name: 'Ga đi' });
    typeDate('Ngày đi', '');
    submit();
    expect(await screen.findByText('Ga đi: vui lòng chọn ga đi.')).toBeTruthy();
    expect(screen.getByText('Ga đến: vui lòng chọn ga đến.')).toBeTruthy();
    expect(screen.getByText('Ngày đi: vui lòng nhập ngày đi (dd/MM/yyyy).')).toBeTruthy();

    await chooseStation('Ga đi', 'hn', /^Hà Nội \(HNO\)/);
    await chooseStation('Ga đến', 'ha noi', /^Hà Nội \(HNO\)/);
    typeDate('Ngày đi', '01/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Khứ hồi' }));
    submit();
    expect(await screen.findByText('Ga đến: phải khác ga đi.')).toBeTruthy();
    expect(screen.getByText('Ngày đi: không được trước hôm nay.')).toBeTruthy();
    expect(screen.getByText('Ngày về: vui lòng nhập ngày về (dd/MM/yyyy).')).toBeTruthy();

    typeDate('Ngày đi', '31/02/2027');
    typeDate('Ngày về', '10/12/2026');
    submit();
    expect(await screen.findByText('Ngày đi: không phải ngày hợp lệ (dd/MM/yyyy).')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/train');
  });

  it('goes to the results address of a round trip and keeps the search in the draft', async () => {
    const { router } = renderForm();
    await chooseStation('Ga đi', 'hanoi', /^Hà Nội \(HNO\)/);
    await chooseStation('Ga đến', 'dn', /^Đà Nẵng \(DNA\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Khứ hồi' }));
    typeDate('Ngày đi', '10122026');
    typeDate('Ngày về', '09/12/2026');
    submit();
    expect(await screen.findByText('Ngày về: không được trước ngày đi.')).toBeTruthy();

    typeDate('Ngày về', '12/12/2026');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/train/search'));
    expect(router.state.location.search).toBe('?from=HNO&to=DNA&depart=2026-12-10&return=2026-12-12');
    const request = { from: 'HNO', to: 'DNA', departDate: '2026-12-10', returnDate: '2026-12-12' };
    expect(decodeTrainSearch(new URLSearchParams(router.state.location.search))).toEqual(request);
    expect(readTrainDraft().search).toEqual(request);
  });

  it('swaps the stations and sends a one-way search without a return day', async () => {
    const { router } = renderForm();
    await chooseStation('Ga đi', 'Đà Nẵng', /^Đà Nẵng \(DNA\)/);
    await chooseStation('Ga đến', 'HUE', /^Huế \(HUE\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Đổi chiều ga đi và ga đến' }));
    expect((screen.getByRole('combobox', { name: 'Ga đi' }) as HTMLInputElement).value).toBe('Huế (HUE)');
    typeDate('Ngày đi', '5/1/2027');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/train/search'));
    expect(router.state.location.search).toBe('?from=HUE&to=DNA&depart=2027-01-05');
  });
});
