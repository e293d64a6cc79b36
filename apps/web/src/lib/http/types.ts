// Shapes of the HTTP client's requests, results and errors (RTK Query compatible).
export type ApiErrorBody = { code: number; message: string; details?: unknown };

export type HttpError =
  | { status: number; data?: ApiErrorBody }
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'TIMEOUT_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type HttpRequest = {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** A 401 here is an answer (wrong password…), not an ended session: no refresh, no redirect. */
  isSessionless?: boolean;
  signal?: AbortSignal;
  /** Extra headers of this request (e.g. Idempotency-Key); the client's own headers take precedence. */
  headers?: Record<string, string>;
  /** 'blob' answers a successful response's body as a Blob (file downloads); errors are still read as JSON. */
  responseType?: 'json' | 'blob';
};

export type HttpResult<T> = { data: T; meta?: { response: Response } } | { error: HttpError };

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'number' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

/** The server's localised message, when the error carries one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return isApiErrorBody(data) ? data.message : undefined;
}

export function apiErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return isApiErrorBody(data) ? data.code : undefined;
}

/** Per-field messages of a validation error: `details.fields`. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const data = (error as { data?: unknown }).data;
  if (!isApiErrorBody(data) || typeof data.details !== 'object' || data.details === null) return {};
  const fields = (data.details as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return {};
  const result: Record<string, string> = {};
  for (const item of fields) {
    if (typeof item?.field === 'string' && typeof item?.message === 'string') result[item.field] = item.message;
  }
  return result;
}

/**
 * How a screen shows a failed load: the server's field messages beside the fields they name, or else one message
 * (the server's, or `fallback`) above the screen.
 */
export function loadErrorsOf(
  error: unknown,
  fallback: string,
): { serverErrors: Record<string, string>; errorMessage?: string } {
  if (!error) return { serverErrors: {} };
  const serverErrors = apiFieldErrors(error);
  if (Object.keys(serverErrors).length > 0) return { serverErrors };
  return { serverErrors, errorMessage: apiErrorMessage(error) ?? fallback };
}
