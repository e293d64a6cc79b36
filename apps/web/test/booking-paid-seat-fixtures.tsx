// Seat maps of the fixture booking's two flights: an A321 3-3 with paid front rows, exit rows, a taken, a blocked
// seat and the second adult's current seat; a small return map; the buy-seat form rendered with the page's props.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { vi } from 'vitest';
import type { TBookingSeat, TBookingSeatMaps } from '@portal/contracts';
import { bookingEditContextOf } from '@portal/domain';
import { createAppHttpClient } from '../src/app/http-wiring';
import { makeStore } from '../src/app/store';
import type { PaidFormProps } from '../src/features/booking-paid/forms/paid-form-types';
import BuySeatForm from '../src/features/booking-paid/seats/BuySeatForm';
import type { SeatPassenger } from '../src/features/booking-paid/seats/seat-choice';
import { installHttpClient } from '../src/lib/http/client-holder';
import { createAppTheme } from '../src/lib/theme/theme';
import { detail } from './booking-list-fixtures';
import { HAN_SGN, NOW, SGN_HAN, VERSION } from './edit-forms-fixtures';
import { jsonResponse, stubFetch } from './support/fetch-stub';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
type SeatOverrides = Record<string, Partial<TBookingSeat>>;

const free = (seat: string): TBookingSeat => ({ seat, status: 'FREE', price: 0 });
const paid = (seat: string, price: number, zone: string): TBookingSeat => ({ seat, status: 'PAID', price, zone });

function row(number: number, make: (seat: string) => TBookingSeat, overrides: SeatOverrides = {}, letters = LETTERS) {
  return letters.map((letter) => {
    const seat = make(`${number}${letter}`);
    return { ...seat, ...overrides[seat.seat] };
  });
}

/** HAN → SGN: rows 1–2 front (150,000), row 3 (2nd adult in 3A), rows 10–11 exit (120,000 and free), 12 a gap at B. */
export function outboundMap(overrides: SeatOverrides = {}): TBookingSeatMaps['maps'][number] {
  return {
    flightKey: HAN_SGN,
    flightLabel: 'HAN → SGN 01/12/2030 VN 213',
    aircraft: 'A321',
    columns: ['A', 'B', 'C', '', 'D', 'E', 'F'],
    rows: [
      { row: 1, isExit: false, seats: row(1, (seat) => paid(seat, 150_000, 'Hàng đầu'), overrides) },
      {
        row: 2,
        isExit: false,
        seats: row(2, (seat) => paid(seat, 150_000, 'Hàng đầu'), { '2C': { status: 'TAKEN' }, ...overrides }),
      },
      {
        row: 3,
        isExit: false,
        seats: row(3, free, {
          '3A': { status: 'TAKEN', paxId: 'ADT-2' },
          '3F': { status: 'BLOCKED' },
          ...overrides,
        }),
      },
      { row: 10, isExit: true, seats: row(10, (seat) => paid(seat, 120_000, 'Chỗ để chân rộng'), overrides) },
      { row: 11, isExit: true, seats: row(11, free, overrides) },
      { row: 12, isExit: false, seats: row(12, free, overrides, ['A', 'C', 'D', 'E', 'F']) },
    ],
  };
}

/** SGN → HAN: row 5 in the airline's zone FRONT (90,000), row 6 free. */
export function returnMap(): TBookingSeatMaps['maps'][number] {
  return {
    flightKey: SGN_HAN,
    flightLabel: 'SGN → HAN 05/12/2030 VN 220',
    aircraft: 'A321',
    columns: ['A', 'B', 'C', '', 'D', 'E', 'F'],
    rows: [
      { row: 5, isExit: false, seats: row(5, (seat) => paid(seat, 90_000, 'FRONT')) },
      { row: 6, isExit: false, seats: row(6, free) },
    ],
  };
}

export const seatMaps = (overrides: SeatOverrides = {}): TBookingSeatMaps => ({
  maps: [outboundMap(overrides), returnMap()],
});

export const DUC: SeatPassenger = { paxId: 'ADT-1', type: 'ADT', name: 'NGUYEN VAN DUC', hasInfant: true };
export const HOA: SeatPassenger = { paxId: 'ADT-2', type: 'ADT', name: 'TRAN THI HOA', hasInfant: false };
export const MINH: SeatPassenger = { paxId: 'CHD-1', type: 'CHD', name: 'TRAN DUC MINH', hasInfant: false };

type RenderOptions = {
  /** Answers GET …/seat-maps; the fixture maps by default. */
  maps?: () => TBookingSeatMaps;
  serverErrors?: Record<string, string>;
  locked?: boolean;
};

/** The buy-seat form with the props the paid change page gives it; `rerender` changes the page's answers. */
export function renderBuySeatForm(options: RenderOptions = {}) {
  const booking = detail({ status: 'EXPORT' });
  const onSubmit = vi.fn();
  const store = makeStore();
  const maps = options.maps ?? (() => seatMaps());
  const stub = stubFetch((call) =>
    call.url.endsWith(`/api/bookings/${booking.id}/seat-maps`) ? jsonResponse(200, maps()) : jsonResponse(404, {}),
  );
  installHttpClient(
    createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl: stub.fetchImpl }),
  );
  type Page = Partial<Pick<PaidFormProps, 'serverErrors' | 'locked' | 'conflict'>>;
  const propsWith = (page: Page): PaidFormProps => ({
    action: 'buy-seat',
    booking,
    context: bookingEditContextOf(booking, NOW)!,
    version: VERSION,
    serverErrors: page.serverErrors ?? {},
    submitting: false,
    locked: page.locked ?? false,
    onSubmit,
    ...(page.conflict ? { conflict: page.conflict } : {}),
  });
  const tree = (page: Page) => (
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme('vi')}>
        <BuySeatForm {...propsWith(page)} />
      </ThemeProvider>
    </Provider>
  );
  const view = render(tree({ serverErrors: options.serverErrors, locked: options.locked }));
  return {
    onSubmit,
    calls: stub.calls,
    /** What the page gives the form next (a 400's messages, a 409 seatTaken, a quote shown). */
    update: (page: Page) => view.rerender(tree(page)),
  };
}
