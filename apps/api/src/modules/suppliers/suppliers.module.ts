// The suppliers module put together: the routing gateway with today's connector (the simulator) for every booking system.
import { BOOKING_SYSTEMS, type TBookingSystem } from '@portal/contracts';
import { createSimulatorConnector } from './connectors/simulator/simulator-connector.js';
import { createRoutingGateway, type SupplierConnector } from './routing-gateway.js';
import type { SupplierGateway } from './supplier-gateway.js';

/** `suppliersUrl` is the simulator's base URL (SUPPLIERS_URL, or the one `npm start` runs beside the API). */
export function createSupplierGateway(options: { suppliersUrl: string; fetchImpl?: typeof fetch }): SupplierGateway {
  const simulator = createSimulatorConnector({ baseUrl: options.suppliersUrl, fetchImpl: options.fetchImpl });
  const connectors = Object.fromEntries(BOOKING_SYSTEMS.map((system) => [system, simulator])) as Record<
    TBookingSystem,
    SupplierConnector
  >;
  return createRoutingGateway({ connectors });
}
