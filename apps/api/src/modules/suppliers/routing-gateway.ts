// The routing gateway: each booking system's calls go to that system's connector, behind the one SupplierGateway callers use.
import type { TBookingSystem } from '@portal/contracts';
import type { SupplierGateway } from './supplier-gateway.js';

/** A connector speaks for one or more booking systems; it implements the same interface and is told the system. */
export type SupplierConnector = SupplierGateway;

/** Every booking system needs its connector: a system added to the record without one does not compile. */
export type SupplierConnectors = Readonly<Record<TBookingSystem, SupplierConnector>>;

export function createRoutingGateway(options: { connectors: SupplierConnectors }): SupplierGateway {
  const connectorOf = (system: TBookingSystem): SupplierConnector => options.connectors[system];
  return {
    search: (system, request, callOptions) => connectorOf(system).search(system, request, callOptions),
    fareRules: (system, query, callOptions) => connectorOf(system).fareRules(system, query, callOptions),
    calendar: (system, query, callOptions) => connectorOf(system).calendar(system, query, callOptions),
    priceCheck: (system, request, callOptions) => connectorOf(system).priceCheck(system, request, callOptions),
    ancillaries: (system, request, callOptions) => connectorOf(system).ancillaries(system, request, callOptions),
    hold: (system, request, callOptions) => connectorOf(system).hold(system, request, callOptions),
    retrieve: (system, query, callOptions) => connectorOf(system).retrieve(system, query, callOptions),
    issue: (system, target, callOptions) => connectorOf(system).issue(system, target, callOptions),
    void: (system, target, callOptions) => connectorOf(system).void(system, target, callOptions),
    cancel: (system, target, callOptions) => connectorOf(system).cancel(system, target, callOptions),
    refundQuote: (system, target, callOptions) => connectorOf(system).refundQuote(system, target, callOptions),
    refund: (system, target, callOptions) => connectorOf(system).refund(system, target, callOptions),
    edit: (system, target, callOptions) => connectorOf(system).edit(system, target, callOptions),
    seatMaps: (system, target, callOptions) => connectorOf(system).seatMaps(system, target, callOptions),
    offers: (system, target, callOptions) => connectorOf(system).offers(system, target, callOptions),
    paidChange: (system, target, callOptions) => connectorOf(system).paidChange(system, target, callOptions),
  };
}
