// HTTP client hooks for tests: every hook a recording mock, the access token following each refresh.
import { vi } from 'vitest';
import type { HttpClientHooks } from '../../src/lib/http/http-client';

/** Hooks whose token starts at `initialToken` and becomes each refreshed one; `overrides` replace any hook. */
export function recordingHooks(
  options: { initialToken: string | null; language: string },
  overrides: Partial<HttpClientHooks> = {},
): HttpClientHooks {
  let token = options.initialToken;
  return {
    getAccessToken: () => token,
    getLanguage: () => options.language,
    onTokensRefreshed: vi.fn((tokens) => {
      token = tokens.accessToken;
    }),
    onSessionEnded: vi.fn(),
    onForbidden: vi.fn(),
    onPasswordChangeRequired: vi.fn(),
    onStepUpRequired: vi.fn(),
    onNetworkFailure: vi.fn(),
    onVersionMismatch: vi.fn(),
    onServerOffset: vi.fn(),
    onClockSkew: vi.fn(),
    ...overrides,
  };
}
