// A journey's fixtures call the API as a signed-in user: one sign-in, renewed whenever the access token has expired.
import { expect, type APIRequestContext } from '@playwright/test';

export type ApiAnswer = Awaited<ReturnType<APIRequestContext['get']>>;
type Options = Parameters<APIRequestContext['get']>[1];

/** A user's way into the API: `get`/`post` send their bearer token (renewed once on code 18). */
export type Caller = {
  get(url: string, options?: Options): Promise<ApiAnswer>;
  post(url: string, options?: Options): Promise<ApiAnswer>;
};

/** The JSON of a 2xx answer; anything else fails the fixture, naming `what` and the answer. */
export async function answerOf<T>(response: ApiAnswer, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The bearer header of a fresh sign-in. */
export async function bearerOf(
  api: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<Record<string, string>> {
  const session = await answerOf<{ accessToken: string }>(
    await api.post('/api/auth/login', { data: credentials }),
    `sign-in of ${credentials.username}`,
  );
  return { authorization: `Bearer ${session.accessToken}` };
}

/**
 * `credentials` signed in on `api`, signed in again whenever the access token has expired (401 code 18): on the
 * journeys' server with 4-second tokens, setting up a tree outlasts one token.
 */
export async function signedInCaller(
  api: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<Caller> {
  let headers = await bearerOf(api, credentials);
  const send =
    (method: 'get' | 'post') =>
    async (url: string, options: Options = {}): Promise<ApiAnswer> => {
      const once = () => api[method](url, { ...options, headers: { ...options.headers, ...headers } });
      const answer = await once();
      if (answer.status() !== 401 || ((await answer.json()) as { code?: number }).code !== 18) return answer;
      headers = await bearerOf(api, credentials);
      return once();
    };
  return { get: send('get'), post: send('post') };
}
