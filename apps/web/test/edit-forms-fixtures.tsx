// Renders one booking edit form directly with the props an edit page gives it, built from the fixture booking.
import type { ComponentType } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { vi } from 'vitest';
import type { TBookingDetail, TOpenBookingEdit } from '@portal/contracts';
import { bookingEditContextOf } from '@portal/domain';
import type { EditFormProps } from '../src/features/booking-edit/forms/form-types';
import { createAppHttpClient } from '../src/app/http-wiring';
import { makeStore } from '../src/app/store';
import { installHttpClient } from '../src/lib/http/client-holder';
import { createAppTheme } from '../src/lib/theme/theme';
import { detail } from './booking-list-fixtures';
import { stubFetch, type StubHandler } from './support/fetch-stub';

/** "Now" for the forms' rules: a week before the fixture's flights (01/12/2030 and 05/12/2030). */
export const NOW = new Date('2030-11-24T03:00:00.000Z');
export const VERSION = 7;
export const HAN_SGN = '1A:2030-12-01.HANSGN.VN213';
export const SGN_HAN = '1A:2030-12-05.SGNHAN.VN220';

type RenderOptions = {
  action: TOpenBookingEdit;
  booking?: TBookingDetail;
  serverErrors?: Record<string, string>;
  submitting?: boolean;
  /** Answers the form's HTTP calls (upgrade-luggage's options); none by default. */
  handler?: StubHandler;
};

/** The form with a recorded onSubmit; `rerender` gives it the server's 400 field messages. */
export function renderEditForm(Form: ComponentType<EditFormProps>, options: RenderOptions) {
  const booking = options.booking ?? detail();
  const onSubmit = vi.fn();
  const store = makeStore();
  const stub = stubFetch(options.handler ?? (() => new Response('{}', { status: 404 })));
  installHttpClient(
    createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl: stub.fetchImpl }),
  );
  const propsWith = (serverErrors: Record<string, string>): EditFormProps => ({
    action: options.action,
    booking,
    context: bookingEditContextOf(booking, NOW)!,
    version: VERSION,
    serverErrors,
    submitting: options.submitting ?? false,
    onSubmit,
  });
  const tree = (props: EditFormProps) => (
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme('vi')}>
        <Form {...props} />
      </ThemeProvider>
    </Provider>
  );
  const view = render(tree(propsWith(options.serverErrors ?? {})));
  return {
    onSubmit,
    calls: stub.calls,
    showServerErrors: (serverErrors: Record<string, string>) => view.rerender(tree(propsWith(serverErrors))),
  };
}

export const submitButton = (name = 'Tiếp tục') => screen.getByRole('button', { name });
export const submit = (name?: string) => fireEvent.click(submitButton(name));

/** A text field or select by the start of its label (MUI adds " *" to required ones). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const tick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));

/** The message under a field (its helper text), found through the field's aria-describedby. */
export function messageUnder(label: string): string {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}
