// Renders the real route tree with a store and an HTTP client answering from a scripted fetch. No theme around it: the
// parts made of MUI bring the app's theme themselves, the sign-in pages are plain (decision 152).
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TLoginResponse } from '@portal/contracts';
import { createAppHttpClient } from '../../src/app/http-wiring';
import { APP_ROUTES } from '../../src/app/router';
import { makeStore } from '../../src/app/store';
import { loggedIn, sessionEnded } from '../../src/stores/session-slice';
import { installHttpClient } from '../../src/lib/http/client-holder';
import { registerNavigator } from '../../src/lib/navigation';
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
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, calls: stub.calls };
}
