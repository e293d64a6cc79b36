// The suppliers module put together: the routing gateways (airlines, railway, eSIM vendors) with today's connector, the simulator,
// for every booking system and the railway.
import {
  BOOKING_SYSTEMS,
  ESIM_SYSTEMS,
  RAILWAY_SYSTEMS,
  type TBookingSystem,
  type TEsimSystem,
  type TRailwaySystem,
} from '@portal/contracts';
import { createSimulatorConnector } from './connectors/simulator/simulator-connector.js';
import { createRoutingGateway, type SupplierConnector } from './routing-gateway.js';
import type { SupplierGateway } from './supplier-gateway.js';
import type { RailwayConnector, RailwayGateway } from './railway/railway-gateway.js';
import { createRailwayRoutingGateway } from './railway/routing-railway-gateway.js';
import { createSimulatorRailwayConnector } from './railway/simulator-railway-connector.js';
import type { EsimConnector, EsimGateway } from './esim/esim-gateway.js';
import { createEsimRoutingGateway } from './esim/routing-esim-gateway.js';
import { createSimulatorEsimConnector } from './esim/simulator-esim-connector.js';

/** `suppliersUrl` is the simulator's base URL (SUPPLIERS_URL, or the one `npm start` runs beside the API). */
export function createSupplierGateway(options: { suppliersUrl: string; fetchImpl?: typeof fetch }): SupplierGateway {
  const simulator = createSimulatorConnector({ baseUrl: options.suppliersUrl, fetchImpl: options.fetchImpl });
  const connectors = Object.fromEntries(BOOKING_SYSTEMS.map((system) => [system, simulator])) as Record<
    TBookingSystem,
    SupplierConnector
  >;
  return createRoutingGateway({ connectors });
}

/** The railway at the same base URL: the simulator serves /railway/* beside the airlines. */
export function createRailwayGateway(options: { suppliersUrl: string; fetchImpl?: typeof fetch }): RailwayGateway {
  const simulator = createSimulatorRailwayConnector({ baseUrl: options.suppliersUrl, fetchImpl: options.fetchImpl });
  const connectors = Object.fromEntries(RAILWAY_SYSTEMS.map((system) => [system, simulator])) as Record<
    TRailwaySystem,
    RailwayConnector
  >;
  return createRailwayRoutingGateway({ connectors });
}

/** The eSIM vendor at the same base URL: the simulator serves /esim/* beside the airlines and the railway. */
export function createEsimGateway(options: { suppliersUrl: string; fetchImpl?: typeof fetch }): EsimGateway {
  const simulator = createSimulatorEsimConnector({ baseUrl: options.suppliersUrl, fetchImpl: options.fetchImpl });
  const connectors = Object.fromEntries(ESIM_SYSTEMS.map((system) => [system, simulator])) as Record<
    TEsimSystem,
    EsimConnector
  >;
  return createEsimRoutingGateway({ connectors });
}
