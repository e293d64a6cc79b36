// The hold's rules before anything is written or sent (400 naming the field): every seat an open lock of this agency,
// children with an adult of the same direction and run, birth dates and ages on the day of departure, infants on an
// adult's seat; then each ticket priced by the railway's discount rule plus the chain's issue fee.
import type { TTrainHoldRequest, TTrainPassengerForm, TTrainSeatLock } from '@portal/contracts';
import {
  calendarDateInVietnam,
  isAdultFareType,
  isChildType,
  parseTypedDate,
  sumVnd,
  trainAgeProblem,
  trainTicketPrice,
  BIRTH_DATE_TYPES,
  type CalendarDate,
  type TrainPassengerType,
} from '@portal/domain';
import { invalidFields, type FieldIssue } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';
import { lockOf, type SeatLockRow } from '../repository/train-seat-locks.js';
import { feePaxTypeOf, ticketFees } from '../train-agency.js';
import type { FeeSchedule } from '@portal/domain';
import type { TrainSaleLine } from '../repository/train-booking-rows.js';

export type HoldBody = Omit<TTrainHoldRequest, 'infants'> & { infants: NonNullable<TTrainHoldRequest['infants']> };

/** One passenger's ticket as it will be held: the lock it takes, its price and fees. */
export type PlannedTicket = {
  passenger: TTrainPassengerForm;
  lock: TTrainSeatLock;
  amount: number;
  discount: number;
  fees: number[];
  issueFee: number;
  infants: { fullName: string; birthDate: string }[];
};

const TEXT: Record<string, Record<Language, string>> = {
  duplicate: { vi: 'chỗ này đã có hành khách khác', en: 'another passenger has this seat' },
  notLocked: { vi: 'chỗ đã hết thời gian giữ hoặc không thuộc đại lý', en: 'the seat is not held by your agency' },
  required: { vi: 'bắt buộc', en: 'required' },
  notAdult: {
    vi: 'phải là chỗ của một người lớn cùng chiều và cùng chuyến',
    en: 'must be the seat of an adult on the same train and direction',
  },
  onlyChildren: { vi: 'chỉ trẻ em mới đi kèm người lớn', en: 'only children name an adult seat' },
  invalidDate: { vi: 'ngày không hợp lệ', en: 'not a valid date' },
  bornAfterDeparture: { vi: 'sinh sau ngày khởi hành', en: 'born after the departure' },
  childTooYoung: { vi: 'trẻ em phải từ 6 tuổi', en: 'a child must be 6 or older' },
  childTooOld: { vi: 'trẻ em phải dưới 10 tuổi', en: 'a child must be under 10' },
  seniorTooYoung: { vi: 'người cao tuổi phải từ 60 tuổi', en: 'a senior must be 60 or older' },
  infantTooOld: { vi: 'trẻ đi kèm miễn phí phải dưới 6 tuổi', en: 'a child sharing a seat must be under 6' },
  oneInfant: { vi: 'mỗi chỗ người lớn chỉ kèm một trẻ', en: 'one child per adult seat' },
};

const dayOf = (iso: string): CalendarDate => calendarDateInVietnam(new Date(iso));
const dateOf = (isoDay: string) => parseTypedDate(isoDay.split('-').reverse().join('/'));

export function checkHold(options: {
  request: HoldBody;
  locks: readonly SeatLockRow[];
  fees: FeeSchedule;
  now: Date;
  language: Language;
}): PlannedTicket[] {
  const { request, fees, now, language } = options;
  const issues: FieldIssue[] = [];
  const problem = (field: string, key: string) => issues.push({ field, message: TEXT[key]![language] });
  const locks = new Map(
    options.locks
      .filter((row) => row.bookingId === null && row.expiresAt > now)
      .map((row) => [row.ticketId, lockOf(row)] as const),
  );
  const byTicket = new Map(request.passengers.map((passenger) => [passenger.ticketId, passenger] as const));
  const seen = new Set<string>();
  request.passengers.forEach((passenger, index) => {
    const at = `passengers.${index}`;
    if (seen.has(passenger.ticketId)) problem(`${at}.ticketId`, 'duplicate');
    seen.add(passenger.ticketId);
    const lock = locks.get(passenger.ticketId);
    if (!lock) return problem(`${at}.ticketId`, 'notLocked');
    const type = passenger.passengerType as TrainPassengerType;
    if (isChildType(type)) {
      const adult = passenger.adultTicketId ? byTicket.get(passenger.adultTicketId) : undefined;
      const adultLock = adult ? locks.get(adult.ticketId) : undefined;
      if (!passenger.adultTicketId) problem(`${at}.adultTicketId`, 'required');
      else if (
        !adult ||
        !adultLock ||
        !isAdultFareType(adult.passengerType) ||
        adultLock.direction !== lock.direction ||
        adultLock.runId !== lock.runId
      )
        problem(`${at}.adultTicketId`, 'notAdult');
    } else if (passenger.adultTicketId) problem(`${at}.adultTicketId`, 'onlyChildren');
    if ((BIRTH_DATE_TYPES as readonly number[]).includes(type)) {
      if (!passenger.birthDate) return problem(`${at}.birthDate`, 'required');
      const birth = dateOf(passenger.birthDate);
      if (!birth) return problem(`${at}.birthDate`, 'invalidDate');
      const age = trainAgeProblem(type, birth, dayOf(lock.departAt));
      if (age) problem(`${at}.birthDate`, age);
    }
  });
  const infantsOf = new Map<string, { fullName: string; birthDate: string }[]>();
  request.infants.forEach((infant, index) => {
    const at = `infants.${index}`;
    const adult = byTicket.get(infant.adultTicketId);
    const lock = adult ? locks.get(adult.ticketId) : undefined;
    if (!adult || !lock || !isAdultFareType(adult.passengerType)) return problem(`${at}.adultTicketId`, 'notAdult');
    if (infantsOf.has(infant.adultTicketId)) return problem(`${at}.adultTicketId`, 'oneInfant');
    infantsOf.set(infant.adultTicketId, [{ fullName: infant.fullName, birthDate: infant.birthDate }]);
    const birth = dateOf(infant.birthDate);
    if (!birth) return problem(`${at}.birthDate`, 'invalidDate');
    const age = trainAgeProblem('infant', birth, dayOf(lock.departAt));
    if (age) problem(`${at}.birthDate`, age);
  });
  if (issues.length > 0) throw invalidFields(issues);

  return request.passengers.map((passenger) => {
    const lock = locks.get(passenger.ticketId)!;
    const type = passenger.passengerType as TrainPassengerType;
    const price = trainTicketPrice({ fare: lock.seat.fare, insurance: lock.seat.insurance, type });
    const lineFees = ticketFees(fees, type);
    return {
      passenger,
      lock,
      ...price,
      fees: lineFees,
      issueFee: sumVnd(lineFees),
      infants: infantsOf.get(passenger.ticketId) ?? [],
    };
  });
}

/** The per-ticket sale lines (flights' pricing.lines shape) for these tickets at these amounts. */
export function saleLinesOf(tickets: readonly Pick<PlannedTicket, 'passenger' | 'amount' | 'fees'>[]): TrainSaleLine[] {
  return tickets.map((ticket) => ({
    paxId: ticket.passenger.ticketId,
    paxType: feePaxTypeOf(ticket.passenger.passengerType),
    fareNet: ticket.amount,
    ancillaries: 0,
    supplierNet: ticket.amount,
    fees: [...ticket.fees],
  }));
}
