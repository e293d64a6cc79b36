// The eSIM routing gateway, beside the airline and railway ones: each eSIM system's calls go to that system's connector.
import type { TEsimSystem } from '@portal/contracts';
import type { EsimConnector, EsimGateway } from './esim-gateway.js';

/** Every eSIM system needs its connector: a system added without one does not compile. */
export type EsimConnectors = Readonly<Record<TEsimSystem, EsimConnector>>;

export function createEsimRoutingGateway(options: { connectors: EsimConnectors }): EsimGateway {
  const connectorOf = (system: TEsimSystem): EsimConnector => options.connectors[system];
  return {
    packages: (system, query, callOptions) => connectorOf(system).packages(system, query, callOptions),
    order: (system, request, callOptions) => connectorOf(system).order(system, request, callOptions),
    orderByRef: (system, target, callOptions) => connectorOf(system).orderByRef(system, target, callOptions),
    usage: (system, target, callOptions) => connectorOf(system).usage(system, target, callOptions),
    topUpPackages: (system, target, callOptions) => connectorOf(system).topUpPackages(system, target, callOptions),
    topUp: (system, request, callOptions) => connectorOf(system).topUp(system, request, callOptions),
    topUpByRef: (system, target, callOptions) => connectorOf(system).topUpByRef(system, target, callOptions),
    refund: (system, request, callOptions) => connectorOf(system).refund(system, request, callOptions),
    refundByRef: (system, target, callOptions) => connectorOf(system).refundByRef(system, target, callOptions),
  };
}
