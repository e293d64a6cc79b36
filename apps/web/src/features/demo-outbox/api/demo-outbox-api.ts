// GET /api/demo/outbox (demo mode only): one page of the queued emails the caller may read, newest first.
import type { TDemoOutboxResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type DemoOutboxArgs = { q?: string; limit: number; offset: number };

const demoOutboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDemoOutbox: build.query<TDemoOutboxResponse, DemoOutboxArgs>({
      query: (args) => ({ url: '/api/demo/outbox', params: { ...args } }),
    }),
  }),
});

export const { useListDemoOutboxQuery } = demoOutboxApi;
