// Edits that add or move passengers or what they bought: an infant on an adult, a split to a new PNR, checked baggage.
import type { TSupplierBooking } from '@portal/contracts';
import { isDomesticRoute } from '@portal/domain';
import { ancillaryCatalogue } from '../ancillaries.js';
import { ageOn } from '../booking-passengers.js';
import { vietnamIso } from '../booking-policy.js';
import { DOMESTIC_VAT_RATE, INFANT_SHARE, taxPartsFor } from '../fares.js';
import type { TScheduledSegment } from '../schedules.js';
import {
  field,
  flightOf,
  isInternational,
  isRefusal,
  lastFlightDate,
  passengerOf,
  refused,
  reprice,
  today,
  totalsFromAmounts,
  type TEditHandler,
} from './edit-context.js';

type TFlight = TSupplierBooking['flights'][number];

const isDomesticFlight = (flight: TFlight) =>
  isDomesticRoute(flight.segments[0]?.from ?? '', flight.segments[flight.segments.length - 1]?.to ?? '');

/** An infant's price on a flight from the adult fare held: a tenth of it, the infant's taxes, domestic VAT. */
export function infantPrice(flight: TFlight) {
  const baseFare = Math.round((flight.netPrices.ADT.baseFare * INFANT_SHARE) / 1000) * 1000;
  // taxPartsFor reads only the segments' airports and carrier.
  const { tax, carrierSurcharge } = taxPartsFor(flight.segments as unknown as TScheduledSegment[], 'INF');
  return {
    baseFare,
    tax,
    vat: isDomesticFlight(flight) ? Math.round(baseFare * DOMESTIC_VAT_RATE) : 0,
    carrierSurcharge,
  };
}

/** An infant on an adult without one (SSR INFT on the adult), priced on every flight; the held total rises. */
export const addInfant: TEditHandler<'add-infant'> = (context, edit) => {
  const { view } = context.draft.stored;
  const adult = passengerOf(context, edit.adultId, 'adultId');
  if (isRefusal(adult)) return adult;
  if (adult.type !== 'ADT') return field('adultId', 'An infant travels with an adult');
  if (view.passengers.some((passenger) => passenger.infantOf === adult.id))
    return refused(context, `${adult.id} already travels with an infant`);
  const { infant } = edit;
  if (infant.birthDate > today(context)) return field('infant.birthDate', 'Expected a date not in the future');
  if (ageOn(infant.birthDate, lastFlightDate(view)) > 1)
    return field('infant.birthDate', 'An infant is under 2 on the date of the last flight');
  if (isInternational(view) && !infant.passport) return field('infant.passport', 'Required on international flights');
  const taken = new Set(view.passengers.map((passenger) => passenger.id));
  const number = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((candidate) => !taken.has(`INF-${candidate}`));
  if (!number) return refused(context, 'a PNR holds at most 9 infants');
  const id = `INF-${number}`;
  view.passengers.push({ id, type: 'INF', infantOf: adult.id, ...infant });
  adult.ssrs = [
    ...(adult.ssrs ?? []),
    { code: 'INFT', text: `${infant.lastName}/${infant.firstName} ${infant.birthDate}` },
  ];
  for (const flight of view.flights) flight.netPrices.INF ??= infantPrice(flight);
  reprice(view);
  return undefined;
};

/**
 * Moves passengers to a new PNR (same flights, status and tickets): an infant moves with its adult, at least one
 * passenger with a seat stays, each PNR keeps its own passengers' amounts.
 */
export const splitPassenger: TEditHandler<'split-passenger'> = (context, edit) => {
  const { stored } = context.draft;
  const { view } = stored;
  for (const [index, paxId] of edit.paxIds.entries()) {
    const passenger = passengerOf(context, paxId, `paxIds.${index}`);
    if (isRefusal(passenger)) return passenger;
    if (passenger.type === 'INF' && passenger.infantOf && !edit.paxIds.includes(passenger.infantOf))
      return refused(context, `infant ${paxId} moves with its adult ${passenger.infantOf}`);
  }
  const moving = new Set(edit.paxIds);
  for (const passenger of view.passengers)
    if (passenger.infantOf && moving.has(passenger.infantOf)) moving.add(passenger.id);
  const staying = view.passengers.filter((passenger) => !moving.has(passenger.id));
  if (!staying.some((passenger) => passenger.type !== 'INF'))
    return refused(context, 'at least one passenger must stay in the PNR');
  const movedSeats = view.passengers.filter((passenger) => moving.has(passenger.id) && passenger.type !== 'INF').length;
  const pnr = context.deps.store.newPnr();
  const copy = structuredClone(stored);
  const part = (keep: (paxId: string) => boolean, target: TSupplierBooking) => {
    target.passengers = target.passengers.filter((passenger) => keep(passenger.id));
    target.paxAmounts = target.paxAmounts.filter((amount) => keep(amount.paxId));
    target.tickets = target.tickets.filter((ticket) => keep(ticket.paxId));
    target.ancillaries = target.ancillaries.filter((choice) => keep(choice.paxId));
    // Seats and services bought after ticketing go with their passenger.
    if (target.seats) target.seats = target.seats.filter((held) => keep(held.paxId));
    if (target.paidServices) target.paidServices = target.paidServices.filter((held) => keep(held.paxId));
    if (target.specialKeywords)
      target.specialKeywords = target.specialKeywords.filter((element) => !element.paxId || keep(element.paxId));
    if (target.endorsements)
      target.endorsements = target.endorsements.filter((element) => !element.paxId || keep(element.paxId));
    // The credit shells that paid a passenger's ticket go with that passenger (moveCreditUses re-points their uses).
    if (target.creditPayments) {
      target.creditPayments = target.creditPayments.filter((payment) => keep(payment.paxId));
      if (target.creditPayments.length === 0) delete target.creditPayments;
    }
    totalsFromAmounts(target);
  };
  part((paxId) => !moving.has(paxId), view);
  part((paxId) => moving.has(paxId), copy.view);
  stored.seatsTaken = stored.seatsTaken.map((taken) => ({ ...taken, count: taken.count - movedSeats }));
  copy.seatsTaken = copy.seatsTaken.map((taken) => ({ ...taken, count: movedSeats }));
  view.splitInto = [...(view.splitInto ?? []), pnr];
  copy.view = { ...copy.view, pnr, createdAt: vietnamIso(context.now), splitFrom: view.pnr };
  delete copy.view.clientRef;
  delete copy.view.splitInto;
  copy.fingerprint = `split:${view.pnr}:${context.clientRef}`;
  context.draft.split = copy;
  return undefined;
};

/** Buys checked baggage for a passenger on a flight, or a heavier bag than the one bought (replacing it). */
export const upgradeLuggage: TEditHandler<'upgrade-luggage'> = (context, edit) => {
  const { view } = context.draft.stored;
  const passenger = passengerOf(context, edit.paxId);
  if (isRefusal(passenger)) return passenger;
  const flight = flightOf(context, edit.flightKey);
  if (isRefusal(flight)) return flight;
  const catalogue = ancillaryCatalogue(flight.segments[0]?.carrierCode ?? '', isDomesticFlight(flight)).filter(
    (option) => option.category === 'BAGGAGE',
  );
  const option = catalogue.find((candidate) => candidate.code === edit.code);
  if (!option) return field('code', 'Not a baggage option sold on this flight');
  if (!option.paxTypes.includes(passenger.type))
    return refused(context, `no baggage is sold to ${passenger.type} passengers`);
  const current = view.ancillaries.find(
    (choice) =>
      choice.paxId === passenger.id && choice.flightKey === flight.key && choice.groupCategory === option.groupCategory,
  );
  const currentKg = catalogue.find((candidate) => candidate.code === current?.code)?.value ?? 0;
  if (current && (option.value ?? 0) <= currentKg)
    return refused(
      context,
      `${passenger.id} already has ${currentKg} kg on this flight: only a heavier bag is an upgrade`,
    );
  view.ancillaries = [
    ...view.ancillaries.filter((choice) => choice !== current),
    {
      paxId: passenger.id,
      flightKey: flight.key,
      code: option.code,
      category: option.category,
      groupCategory: option.groupCategory,
      name: option.name,
      price: option.price,
    },
  ];
  reprice(view);
  return undefined;
};
