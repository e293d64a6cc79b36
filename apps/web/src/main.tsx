// Entry point: store, HTTP client, translations, router, then the start-up session check (and the bare page at this
// address, loading meanwhile).
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createAppHttpClient } from './app/http-wiring';
import { bootSession } from './app/boot/boot-session';
import { AppRouter, replaceAppPath } from './app/AppRoutes';
import { isSignInPageAt, preloadBarePageAt } from './app/bare-pages';
import { makeStore } from './app/store';
import { LoadingOverlay } from './components/LoadingOverlay';
import { installHttpClient } from './lib/http/client-holder';
import { currentLanguage, initI18n } from './lib/i18n/i18n';
import { navigateTo, registerNavigator } from './lib/navigation';

// A sign-in page needs only its part of the texts: the rest loads with what needs it (decision 151).
const i18n = initI18n({ signInTextsFirst: isSignInPageAt(window.location.pathname) });
const store = makeStore();
const client = createAppHttpClient({ store, translate: (key) => i18n.t(key), getLanguage: currentLanguage });
installHttpClient(client);

registerNavigator(replaceAppPath);

// Started here rather than in an effect so that StrictMode cannot run it twice (the refresh token rotates).
void bootSession({ client, dispatch: store.dispatch, navigate: navigateTo });
// The guard shows a bare page (/login…) only once the session is checked: its code downloads meanwhile (decision 151).
preloadBarePageAt(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <Suspense fallback={<LoadingOverlay />}>
        {/* No MUI theme here: the parts made of MUI bring theirs, the sign-in pages are plain (decision 152). */}
        <AppRouter />
      </Suspense>
    </Provider>
  </StrictMode>,
);
