// The RTK Query API every feature injects its endpoints into: shared base query, 10 s cache, tag types.
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { announceStorePart } from '../store-parts';
import { getHttpClient } from './client-holder';
import type { HttpError, HttpRequest } from './types';

export const TAG_TYPES = [
  'Deposit',
  'Ticketing',
  'SubAgent',
  'SignIn',
  'GroupPermission',
  'News',
  'Notification',
  'CommissionFee',
  'TopUp',
  'PinCode',
  'Booking',
  'EsimOrder',
  'QrTopUp',
  'BankAccount',
  'B2cSite',
  'B2cOrder',
] as const;

export const CACHE_SECONDS = 10;

const httpBaseQuery: BaseQueryFn<HttpRequest | string, unknown, HttpError> = (args, api) => {
  const request = typeof args === 'string' ? { url: args } : args;
  return getHttpClient().request({ ...request, signal: api.signal });
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  keepUnusedDataFor: CACHE_SECONDS,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

// The stores inject the API's reducer and middleware now, not at start-up (decision 069).
announceStorePart(api);
