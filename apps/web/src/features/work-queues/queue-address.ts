// A queue's filters in the address (so a reload or a shared link keeps them), read back checked: anything malformed is left out.
import { isIsoDate } from '@portal/domain';
import type { QueueArgs } from './api/get-work-queue';

export type QueueFilterValues = Omit<QueueArgs, 'queue'>;
export const QUEUE_FILTER_FIELDS = ['pnr', 'airline', 'system', 'subAgencyId', 'from', 'to'] as const;

const CHECKS: Record<(typeof QUEUE_FILTER_FIELDS)[number], (value: string) => boolean> = {
  pnr: (value) => /^[A-Za-z0-9]{1,6}$/.test(value),
  airline: (value) => /^[A-Za-z0-9]{2}$/.test(value),
  system: (value) => /^[A-Z0-9_]{2,12}$/.test(value),
  subAgencyId: (value) => /^[0-9a-f-]{36}$/i.test(value),
  from: isIsoDate,
  to: isIsoDate,
};

export function filtersFromAddress(params: URLSearchParams): QueueFilterValues {
  const filters: QueueFilterValues = {};
  for (const field of QUEUE_FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (value && CHECKS[field](value)) filters[field] = value;
  }
  return filters;
}

export function addressOf(filters: QueueFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of QUEUE_FILTER_FIELDS) {
    const value = filters[field]?.trim();
    if (value) params.set(field, value);
  }
  return params;
}
