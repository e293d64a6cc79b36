// Renders one paid change form directly with the props the paid change page gives it, on the ticketed fixture booking.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { vi } from 'vitest';
import type { TBookingDetail, TPaidBookingEdit } from '@portal/contracts';
import { bookingEditContextOf } from '@portal/domain';
import type { PaidFormProps } from '../src/features/booking-paid/forms/paid-form-types';
import { createAppHttpClient } from '../src/app/http-wiring';
import { makeStore } from '../src/app/store';
import { installHttpClient } from '../src/lib/http/client-holder';
import { createAppTheme } from '../src/lib/theme/theme';
import { paidServer, ticketed, type PaidServer } from './booking-paid-fixtures';
import { NOW, VERSION } from './edit-forms-fixtures';
import { stubFetch, type StubCall } from './support/fetch-stub';

type RenderOptions = {
  action: TPaidBookingEdit;
  booking?: TBookingDetail;
  /** The paid offers, paid changes… the form reads; the paid fixture server by default. */
  server?: PaidServer;
  /** Answers what the paid server does not (a flight search). */
  handler?: (call: StubCall) => Response | undefined;
};

export function renderPaidForm(Form: ComponentType<PaidFormProps>, options: RenderOptions) {
  const booking = options.booking ?? ticketed();
  const onSubmit = vi.fn();
  const store = makeStore();
  const paid = paidServer(options.server);
  const stub = stubFetch((call) => options.handler?.(call) ?? paid(call));
  installHttpClient(
    createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl: stub.fetchImpl }),
  );
  const props: PaidFormProps = {
    action: options.action,
    booking,
    context: bookingEditContextOf(booking, NOW)!,
    version: VERSION,
    serverErrors: {},
    submitting: false,
    locked: false,
    onSubmit,
  };
  render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme('vi')}>
        <MemoryRouter>
          <Form {...props} />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { onSubmit, calls: stub.calls };
}
