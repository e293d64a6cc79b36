// The passenger form's rules (decision 080): types and their ages on the departure day, a child's adult seat in the
// same direction, an under-6 sharing an adult's seat, the buyer and the VAT invoice; each problem named by its field.
import { parseTypedDate, type CalendarDate } from '@portal/domain';
import type { TTrainPassengerType, TTrainSeatLock } from '@portal/contracts';

export type InfantValues = { fullName: string; birthDate: string };

/** One held seat's passenger as typed (dates dd/MM/yyyy). */
export type SeatPassengerValues = {
  fullName: string;
  idNumber: string;
  passengerType: TTrainPassengerType;
  birthDate: string;
  /** A child's adult seat (its ticket id), in the same direction. */
  adultTicketId: string;
  /** A child under 6 on this (grown-up's) seat: free, no seat of its own. */
  infant: InfantValues | null;
};

export type BuyerValues = {
  fullName: string;
  email: string;
  mobile: string;
  idNumber: string;
  company: string;
  taxCode: string;
  address: string;
};

/** Problems by field path: `<ticketId>.fullName`, `<ticketId>.infant.birthDate`, `buyer.email`…; values are rule codes. */
export type FormProblems = Record<string, string>;

export const CHILD_TYPES: readonly TTrainPassengerType[] = [2, 7];
export const isChildType = (type: TTrainPassengerType) => CHILD_TYPES.includes(type);
/** Types whose age the railway checks from the birth date. */
export const needsBirthDate = (type: TTrainPassengerType) => isChildType(type) || type === 13;

export const CHILD_MIN_AGE = 6;
export const CHILD_MAX_AGE = 10;
export const SENIOR_MIN_AGE = 60;

const ID_PATTERN = /^[A-Za-z0-9]{6,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = /^(\+84|0)[0-9]{9,10}$/;
const TAX_CODE_PATTERN = /^[0-9]{10}(-[0-9]{3})?$/;

export const emptyPassenger = (): SeatPassengerValues => ({
  fullName: '',
  idNumber: '',
  passengerType: 1,
  birthDate: '',
  adultTicketId: '',
  infant: null,
});

export const emptyBuyer = (): BuyerValues => ({
  fullName: '',
  email: '',
  mobile: '',
  idNumber: '',
  company: '',
  taxCode: '',
  address: '',
});

/** The Vietnam day a run leaves (its departAt is written with +07:00). */
export function departureDay(lock: Pick<TTrainSeatLock, 'departAt'>): CalendarDate {
  const [year, month, day] = lock.departAt.slice(0, 10).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** Whole years from `birth` to `on`. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

const isAfter = (a: CalendarDate, b: CalendarDate) =>
  a.year * 10000 + a.month * 100 + a.day > b.year * 10000 + b.month * 100 + b.day;

/** dd/MM/yyyy → yyyy-MM-dd (undefined when not a real day). */
export function isoOfTyped(text: string): string | undefined {
  const date = parseTypedDate(text);
  if (!date || text.includes('-')) return undefined;
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** yyyy-MM-dd → dd/MM/yyyy. */
export const typedOfIso = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$3/$2/$1');

function birthProblem(text: string, day: CalendarDate, ages: { min?: number; below?: number }): string | undefined {
  if (text.trim() === '') return 'birthDateRequired';
  const birth = isoOfTyped(text.trim()) ? parseTypedDate(text.trim()) : undefined;
  if (!birth || birth.year < 1900 || isAfter(birth, day)) return 'birthDateInvalid';
  const age = ageOn(birth, day);
  if (ages.min !== undefined && age < ages.min) return 'tooYoung';
  if (ages.below !== undefined && age >= ages.below) return 'tooOld';
  return undefined;
}

function nameProblem(text: string): string | undefined {
  const name = text.trim();
  if (name === '') return 'fullNameRequired';
  return name.length < 2 || name.length > 80 ? 'fullNameLength' : undefined;
}

type SeatContext = {
  lock: TTrainSeatLock;
  locks: readonly TTrainSeatLock[];
  values: Record<string, SeatPassengerValues>;
};

function seatProblems({ lock, locks, values }: SeatContext, problems: FormProblems): void {
  const passenger = values[lock.ticketId] ?? emptyPassenger();
  const at = (field: string, code: string | undefined) => {
    if (code) problems[`${lock.ticketId}.${field}`] = code;
  };
  const day = departureDay(lock);
  at('fullName', nameProblem(passenger.fullName));
  const idNumber = passenger.idNumber.trim();
  at('idNumber', idNumber === '' ? 'idNumberRequired' : ID_PATTERN.test(idNumber) ? undefined : 'idNumberInvalid');
  const type = passenger.passengerType;
  if (isChildType(type))
    at('birthDate', birthProblem(passenger.birthDate, day, { min: CHILD_MIN_AGE, below: CHILD_MAX_AGE }));
  else if (type === 13) at('birthDate', birthProblem(passenger.birthDate, day, { min: SENIOR_MIN_AGE }));
  else if (passenger.birthDate.trim() !== '') at('birthDate', birthProblem(passenger.birthDate, day, {}));
  if (isChildType(type)) {
    const adult = locks.find((other) => other.ticketId === passenger.adultTicketId);
    const adultType = values[passenger.adultTicketId]?.passengerType;
    if (!adult || adult.direction !== lock.direction || adult.ticketId === lock.ticketId)
      at('adultTicketId', 'adultRequired');
    else if (adultType === undefined || isChildType(adultType)) at('adultTicketId', 'adultIsChild');
  }
  if (passenger.infant) {
    if (isChildType(type)) at('infant', 'infantOnChild');
    at('infant.fullName', nameProblem(passenger.infant.fullName));
    at('infant.birthDate', birthProblem(passenger.infant.birthDate, day, { below: CHILD_MIN_AGE }));
  }
}

function buyerProblems(buyer: BuyerValues, problems: FormProblems): void {
  const at = (field: keyof BuyerValues, code: string | undefined) => {
    if (code) problems[`buyer.${field}`] = code;
  };
  at('fullName', nameProblem(buyer.fullName));
  const email = buyer.email.trim();
  at('email', email === '' ? 'emailRequired' : EMAIL_PATTERN.test(email) ? undefined : 'emailInvalid');
  const mobile = buyer.mobile.replace(/[\s.]/g, '');
  at('mobile', mobile === '' ? 'mobileRequired' : MOBILE_PATTERN.test(mobile) ? undefined : 'mobileInvalid');
  const idNumber = buyer.idNumber.trim();
  at('idNumber', idNumber === '' || ID_PATTERN.test(idNumber) ? undefined : 'idNumberInvalid');
  const company = buyer.company.trim();
  const taxCode = buyer.taxCode.trim();
  // The VAT invoice needs the company and its tax code together; the address is optional.
  if (taxCode !== '' && !TAX_CODE_PATTERN.test(taxCode)) at('taxCode', 'taxCodeInvalid');
  else if (company !== '' && taxCode === '') at('taxCode', 'taxCodeRequired');
  if (taxCode !== '' && company === '') at('company', 'companyRequired');
}

/** Every problem of the form; empty when it can go to the confirm page. */
export function checkPassengerForm(options: {
  locks: readonly TTrainSeatLock[];
  values: Record<string, SeatPassengerValues>;
  buyer: BuyerValues;
}): FormProblems {
  const problems: FormProblems = {};
  for (const lock of options.locks) seatProblems({ lock, locks: options.locks, values: options.values }, problems);
  buyerProblems(options.buyer, problems);
  return problems;
}
