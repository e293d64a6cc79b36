// The lowest-fare calendar in the search form's date picker: fares under the days, the cheapest marked, failures harmless.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFlightCalendarResponse } from '@portal/contracts';
import { formatThousandsK } from '@portal/domain';
import { createAppHttpClient } from '../src/app/http-wiring';
import { makeStore } from '../src/app/store';
import { installHttpClient } from '../src/lib/http/client-holder';
import { loggedIn } from '../src/stores/session-slice';
import { jsonResponse, stubFetch, type StubCall, type StubHandler } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { chooseAirport, freezeVietnamMorning, renderSearchForm } from './support/render-search-form';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
beforeEach(freezeVietnamMorning);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The form's today is 03/12/2026. Fares rise with the day; 17 December is the cheapest of the month; 25 December has none. */
function calendarAnswer(from: string, to: string, month: string): TFlightCalendarResponse {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const firstDay = month === '2026-12' ? 3 : 1;
  const days = Array.from({ length: length - firstDay + 1 }, (_, index) => {
    const day = firstDay + index;
    const fareAmount = day === 25 ? null : day === 17 ? 612_000 : 900_000 + day * 12_000 + (from === 'SGN' ? 5_000 : 0);
    return {
      date: `${month}-${String(day).padStart(2, '0')}`,
      day,
      month: monthNumber,
      year,
      fareAmount,
      fareDisplay: fareAmount === null ? null : formatThousandsK(fareAmount),
      system: fareAmount === null ? null : ('VJ' as const),
    };
  });
  return { route: `${from}-${to}`, month, days, systems: ['VN', 'VJ'], unavailableSystems: [] };
}

const answerCalendar: StubHandler = ({ url }) => {
  const query = new URL(url, 'http://portal.test').searchParams;
  return jsonResponse(200, calendarAnswer(query.get('from')!, query.get('to')!, query.get('month')!));
};

function setUp(handler: StubHandler = answerCalendar) {
  const store = makeStore();
  store.dispatch(loggedIn(loginAs('admin_f1')));
  const stub = stubFetch(handler);
  installHttpClient(
    createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl: stub.fetchImpl }),
  );
  renderSearchForm({ store });
  const calendarCalls = () =>
    stub.calls
      .filter((call: StubCall) => call.url.includes('/api/flights/calendar'))
      .map((call) => Object.fromEntries(new URL(call.url, 'http://portal.test').searchParams));
  return { calendarCalls };
}

async function chooseRoute() {
  await chooseAirport('Điểm đi', 'HAN', /^Hà Nội \(HAN\)/);
  await chooseAirport('Điểm đến', 'SGN', /^Hồ Chí Minh \(SGN\)/);
}

async function openCalendar(button: string, dialog: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

type Scope = Pick<typeof screen, 'getByRole'>;

/** The text the day's button is described by (aria-describedby), '' when it has none. */
function description(scope: Scope, date: string): string {
  const ids = scope.getByRole('button', { name: date }).getAttribute('aria-describedby');
  return (ids ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('lowest fares in the date picker', () => {
  it('shows each day’s fare under its number, described but not named, and marks the cheapest day', async () => {
    const { calendarCalls } = setUp();
    await chooseRoute();
    const calendar = await openCalendar('Mở lịch chọn ngày đi', 'Chọn ngày đi');
    await waitFor(() => expect(calendar.getByText('1.020K')).toBeTruthy());
    expect(calendarCalls()).toEqual([{ from: 'HAN', to: 'SGN', month: '2026-12' }]);

    const tenth = calendar.getByRole('button', { name: '10/12/2026' });
    expect(tenth.textContent).toBe('101.020K');
    expect(description(calendar, '10/12/2026')).toBe('1.020K');
    expect(calendar.getByText('1.020K').getAttribute('aria-hidden')).toBe('false');

    const cheapest = calendar.getByRole('button', { name: '17/12/2026' });
    expect(cheapest.getAttribute('data-cheapest')).toBe('true');
    expect(description(calendar, '17/12/2026')).toBe('612K Giá thấp nhất trong tháng');
    expect(calendar.getAllByRole('button').filter((button) => button.getAttribute('data-cheapest') === 'true')).toEqual(
      [cheapest],
    );

    expect(description(calendar, '25/12/2026')).toBe('');
    expect(description(calendar, '02/12/2026')).toBe('');
    expect(
      calendar.getByText('Giá thấp nhất một chiều cho 1 người lớn, đã gồm thuế và phí (K = nghìn đồng)'),
    ).toBeTruthy();

    fireEvent.click(cheapest);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chọn ngày đi' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Ngày đi' }) as HTMLInputElement).value).toBe('17/12/2026');
  });

  it('asks for the next month when the agent turns the page', async () => {
    const { calendarCalls } = setUp();
    await chooseRoute();
    const calendar = await openCalendar('Mở lịch chọn ngày đi', 'Chọn ngày đi');
    await waitFor(() => expect(calendarCalls()).toHaveLength(1));
    fireEvent.click(calendar.getByRole('button', { name: 'Tháng sau' }));
    await waitFor(() => expect(description(calendar, '05/01/2027')).toBe(formatThousandsK(900_000 + 5 * 12_000)));
    expect(calendarCalls().at(-1)).toEqual({ from: 'HAN', to: 'SGN', month: '2027-01' });
  });

  it('shows the way back on a round trip: in the return calendar and while the return day is picked', async () => {
    const { calendarCalls } = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Khứ hồi' }));
    await chooseRoute();
    const departure = await openCalendar('Mở lịch chọn ngày đi', 'Chọn ngày đi');
    await waitFor(() => expect(description(departure, '10/12/2026')).toBe('1.020K'));
    fireEvent.click(departure.getByRole('button', { name: '05/12/2026' }));
    await waitFor(() => expect(description(departure, '10/12/2026')).toBe('1.025K'));
    expect(calendarCalls().map((call) => `${call.from}-${call.to}`)).toEqual(['HAN-SGN', 'SGN-HAN']);
    fireEvent.click(departure.getByRole('button', { name: '12/12/2026' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chọn ngày đi' })).toBeNull());

    const returning = await openCalendar('Mở lịch chọn ngày về', 'Chọn ngày về');
    await waitFor(() => expect(description(returning, '20/12/2026')).toBe('1.145K'));
    expect(calendarCalls().every((call) => call.month === '2026-12')).toBe(true);
  });

  it('shows a progress line while the fares load', async () => {
    const waiting: Array<() => void> = [];
    setUp((call) => new Promise<Response>((resolve) => waiting.push(() => resolve(answerCalendar(call) as Response))));
    await chooseRoute();
    const calendar = await openCalendar('Mở lịch chọn ngày đi', 'Chọn ngày đi');
    expect(await calendar.findByRole('progressbar', { name: 'Đang tải giá vé thấp nhất' })).toBeTruthy();
    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0]!();
    await waitFor(() => expect(calendar.queryByRole('progressbar')).toBeNull());
    expect(description(calendar, '17/12/2026')).toBe('612K Giá thấp nhất trong tháng');
  });

  it('shows no fares when the call fails, and the days can still be picked', async () => {
    const { calendarCalls } = setUp(() => jsonResponse(502, { code: 50, message: 'Hệ thống của hãng không phản hồi' }));
    await chooseRoute();
    const calendar = await openCalendar('Mở lịch chọn ngày đi', 'Chọn ngày đi');
    await waitFor(() => expect(calendarCalls()).toHaveLength(1));
    await waitFor(() => expect(calendar.queryByRole('progressbar')).toBeNull());
    expect(calendar.queryByText(/\dK$/)).toBeNull();
    expect(calendar.getAllByRole('button').some((button) => button.hasAttribute('aria-describedby'))).toBe(false);
    fireEvent.click(calendar.getByRole('button', { name: '09/12/2026' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chọn ngày đi' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Ngày đi' }) as HTMLInputElement).value).toBe('09/12/2026');
  });

  it('asks for nothing until both airports are chosen', async () => {
    const { calendarCalls } = setUp();
    await chooseAirport('Điểm đi', 'HAN', /^Hà Nội \(HAN\)/);
    const calendar = await openCalendar('Mở lịch chọn ngày đi', 'Chọn ngày đi');
    expect(calendar.getByRole('button', { name: '10/12/2026' }).textContent).toBe('10');
    expect(calendar.queryByRole('progressbar')).toBeNull();
    expect(calendarCalls()).toEqual([]);
  });
});
