// /train/search: the search from the address, filters and the four sorts, tabs, an empty answer, an error with a
// retry, and choosing a run for its direction.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTrainSearchResponse } from '@portal/contracts';
import { viewRuns } from '../src/features/train-search/model/run-view';
import { readTrainDraft, resetTrainDraft } from '../src/lib/train/train-draft';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpBookingScreenTests } from './support/screen-hooks';
import { run, STATIONS } from './train-search-fixtures';

setUpBookingScreenTests();
beforeEach(() => resetTrainDraft({ keepSearch: false }));

/** SE1 evening, many seats, long; SE3 early morning, few; SE5 noon, fastest; SE7 morning, soft seats only. */
const SE1 = run({
  trainNumber: 'SE1',
  departAt: '2026-12-10T19:00:00+07:00',
  arriveAt: '2026-12-11T12:00:00+07:00',
  durationMinutes: 1020,
  seatsLeft: 300,
});
const SE3 = run({
  trainNumber: 'SE3',
  departAt: '2026-12-10T05:00:00+07:00',
  arriveAt: '2026-12-10T21:30:00+07:00',
  durationMinutes: 990,
  seatsLeft: 12,
});
const SE5 = run({
  trainNumber: 'SE5',
  departAt: '2026-12-10T13:00:00+07:00',
  arriveAt: '2026-12-11T04:00:00+07:00',
  durationMinutes: 900,
  seatsLeft: 80,
});
const SE7 = run({
  trainNumber: 'SE7',
  departAt: '2026-12-10T08:00:00+07:00',
  arriveAt: '2026-12-11T01:00:00+07:00',
  durationMinutes: 1020,
  seatsLeft: 50,
  fares: [{ seatType: 'NGM', minFare: 600_000, maxFare: 600_000, seatsLeft: 50 }],
});
const RETURN_SE2 = run({ trainNumber: 'SE2', from: 'DNA', to: 'HNO', fromName: 'Đà Nẵng', toName: 'Hà Nội' });
const ANSWER: TTrainSearchResponse = {
  departure: [SE1, SE3, SE5, SE7],
  return: null,
  issueFeePerTicket: 20_000,
  issueFeePerChildTicket: 15_000,
};

const trainNumbers = () =>
  within(screen.getByRole('region', { name: /^Chiều/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function renderResults(path: string, answer: (call: StubCall) => Response) {
  return renderApp(path, {
    session: loginAs('admin_f1'),
    handler: (call) =>
      call.url.startsWith('/api/trains/stations') ? jsonResponse(200, { stations: STATIONS }) : answer(call),
  });
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('train results view', () => {
  it('sorts by each of the four keys and filters by seat type and departure band', () => {
    const runs = [SE1, SE3, SE5, SE7];
    const numbers = (view: Parameters<typeof viewRuns>[1]) => viewRuns(runs, view).map((r) => r.trainNumber);
    expect(numbers({ seatType: 'ALL', bands: [], sort: 'seatNull' })).toEqual(['SE1', 'SE5', 'SE7', 'SE3']);
    expect(numbers({ seatType: 'ALL', bands: [], sort: 'departTime' })).toEqual(['SE3', 'SE7', 'SE5', 'SE1']);
    expect(numbers({ seatType: 'ALL', bands: [], sort: 'returnTime' })).toEqual(['SE3', 'SE7', 'SE5', 'SE1']);
    expect(numbers({ seatType: 'ALL', bands: [], sort: 'timeRun' })).toEqual(['SE5', 'SE3', 'SE7', 'SE1']);
    expect(numbers({ seatType: 'NAM', bands: [], sort: 'departTime' })).toEqual(['SE3', 'SE5', 'SE1']);
    expect(numbers({ seatType: 'ALL', bands: ['0-6', '18-24'], sort: 'departTime' })).toEqual(['SE3', 'SE1']);
    expect(numbers({ seatType: 'GP', bands: [], sort: 'departTime' })).toEqual([]);
  });
});

describe('/train/search', () => {
  it('searches what the address says, then sorts and filters on the page', async () => {
    const { calls } = renderResults('/train/search?from=HNO&to=DNA&depart=2026-12-10', () => jsonResponse(200, ANSWER));
    expect(await screen.findByRole('heading', { name: 'SE7' })).toBeTruthy();
    const searches = calls.filter((call) => call.url === '/api/trains/search');
    expect(searches.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      { from: 'HNO', to: 'DNA', departDate: '2026-12-10' },
    ]);
    expect(readTrainDraft().search).toEqual({ from: 'HNO', to: 'DNA', departDate: '2026-12-10' });
    expect(trainNumbers()).toEqual(['SE3', 'SE7', 'SE5', 'SE1']);
    expect(screen.getByText(/Phí xuất vé 20\.000 ₫ mỗi vé/)).toBeTruthy();

    await pick('Sắp xếp', 'Nhiều chỗ trống nhất');
    expect(trainNumbers()).toEqual(['SE1', 'SE5', 'SE7', 'SE3']);
    await pick('Sắp xếp', 'Thời gian chạy ngắn nhất');
    expect(trainNumbers()).toEqual(['SE5', 'SE3', 'SE7', 'SE1']);

    await pick('Loại chỗ', 'Nằm khoang 4 điều hòa');
    expect(trainNumbers()).toEqual(['SE5', 'SE3', 'SE1']);
    fireEvent.click(screen.getByRole('checkbox', { name: '18:00 – 24:00' }));
    expect(trainNumbers()).toEqual(['SE1']);
    fireEvent.click(screen.getByRole('checkbox', { name: '06:00 – 12:00' }));
    expect(trainNumbers()).toEqual(['SE1']);
    await pick('Loại chỗ', 'Tất cả loại chỗ');
    expect(trainNumbers()).toEqual(['SE7', 'SE1']);
  });

  it('shows the return tab of a round trip and chooses a run per direction', async () => {
    const { router } = renderResults('/train/search?from=HNO&to=DNA&depart=2026-12-10&return=2026-12-12', () =>
      jsonResponse(200, { ...ANSWER, return: [RETURN_SE2] }),
    );
    expect(await screen.findByRole('tab', { name: 'Chiều đi · 10/12/2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Chiều về · 12/12/2026' }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=return'));
    const se2 = await screen.findByRole('article', { name: 'SE2' });
    fireEvent.click(within(se2).getByRole('button', { name: 'Chọn chuyến' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/train'));
    expect(router.state.location.search).toBe('?direction=return');
    expect(readTrainDraft().return.run?.runId).toBe(RETURN_SE2.runId);
    expect(readTrainDraft().departure.run).toBeNull();
  });

  it('says clearly when no train runs that day', async () => {
    renderResults('/train/search?from=HNO&to=DNA&depart=2026-12-10', () =>
      jsonResponse(200, { departure: [], return: null, issueFeePerTicket: 0, issueFeePerChildTicket: 0 }),
    );
    expect(await screen.findByText('Không có chuyến tàu nào trong ngày 10/12/2026 trên hành trình này.')).toBeTruthy();
  });

  it('shows the API error with a retry that searches again', async () => {
    let isDown = true;
    let attempts = 0;
    renderResults('/train/search?from=HNO&to=DNA&depart=2026-12-10', () => {
      attempts += 1;
      return isDown
        ? jsonResponse(502, { code: 502, message: 'Hệ thống đường sắt không phản hồi' })
        : jsonResponse(200, ANSWER);
    });
    expect(await screen.findByText('Không tìm được chuyến tàu: Hệ thống đường sắt không phản hồi')).toBeTruthy();
    const failedAttempts = attempts;
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'SE1' })).toBeTruthy();
    expect(attempts).toBe(failedAttempts + 1);
  });

  it('refuses an address that is not a search', async () => {
    const { calls } = renderResults('/train/search?from=HNO&to=HNO&depart=2026-12-10', () => jsonResponse(200, ANSWER));
    expect(await screen.findByText('Địa chỉ tìm kiếm không hợp lệ. Vui lòng tìm lại.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/trains/search')).toBe(false);
  });
});
