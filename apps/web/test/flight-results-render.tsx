// Renders the app on a results page whose flight search answers with a scripted stream of events.
import type { TSearchEvent } from '@portal/contracts';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { controlledStream } from './flight-results-fixtures';

/** An F1 admin on `path`; the search streams `events` and closes, every other call answers an empty 200. */
export function renderStreamedResults(path: string, events: TSearchEvent[]) {
  return renderApp(path, {
    session: loginAs('admin_f1'),
    handler: (call) => {
      if (call.url !== '/api/flights/search') return jsonResponse(200, {});
      const stream = controlledStream();
      stream.send(...events);
      stream.close();
      return stream.response();
    },
  });
}
