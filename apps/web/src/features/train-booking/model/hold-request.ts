// The price each seat's passenger pays as estimated here (the API's answer wins), and the hold request built from the
// form: trimmed texts, days as yyyy-MM-dd, a child's adult seat, the infants, and the total the agent confirms.
import { trainTicketPrice } from '@portal/domain';
import type { TTrainHoldRequest, TTrainPassengerType, TTrainSeatLock } from '@portal/contracts';
import { emptyPassenger, isChildType, isoOfTyped, type BuyerValues, type SeatPassengerValues } from './passenger-rules';

export type PriceEstimate = { fare: number; insurance: number; discount: number; amount: number };

/**
 * The railway's price as the API computes it when holding (`trainTicketPrice`, so the total confirmed here is the one
 * the API checks): the type's discount on the fare without insurance, in whole thousands — a child (75 %) on a
 * 1,000,000 fare with 20,000 insurance pays 755,000.
 */
export function estimatePrice(lock: Pick<TTrainSeatLock, 'fare' | 'seat'>, type: TTrainPassengerType): PriceEstimate {
  const insurance = lock.seat.insurance;
  const { amount, discount } = trainTicketPrice({ fare: lock.fare, insurance, type });
  return { fare: lock.fare, insurance, discount, amount };
}

/** The chain's issue fee per ticket as the search answers it: an adult's, and a child's (types 2 and 7, CHD rules). */
export type TrainIssueFees = { adult: number; child: number };

export const issueFeeOf = (fees: TrainIssueFees, type: TTrainPassengerType) =>
  isChildType(type) ? fees.child : fees.adult;

/** Sum of the estimated amounts plus each ticket's issue fee by its type (infants have no ticket). */
export function estimateTotal(options: {
  locks: readonly TTrainSeatLock[];
  values: Record<string, SeatPassengerValues>;
  issueFees: TrainIssueFees;
}): number {
  return options.locks.reduce((sum, lock) => {
    const type = options.values[lock.ticketId]?.passengerType ?? 1;
    return sum + estimatePrice(lock, type).amount + issueFeeOf(options.issueFees, type);
  }, 0);
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

function buyerOf(buyer: BuyerValues): TTrainHoldRequest['buyer'] {
  const company = optional(buyer.company);
  const taxCode = optional(buyer.taxCode);
  const address = optional(buyer.address);
  const idNumber = optional(buyer.idNumber);
  return {
    fullName: buyer.fullName.trim(),
    email: buyer.email.trim(),
    mobile: buyer.mobile.replace(/[\s.]/g, ''),
    ...(idNumber ? { idNumber } : {}),
    ...(company ? { company } : {}),
    ...(taxCode ? { taxCode } : {}),
    ...(address ? { address } : {}),
  };
}

/** POST /api/trains/bookings's body for every lock of the draft (checked beforehand by checkPassengerForm). */
export function holdRequestOf(options: {
  locks: readonly TTrainSeatLock[];
  values: Record<string, SeatPassengerValues>;
  buyer: BuyerValues;
  acceptedTotal: number;
}): TTrainHoldRequest {
  const passengers = options.locks.map((lock) => {
    const passenger = options.values[lock.ticketId] ?? emptyPassenger();
    const birthDate = isoOfTyped(passenger.birthDate.trim());
    return {
      ticketId: lock.ticketId,
      fullName: passenger.fullName.trim(),
      idNumber: passenger.idNumber.trim(),
      passengerType: passenger.passengerType,
      ...(birthDate ? { birthDate } : {}),
      ...(isChildType(passenger.passengerType) ? { adultTicketId: passenger.adultTicketId } : {}),
    };
  });
  const infants = options.locks.flatMap((lock) => {
    const infant = options.values[lock.ticketId]?.infant;
    return infant
      ? [
          {
            fullName: infant.fullName.trim(),
            birthDate: isoOfTyped(infant.birthDate.trim()) ?? '',
            adultTicketId: lock.ticketId,
          },
        ]
      : [];
  });
  return { passengers, infants, buyer: buyerOf(options.buyer), acceptedTotal: options.acceptedTotal };
}

/**
 * "Same passengers as departure": the return seats take the departure passengers in order (a child's adult seat and
 * an infant follow by position); return seats beyond the departure's count stay as they are.
 */
export function copyDeparturePassengers(options: {
  departure: readonly TTrainSeatLock[];
  returning: readonly TTrainSeatLock[];
  values: Record<string, SeatPassengerValues>;
}): Record<string, SeatPassengerValues> {
  const next = { ...options.values };
  options.returning.forEach((lock, index) => {
    const from = options.departure[index];
    if (!from) return;
    const source = options.values[from.ticketId] ?? emptyPassenger();
    const adultIndex = options.departure.findIndex((other) => other.ticketId === source.adultTicketId);
    next[lock.ticketId] = {
      ...source,
      adultTicketId: adultIndex >= 0 ? (options.returning[adultIndex]?.ticketId ?? '') : '',
      infant: source.infant ? { ...source.infant } : null,
    };
  });
  return next;
}

/**
 * The API's 400 field paths mapped back onto the form: `passengers.1.idNumber` → `<ticketId>.idNumber`,
 * `infants.0.birthDate` → `<adult ticketId>.infant.birthDate`, `buyer.taxCode` as it is.
 */
export function formPathsOf(fields: Record<string, string>, request: TTrainHoldRequest): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [list, index, ...rest] = path.split('.');
    const position = Number(index);
    if (list === 'passengers' && request.passengers[position])
      // A refusal of the passenger as a whole (a child without its adult…) is shown at its type.
      mapped[[request.passengers[position].ticketId, ...(rest.length ? rest : ['passengerType'])].join('.')] = message;
    else if (list === 'infants' && request.infants?.[position])
      mapped[[request.infants[position].adultTicketId, 'infant', ...rest].join('.')] = message;
    else mapped[path] = message;
  }
  return mapped;
}
