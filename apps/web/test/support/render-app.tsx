// Renders the real route tree with a store and an HTTP client answering from a scripted fetch.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import type { TLoginResponse } from '@portal/contracts';
import { createAppHttpClient } from '../../src/app/http-wiring';
import { APP_ROUTES } from '../../src/app/router';
import { makeStore } from '../../src/app/store';
import { loggedIn, sessionEnded } from '../../src/stores/session-slice';
import { installHttpClient } from '../../src/lib/http/client-holder';
import { registerNavigator } from '../../src/lib/navigation';
import { createAppTheme } from '../../src/lib/theme/theme';
import { stubFetch, type StubHandler } from './fetch-stub';

export function renderApp(path: string, options: { session?: TLoginResponse; handler: StubHandler }) {
  const store = makeStore();
  store.dispatch(options.session ? loggedIn(options.session) : sessionEnded());
  const stub = stubFetch(options.handler);
  installHttpClient(
    createAppHttpClient({ store, translate: () => '', getLanguage: () => 'vi', fetchImpl: stub.fetchImpl }),
  );
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [path] });
  registerNavigator((target) => void router.navigate(target, { replace: true }));
  render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme('vi')}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, calls: stub.calls };
}
