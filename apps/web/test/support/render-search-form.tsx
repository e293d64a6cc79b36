// Renders the flight search form alone in a memory router whose results paths only record where the form went.
import { vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { makeStore, type AppStore } from '../../src/app/store';
import { FlightSearchForm } from '../../src/components/flight-search/FlightSearchForm';
import { createAppTheme } from '../../src/lib/theme/theme';

function ResultsProbe() {
  const location = useLocation();
  return <p data-testid="results-location">{`${location.pathname}${location.search}`}</p>;
}

export function renderSearchForm(
  options: {
    initialRequest?: TSearchFlightsRequest;
    store?: AppStore;
    onSearch?: (request: TSearchFlightsRequest) => void;
  } = {},
) {
  const store = options.store ?? makeStore();
  const router = createMemoryRouter(
    [
      { path: '/', element: <FlightSearchForm initialRequest={options.initialRequest} onSearch={options.onSearch} /> },
      { path: '/booking/flights', element: <ResultsProbe /> },
      { path: '/booking/multi-destinations', element: <ResultsProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme('vi')}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, ...view };
}

type Scope = Pick<typeof screen, 'getByRole'>;

/** Types into an airport picker and picks the option whose name matches. */
export async function chooseAirport(label: string, query: string, option: RegExp, scope: Scope = screen) {
  const input = scope.getByRole('combobox', { name: label });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: query } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

export function typeDate(label: string, text: string, scope: Scope = screen) {
  const input = scope.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

export async function openPassengers() {
  fireEvent.click(screen.getByRole('button', { name: /^Hành khách/ }));
  return within(await screen.findByRole('dialog', { name: 'Hành khách' }));
}

/** 20:00 UTC on 2 December is 03:00 on 3 December in Vietnam: the form's "today" is 03/12/2026. */
export function freezeVietnamMorning() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T20:00:00Z'));
}

export const resultsLocation = async () => (await screen.findByTestId('results-location')).textContent;
export const submitSearch = () => fireEvent.click(screen.getByRole('button', { name: 'Tìm chuyến bay' }));
export const alertText = async () => (await screen.findByRole('alert')).textContent ?? '';
