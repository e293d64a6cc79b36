// buy-ancillary: a meal, priority boarding, lounge or insurance per passenger and flight; one per group category (a new one replaces, not refunded).
import { refuse } from '../../booking-context.js';
import { flightOptions } from '../offers.js';
import { addLine, field, isRefusal, openFlightOf, passengerOf, refused, type TPaidHandler } from '../paid-context.js';

export const buyAncillary: TPaidHandler<'buy-ancillary'> = (context, change) => {
  const { view } = context.draft;
  const seen = new Set<string>();
  for (const [index, item] of change.items.entries()) {
    const passenger = passengerOf(context, item.paxId, `items.${index}.paxId`);
    if (isRefusal(passenger)) return passenger;
    const flight = openFlightOf(context, item.flightKey, `items.${index}.flightKey`);
    if (isRefusal(flight)) return flight;
    const option = flightOptions(context.system, flight, context.now).find(
      (candidate) => candidate.code === item.code && candidate.category !== 'BAGGAGE',
    );
    if (!option) return field(`items.${index}.code`, 'Not an ancillary sold on this flight (baggage is buy-luggage)');
    const group = `${passenger.id}|${flight.key}|${option.groupCategory}`;
    if (seen.has(group)) return field(`items.${index}`, `One ${option.groupCategory} per passenger and flight`);
    seen.add(group);
    if (!option.paxTypes.includes(passenger.type))
      return refused(context, `${option.code} is not sold to ${passenger.type} passengers`);
    if (option.category === 'LOUNGE' && flight.cabinClass === 'BUSINESS')
      return refuse(
        'CHANGE_NOT_ALLOWED',
        `${context.system}: the ${flight.fareFamily} fare already includes the lounge`,
        {
          booking: view,
        },
      );
    const held = (choice: { paxId: string; flightKey: string; groupCategory: string }) =>
      choice.paxId === passenger.id && choice.flightKey === flight.key && choice.groupCategory === option.groupCategory;
    const bought = {
      paxId: passenger.id,
      flightKey: flight.key,
      code: option.code,
      groupCategory: option.groupCategory,
      name: option.name,
      price: option.price,
    };
    if (option.category === 'MEAL') {
      if (view.ancillaries.some((choice) => held(choice) && choice.code === option.code))
        return refused(context, `${passenger.id} already has ${option.code} on this flight`);
      view.ancillaries = [...view.ancillaries.filter((choice) => !held(choice)), { ...bought, category: 'MEAL' }];
    } else if (option.category !== 'BAGGAGE') {
      if ((view.paidServices ?? []).some((choice) => held(choice) && choice.code === option.code))
        return refused(context, `${passenger.id} already has ${option.code} on this flight`);
      view.paidServices = [
        ...(view.paidServices ?? []).filter((choice) => !held(choice)),
        { ...bought, category: option.category },
      ];
    }
    addLine(context, {
      kind: option.category,
      paxId: passenger.id,
      flightKey: flight.key,
      code: option.code,
      description: option.name,
      amount: option.price,
    });
  }
  return undefined;
};
