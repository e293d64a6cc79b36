// buy-seat: one seat per passenger (not infants) per flight from the seat map; a new seat replaces the old (not refunded), a free seat costs 0.
import { refuse } from '../../booking-context.js';
import { addLine, field, isRefusal, openFlightOf, passengerOf, refused, type TPaidHandler } from '../paid-context.js';
import { seatMapOf } from '../seat-maps.js';

export const buySeat: TPaidHandler<'buy-seat'> = (context, change) => {
  const { view } = context.draft;
  const pairs = new Set<string>();
  const chosen = new Set<string>();
  for (const [index, item] of change.seats.entries()) {
    const pair = `${item.paxId}|${item.flightKey}`;
    if (pairs.has(pair)) return field(`seats.${index}`, `${item.paxId} takes one seat per flight`);
    pairs.add(pair);
    const place = `${item.flightKey}|${item.seat}`;
    if (chosen.has(place)) return field(`seats.${index}.seat`, `${item.seat} is asked for two passengers`);
    chosen.add(place);
  }
  // Judged on the map as the PNR stands, so passengers of one request may swap seats.
  const maps = new Map<string, ReturnType<typeof seatMapOf>>();
  const moving = new Set(change.seats.map((item) => `${item.paxId}|${item.flightKey}`));
  for (const [index, item] of change.seats.entries()) {
    const passenger = passengerOf(context, item.paxId, `seats.${index}.paxId`);
    if (isRefusal(passenger)) return passenger;
    if (passenger.type === 'INF')
      return refused(context, `infant ${passenger.id} sits on an adult's lap and has no seat`);
    const flight = openFlightOf(context, item.flightKey, `seats.${index}.flightKey`);
    if (isRefusal(flight)) return flight;
    const map = maps.get(flight.key) ?? seatMapOf(context.deps, view, flight);
    maps.set(flight.key, map);
    const row = map.rows.find((candidate) => candidate.seats.some((seat) => seat.seat === item.seat));
    const seat = row?.seats.find((candidate) => candidate.seat === item.seat);
    if (!row || !seat) return field(`seats.${index}.seat`, `No seat ${item.seat} on this ${map.aircraft}`);
    if (seat.paxId === passenger.id) return refused(context, `${passenger.id} already sits in ${item.seat}`);
    const heldByCompanion = seat.paxId !== undefined && !moving.has(`${seat.paxId}|${flight.key}`);
    if (seat.status === 'TAKEN' || seat.status === 'BLOCKED' || heldByCompanion)
      return refuse('SEAT_TAKEN', `${context.system}: seat ${item.seat} is no longer available`, { booking: view });
    if (row.isExit && passenger.type === 'CHD')
      return refuse('SEAT_NOT_ALLOWED', `${context.system}: a child may not sit in exit row ${row.row}`, {
        booking: view,
      });
    if (row.isExit && view.passengers.some((candidate) => candidate.infantOf === passenger.id))
      return refuse(
        'SEAT_NOT_ALLOWED',
        `${context.system}: ${passenger.id} travels with an infant and may not sit in exit row ${row.row}`,
        {
          booking: view,
        },
      );
    view.seats = [
      ...(view.seats ?? []).filter((held) => held.paxId !== passenger.id || held.flightKey !== flight.key),
      { paxId: passenger.id, flightKey: flight.key, seat: item.seat, price: seat.price },
    ];
    addLine(context, {
      kind: 'SEAT',
      paxId: passenger.id,
      flightKey: flight.key,
      code: item.seat,
      description: { vi: `Ghế ${item.seat}`, en: `Seat ${item.seat}` },
      amount: seat.price,
    });
  }
  return undefined;
};
