// The one configured HTTP client of the running app; the app installs it at startup.
import type { HttpClient } from './http-client';

let installed: HttpClient | undefined;

export function installHttpClient(client: HttpClient): void {
  installed = client;
}

export function getHttpClient(): HttpClient {
  if (!installed) throw new Error('HTTP client used before installHttpClient()');
  return installed;
}
