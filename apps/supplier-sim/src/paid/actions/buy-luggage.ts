// buy-luggage: checked baggage (or a heavier bag) per passenger and flight after ticketing; the bag it replaces is not refunded.
import { flightOptions } from '../offers.js';
import { addLine, field, isRefusal, openFlightOf, passengerOf, refused, type TPaidHandler } from '../paid-context.js';

export const buyLuggage: TPaidHandler<'buy-luggage'> = (context, change) => {
  const { view } = context.draft;
  const seen = new Set<string>();
  for (const [index, item] of change.items.entries()) {
    const passenger = passengerOf(context, item.paxId, `items.${index}.paxId`);
    if (isRefusal(passenger)) return passenger;
    const flight = openFlightOf(context, item.flightKey, `items.${index}.flightKey`);
    if (isRefusal(flight)) return flight;
    const pair = `${item.paxId}|${item.flightKey}`;
    if (seen.has(pair)) return field(`items.${index}`, `${item.paxId} has one bag per flight: buy it once`);
    seen.add(pair);
    const catalogue = flightOptions(context.system, flight, context.now).filter(
      (option) => option.category === 'BAGGAGE',
    );
    const option = catalogue.find((candidate) => candidate.code === item.code);
    if (!option) return field(`items.${index}.code`, 'Not a baggage option sold on this flight');
    if (!option.paxTypes.includes(passenger.type))
      return refused(context, `no baggage is sold to ${passenger.type} passengers`);
    const current = view.ancillaries.find(
      (choice) =>
        choice.paxId === passenger.id &&
        choice.flightKey === flight.key &&
        choice.groupCategory === option.groupCategory,
    );
    const currentKg = Number(/\d+/.exec(current?.code ?? '')?.[0] ?? 0);
    if (current && (option.value ?? 0) <= currentKg)
      return refused(context, `${passenger.id} already has ${currentKg} kg on this flight: only a heavier bag is sold`);
    view.ancillaries = [
      ...view.ancillaries.filter((choice) => choice !== current),
      {
        paxId: passenger.id,
        flightKey: flight.key,
        code: option.code,
        category: 'BAGGAGE',
        groupCategory: option.groupCategory,
        name: option.name,
        price: option.price,
      },
    ];
    addLine(context, {
      kind: 'BAGGAGE',
      paxId: passenger.id,
      flightKey: flight.key,
      code: option.code,
      description: option.name,
      amount: option.price,
    });
  }
  return undefined;
};
