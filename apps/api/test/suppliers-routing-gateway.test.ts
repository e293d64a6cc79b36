// The routing gateway: each booking system's calls reach that system's connector, told which system it speaks for.
import { BOOKING_SYSTEMS, type TBookingSystem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createRoutingGateway, type SupplierConnector } from '../src/modules/suppliers/routing-gateway.js';

/** A connector that answers every call with its own name and the system it was asked for. */
function namedConnector(name: string): SupplierConnector {
  const answer = async (system: TBookingSystem) => ({ ok: true as const, value: { connector: name, system } });
  return new Proxy({} as SupplierConnector, {
    get: () => answer,
  });
}

describe('createRoutingGateway', () => {
  it('sends each system to its own connector, search and booking calls alike', async () => {
    const simulator = namedConnector('simulator');
    const galileo = namedConnector('galileo');
    const connectors = Object.fromEntries(
      BOOKING_SYSTEMS.map((system) => [system, system === '1G' ? galileo : simulator]),
    ) as Record<TBookingSystem, SupplierConnector>;
    const gateway = createRoutingGateway({ connectors });
    const signal = new AbortController().signal;

    expect(await gateway.search('VN', { legs: [], pax: { adt: 1, chd: 0, inf: 0 } }, { signal })).toEqual({
      ok: true,
      value: { connector: 'simulator', system: 'VN' },
    });
    expect(await gateway.issue('1G', { pnr: 'ABC123', account: 'SGN1G28SV' }, { deadlineMs: 100 })).toEqual({
      ok: true,
      value: { connector: 'galileo', system: '1G' },
    });
    expect(await gateway.refund('1A', { pnr: 'ABC123', account: 'A', quoteId: 'q' }, { deadlineMs: 100 })).toEqual({
      ok: true,
      value: { connector: 'simulator', system: '1A' },
    });
    const edit = { action: 'submit-sc' } as const;
    expect(
      await gateway.edit(
        '1G',
        { pnr: 'ABC123', account: 'A', clientRef: 'c', mode: 'quote', edit },
        { deadlineMs: 100 },
      ),
    ).toEqual({ ok: true, value: { connector: 'galileo', system: '1G' } });
  });
});
