// The railway routing gateway, beside the airline one: each railway system's calls go to that system's connector.
import type { TRailwaySystem } from '@portal/contracts';
import type { RailwayConnector, RailwayGateway } from './railway-gateway.js';

/** Every railway system needs its connector: a system added without one does not compile. */
export type RailwayConnectors = Readonly<Record<TRailwaySystem, RailwayConnector>>;

export function createRailwayRoutingGateway(options: { connectors: RailwayConnectors }): RailwayGateway {
  const connectorOf = (system: TRailwaySystem): RailwayConnector => options.connectors[system];
  return {
    stations: (system, callOptions) => connectorOf(system).stations(system, callOptions),
    search: (system, request, callOptions) => connectorOf(system).search(system, request, callOptions),
    seatMap: (system, query, callOptions) => connectorOf(system).seatMap(system, query, callOptions),
    lock: (system, request, callOptions) => connectorOf(system).lock(system, request, callOptions),
    release: (system, target, callOptions) => connectorOf(system).release(system, target, callOptions),
    book: (system, request, callOptions) => connectorOf(system).book(system, request, callOptions),
    retrieve: (system, target, callOptions) => connectorOf(system).retrieve(system, target, callOptions),
    pay: (system, target, callOptions) => connectorOf(system).pay(system, target, callOptions),
    cancel: (system, target, callOptions) => connectorOf(system).cancel(system, target, callOptions),
    refundQuote: (system, target, callOptions) => connectorOf(system).refundQuote(system, target, callOptions),
    refund: (system, target, callOptions) => connectorOf(system).refund(system, target, callOptions),
    changeQuote: (system, target, callOptions) => connectorOf(system).changeQuote(system, target, callOptions),
    change: (system, target, callOptions) => connectorOf(system).change(system, target, callOptions),
  };
}
