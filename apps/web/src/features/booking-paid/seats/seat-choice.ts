// The seat choice rules of buy-seat (decision 055): who may sit where, and how a click chooses, replaces or clears.
import type { TBookingDetail, TBookingSeat, TBookingSeatMaps } from '@portal/contracts';

export type SeatMapOfFlight = TBookingSeatMaps['maps'][number];
export type SeatRow = Pick<SeatMapOfFlight['rows'][number], 'row' | 'isExit'>;

/** A passenger who takes a seat: adults and children (an infant sits on its adult's lap and is never offered). */
export type SeatPassenger = {
  paxId: string;
  type: 'ADT' | 'CHD';
  /** As the airline spells it: "NGUYEN VAN DUC". */
  name: string;
  /** An adult with an infant on the lap. */
  hasInfant: boolean;
};

/** One seat chosen for one passenger on one flight, with its price when chosen (0 for a free seat). */
export type SeatChoice = { paxId: string; flightKey: string; seat: string; price: number };

/** Why a seat cannot be chosen for the active passenger; none when it can. */
export type SeatRefusal =
  | { reason: 'taken' }
  | { reason: 'blocked' }
  /** Already this passenger's seat on this flight (nothing to buy). */
  | { reason: 'current' }
  /** Another passenger of this booking sits there already. */
  | { reason: 'companionSeat'; paxId: string }
  | { reason: 'exitWithInfant' }
  | { reason: 'exitChild' }
  /** Chosen in this form for another passenger: choosing it moves nothing. */
  | { reason: 'chosenForOther'; paxId: string };

export type SeatChoiceResult =
  | { outcome: 'chosen' | 'replaced' | 'cleared'; choices: SeatChoice[]; previousSeat?: string }
  | { outcome: 'refused'; choices: SeatChoice[]; refusal: SeatRefusal };

/** The passengers who take a seat, in booking order; infants are left out and mark their adult. */
export function seatPassengersOf(booking: Pick<TBookingDetail, 'passengers'>): SeatPassenger[] {
  const infantsOn = new Set(
    booking.passengers.filter((passenger) => passenger.type === 'INF').map((infant) => infant.parentPaxId),
  );
  return booking.passengers.flatMap((passenger) =>
    passenger.type === 'INF'
      ? []
      : [
          {
            paxId: passenger.paxId,
            type: passenger.type,
            name: `${passenger.airlineLastName} ${passenger.airlineFirstName}`.trim(),
            hasInfant: infantsOn.has(passenger.paxId),
          },
        ],
  );
}

const sameFlight = (choice: SeatChoice, flightKey: string) => choice.flightKey === flightKey;

/** The seat chosen in the form for this passenger on this flight. */
export const chosenSeatOf = (choices: readonly SeatChoice[], where: { paxId: string; flightKey: string }) =>
  choices.find((choice) => choice.paxId === where.paxId && sameFlight(choice, where.flightKey));

/** The seat this passenger already holds on this flight (on the airline's map). */
export function currentSeatOf(map: Pick<SeatMapOfFlight, 'rows'>, paxId: string): string | undefined {
  for (const row of map.rows) {
    const seat = row.seats.find((candidate) => candidate.paxId === paxId);
    if (seat) return seat.seat;
  }
  return undefined;
}

type SeatQuestion = {
  passenger: SeatPassenger;
  flightKey: string;
  row: SeatRow;
  seat: TBookingSeat;
  choices: readonly SeatChoice[];
};

/** Why the active passenger may not choose this seat, the seat's own state first; undefined when it may. */
export function seatRefusalOf({ passenger, flightKey, row, seat, choices }: SeatQuestion): SeatRefusal | undefined {
  if (seat.paxId === passenger.paxId) return { reason: 'current' };
  if (seat.paxId) return { reason: 'companionSeat', paxId: seat.paxId };
  if (seat.status === 'TAKEN') return { reason: 'taken' };
  if (seat.status === 'BLOCKED') return { reason: 'blocked' };
  const holder = choices.find((choice) => sameFlight(choice, flightKey) && choice.seat === seat.seat);
  if (holder && holder.paxId !== passenger.paxId) return { reason: 'chosenForOther', paxId: holder.paxId };
  if (row.isExit && passenger.hasInfant) return { reason: 'exitWithInfant' };
  if (row.isExit && passenger.type === 'CHD') return { reason: 'exitChild' };
  return undefined;
}

/**
 * The active passenger chooses a seat: a new one is added, another seat on the same flight replaces the earlier
 * choice, the passenger's own chosen seat again clears it; a refused seat leaves every choice as it was.
 */
export function chooseSeat(question: SeatQuestion): SeatChoiceResult {
  const { passenger, flightKey, seat, choices } = question;
  const earlier = chosenSeatOf(choices, { paxId: passenger.paxId, flightKey });
  const others = choices.filter((choice) => choice !== earlier);
  // Again on the seat chosen, or back on the seat the passenger holds: the choice goes.
  const isBack = earlier && (earlier.seat === seat.seat || seat.paxId === passenger.paxId);
  if (isBack) return { outcome: 'cleared', choices: others, previousSeat: earlier.seat };
  const refusal = seatRefusalOf(question);
  if (refusal) return { outcome: 'refused', choices: [...choices], refusal };
  const chosen: SeatChoice = { paxId: passenger.paxId, flightKey, seat: seat.seat, price: seat.price };
  if (!earlier) return { outcome: 'chosen', choices: [...choices, chosen] };
  return { outcome: 'replaced', choices: [...others, chosen], previousSeat: earlier.seat };
}

/** Takes back a seat the airline gave someone else meanwhile (409 seatTaken); the other choices stay. */
export const withoutSeat = (choices: readonly SeatChoice[], where: { flightKey: string; seat: string }) =>
  choices.filter((choice) => !(sameFlight(choice, where.flightKey) && choice.seat === where.seat));

/** The choices still valid on freshly read maps: a seat now taken, blocked or gone is dropped (with its price). */
export function choicesStillFree(choices: readonly SeatChoice[], maps: readonly SeatMapOfFlight[]) {
  const kept: SeatChoice[] = [];
  const dropped: SeatChoice[] = [];
  for (const choice of choices) {
    const seat = maps
      .find((map) => map.flightKey === choice.flightKey)
      ?.rows.flatMap((row) => row.seats)
      .find((candidate) => candidate.seat === choice.seat);
    const isFree = seat && (seat.status === 'FREE' || seat.status === 'PAID') && !seat.paxId;
    if (isFree) kept.push({ ...choice, price: seat.price });
    else dropped.push(choice);
  }
  return { kept, dropped };
}

/** The sum of the chosen seats' prices (the airline's part; the quote adds the chain's fees). */
export const seatsTotal = (choices: readonly SeatChoice[]) => choices.reduce((sum, choice) => sum + choice.price, 0);

/** The choices in flight order (as the maps list them), then booking order of the passengers. */
export function orderedChoices(
  choices: readonly SeatChoice[],
  order: { flightKeys: readonly string[]; paxIds: readonly string[] },
): SeatChoice[] {
  const rank = (list: readonly string[], value: string) => {
    const index = list.indexOf(value);
    return index === -1 ? list.length : index;
  };
  return [...choices].sort(
    (a, b) =>
      rank(order.flightKeys, a.flightKey) - rank(order.flightKeys, b.flightKey) ||
      rank(order.paxIds, a.paxId) - rank(order.paxIds, b.paxId),
  );
}

/** The buy-seat body's seats (ZBuySeatRequest without the envelope), in the summary's order. */
export const buySeatItems = (choices: readonly SeatChoice[]) =>
  choices.map(({ paxId, flightKey, seat }) => ({ paxId, flightKey, seat }));
