// What the shared JSON client cannot send: a multipart upload with progress (XMLHttpRequest) and a file download (a blob),
// with the portal's standard headers and, on an expired access token (401 code 18), the one shared refresh and a retry.
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { getHttpClient } from './client-holder';
import { CLIENT_ERROR_CODES } from './error-codes';
import { REQUEST_TIMEOUT_MS } from './http-client';
import { isApiErrorBody, type HttpError } from './types';
import { selectAccessToken, type SessionState } from '../../stores/session-slice';

export type TransferAuth = { accessToken: () => string | null; language: () => string };
export type Transferred<T> = { data: T } | { error: HttpError };

/** The signed-in user's token and language, read when a transfer starts (the token may have been refreshed meanwhile). */
export function useTransferAuth(): TransferAuth {
  const store = useStore<{ session: SessionState }>();
  const { i18n } = useTranslation();
  return {
    accessToken: () => selectAccessToken(store.getState()),
    language: () => i18n.resolvedLanguage ?? i18n.language ?? 'vi',
  };
}

function standardHeaders(auth: TransferAuth, accept: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    'Client-Type': 'Web',
    'X-Language': auth.language() || 'vi',
    tsp: String(Date.now() + getHttpClient().serverOffsetMs()),
  };
  const token = auth.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function httpError(status: number, text: string): HttpError {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status, data: isApiErrorBody(body) ? body : undefined };
}

const isExpiredToken = (error: HttpError) =>
  error.status === 401 && 'data' in error && error.data?.code === CLIENT_ERROR_CODES.ACCESS_TOKEN_EXPIRED;

async function withRefresh<T>(send: () => Promise<Transferred<T>>): Promise<Transferred<T>> {
  const first = await send();
  if ('error' in first && isExpiredToken(first.error) && (await getHttpClient().refreshSession())) return send();
  return first;
}

export type UploadOptions = {
  /** Called with 0…1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** What an upload sends: the multipart form, the caller's credentials, and how to follow or stop it. */
export type Upload = UploadOptions & { form: FormData; auth: TransferAuth };

function uploadOnce<T>(url: string, upload: Upload): Promise<Transferred<T>> {
  const { form, auth, ...options } = upload;
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.withCredentials = true;
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    for (const [name, value] of Object.entries(standardHeaders(auth, 'application/json')))
      request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve({ data: JSON.parse(request.responseText) as T });
        } catch (cause) {
          resolve({
            error: {
              status: 'PARSING_ERROR',
              originalStatus: request.status,
              data: request.responseText,
              error: String(cause),
            },
          });
        }
        return;
      }
      resolve({ error: httpError(request.status, request.responseText) });
    };
    request.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Network error' } });
    request.onabort = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Aborted' } });
    request.ontimeout = () =>
      resolve({ error: { status: 'TIMEOUT_ERROR', error: `Timed out after ${REQUEST_TIMEOUT_MS} ms` } });
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/** POSTs a multipart form, reporting upload progress; answers like an RTK Query result. */
export function uploadForm<T>(url: string, upload: Upload): Promise<Transferred<T>> {
  return withRefresh(() => uploadOnce<T>(url, upload));
}

/** GETs a file as a blob (its type from the server's Content-Type). */
export function downloadFile(url: string, auth: TransferAuth): Promise<Transferred<Blob>> {
  return withRefresh<Blob>(async (): Promise<Transferred<Blob>> => {
    try {
      const response = await fetch(url, { headers: standardHeaders(auth, '*/*'), credentials: 'same-origin' });
      if (!response.ok) return { error: httpError(response.status, await response.text()) };
      return { data: await response.blob() };
    } catch (cause) {
      return { error: { status: 'FETCH_ERROR', error: String(cause) } };
    }
  });
}
