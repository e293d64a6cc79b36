// A stubbed /api/commission-fees for the fee screens: three rules (the default one with a change fee), one sub-agency.
import type { TCommissionFeeRule, TListCommissionFeesResponse } from '@portal/contracts';
import { jsonResponse, type StubCall } from './fetch-stub';

export const HOASEN = { id: '7d4c1a52-8d0f-4d3e-9b7a-1f2e3d4c5b6a', code: 'HOASEN', name: 'Đại lý vé máy bay Hoa Sen' };

export const rule = (overrides: Partial<TCommissionFeeRule>): TCommissionFeeRule => ({
  id: 'rule-default-adt',
  product: 'FLIGHT',
  subAgency: null,
  airline: null,
  routeScope: 'domestic',
  paxType: 'ADT',
  chargeBasis: 'segment',
  amount: 50_000,
  changeAmount: 0,
  updatedAt: '2026-03-01T03:00:00.000Z',
  ...overrides,
});

export const RULES: TCommissionFeeRule[] = [
  rule({ changeAmount: 30_000 }),
  rule({ id: 'rule-intl-chd', routeScope: 'international', paxType: 'CHD', chargeBasis: 'ticket', amount: 150_000 }),
  rule({ id: 'rule-hoasen-vj', subAgency: HOASEN, airline: 'VJ', amount: 40_000 }),
];

type Listing = Partial<TListCommissionFeesResponse>;

/** Answers the fee list (and records the writes); anything else the shell asks gets an empty object. */
export function feeServer(
  listing: Listing = {},
  write: (call: StubCall) => Response = () => jsonResponse(200, { rule: rule({}), isCreated: true }),
) {
  return (call: StubCall) => {
    if (call.url.includes('/api/commission-fees')) {
      if ((call.init.method ?? 'GET') === 'GET')
        return jsonResponse(200, { canCharge: true, items: RULES, subAgencies: [HOASEN], ...listing });
      return write(call);
    }
    return jsonResponse(200, {});
  };
}

export const writes = (calls: StubCall[]) =>
  calls.filter((call) => call.url.includes('/api/commission-fees') && (call.init.method ?? 'GET') !== 'GET');
export const listReads = (calls: StubCall[]) =>
  calls.filter((call) => call.url.endsWith('/api/commission-fees') && (call.init.method ?? 'GET') === 'GET');
