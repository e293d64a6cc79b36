// Before the hold: the chosen flights priced again per PNR (price check) and the add-ons each supplier sells for them.
import type {
  TAncillariesResponse,
  TBookingSystem,
  TItineraryRequest,
  TPriceCheckRequest,
  TPriceCheckResponse,
  ZAncillariesQuery,
} from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import type { z } from 'zod';
import type { Language } from '../../../platform/messages.js';
import { priceGroup, type PricedGroup } from './booking-pricing.js';
import type { BookingCaller } from '../booking-scope.js';
import {
  agencyBookingContext,
  askedSystemsOf,
  assertPaxCounts,
  groupBySystem,
  quoteGroup,
  type AgencyBookingContext,
  type BookingSupplierDeps,
  type CallContext,
} from '../booking-suppliers.js';
import { fetchCatalogue } from './hold-ancillaries.js';

export type QuotedItinerary = { context: AgencyBookingContext; priced: PricedGroup[] };

/** Every group quoted by its supplier (in parallel) and priced for the caller's agency. */
export async function quoteItinerary(
  deps: BookingSupplierDeps,
  options: { caller: BookingCaller; request: TItineraryRequest; language: Language },
): Promise<QuotedItinerary> {
  const { caller, request, language } = options;
  const pax = { adt: request.adt, chd: request.chd, inf: request.inf };
  assertPaxCounts(pax);
  const groups = groupBySystem(request.flights);
  const context = await agencyBookingContext({
    db: deps.db,
    agencyId: caller.agencyId,
    systems: askedSystemsOf(groups),
    language,
  });
  const call: CallContext = { agencyId: caller.agencyId, userId: caller.userId };
  const quoted = await Promise.all(
    groups.map((group) =>
      quoteGroup(deps, {
        context: call,
        group,
        account: context.accounts.get(group.system)!,
        pax,
        promotions: request.promotions,
      }),
    ),
  );
  return { context, priced: quoted.map((group) => priceGroup(group, pax, context.fees)) };
}

/** Whether a chosen class moved (the hold must then book the new one). */
export const hasClassMoved = (priced: readonly PricedGroup[]) =>
  priced.some(({ view }) =>
    view.flights.some(
      (flight) => flight.fare !== null && flight.fare.fareClass.toUpperCase() !== flight.requestedClass.toUpperCase(),
    ),
  );

/** The price-check answer of priced groups against the total the agent saw. */
export function priceCheckAnswer(priced: readonly PricedGroup[], oldTotal: number | null): TPriceCheckResponse {
  const isAvailable = priced.every(({ view }) => view.isAvailable);
  const newTotal = isAvailable ? sumVnd(priced.map(({ view }) => view.total ?? 0)) : null;
  const moved = !isAvailable || hasClassMoved(priced);
  const isPriceChanged =
    moved || (oldTotal !== null ? newTotal !== oldTotal : priced.some(({ view }) => view.isPriceChanged));
  return { currency: 'VND', pnrs: priced.map(({ view }) => view), oldTotal, newTotal, isAvailable, isPriceChanged };
}

export function createQuoteService(deps: BookingSupplierDeps) {
  async function priceCheck(
    caller: BookingCaller,
    request: TPriceCheckRequest,
    language: Language,
  ): Promise<TPriceCheckResponse> {
    const { priced } = await quoteItinerary(deps, { caller, request, language });
    return priceCheckAnswer(priced, request.expectedTotal ?? null);
  }

  async function ancillaries(
    caller: BookingCaller,
    query: z.output<typeof ZAncillariesQuery>,
    language: Language,
  ): Promise<TAncillariesResponse> {
    const pax = { adt: query.adt, chd: query.chd, inf: query.inf };
    assertPaxCounts(pax);
    const bySystem = new Map<TBookingSystem, string[]>();
    for (const offerId of query.offerIds) {
      const separator = offerId.indexOf(':');
      const system = offerId.slice(0, separator) as TBookingSystem;
      bySystem.set(system, [...(bySystem.get(system) ?? []), offerId.slice(separator + 1)]);
    }
    const systems = [...bySystem.keys()];
    const context = await agencyBookingContext({
      db: deps.db,
      agencyId: caller.agencyId,
      systems: systems.map((system) => ({ system, field: 'offerIds' })),
      language,
    });
    const call: CallContext = { agencyId: caller.agencyId, userId: caller.userId };
    const routes = await Promise.all(
      systems.map((system) =>
        fetchCatalogue(deps, call, {
          system,
          account: context.accounts.get(system)!,
          keys: bySystem.get(system)!,
          pax,
          fieldOf: () => 'offerIds',
        }),
      ),
    );
    const byOffer = new Map(routes.flat().map((route) => [route.offerId, route]));
    return {
      currency: 'VND',
      routes: query.offerIds.flatMap((offerId) => {
        const route = byOffer.get(offerId);
        return route
          ? [
              {
                offerId,
                system: route.system,
                from: route.from,
                to: route.to,
                airline: route.airline,
                options: route.options,
              },
            ]
          : [];
      }),
    };
  }

  return { priceCheck, ancillaries };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
