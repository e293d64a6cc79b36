// Edits that add PNR elements without touching passengers or flights: OSI, customer account, SK, remarks, queue, TST, endorsements, contacts.
import { vietnamIso } from '../booking-policy.js';
import { field, isRefusal, passengerOf, refused, type TEditContext, type TEditHandler } from './edit-context.js';
import { MAX_ELEMENTS, MAX_EXTRA_CONTACTS } from './edit-rules.js';

/** The list with one more element, or a refusal once the PNR holds the most the airline keeps. */
function append<T>(context: TEditContext, list: T[] | undefined, item: T, what: string) {
  const items = list ?? [];
  if (items.length >= MAX_ELEMENTS) return refused(context, `a PNR holds at most ${MAX_ELEMENTS} ${what}`);
  return [...items, item];
}

const carriersOf = (context: TEditContext) =>
  new Set(context.draft.stored.view.flights.flatMap((flight) => flight.segments.map((segment) => segment.carrierCode)));

export const addOsi: TEditHandler<'add-osi'> = (context, edit) => {
  const { view } = context.draft.stored;
  const airline = edit.airline ?? view.airline;
  // YY addresses every airline of the PNR.
  if (airline !== 'YY' && !carriersOf(context).has(airline))
    return field('airline', `${airline} flies no segment of this PNR (use YY for all airlines)`);
  const osi = append(context, view.osi, { airline, text: edit.text }, 'OSI elements');
  if (isRefusal(osi)) return osi;
  view.osi = osi;
  return undefined;
};

/** add-ca: the corporate customer account the trip is billed to; a new one replaces the old (decision 039). */
export const addCustomerAccount: TEditHandler<'add-ca'> = (context, edit) => {
  context.draft.stored.view.customerAccount = { code: edit.code, ...(edit.name ? { name: edit.name } : {}) };
  return undefined;
};

export const addSpecialKeyword: TEditHandler<'add-sk'> = (context, edit) => {
  const { view } = context.draft.stored;
  if (edit.paxId) {
    const passenger = passengerOf(context, edit.paxId);
    if (isRefusal(passenger)) return passenger;
  }
  const element = {
    keyword: edit.keyword,
    ...(edit.paxId ? { paxId: edit.paxId } : {}),
    ...(edit.text ? { text: edit.text } : {}),
  };
  const keywords = append(context, view.specialKeywords, element, 'special keywords');
  if (isRefusal(keywords)) return keywords;
  view.specialKeywords = keywords;
  return undefined;
};

export const addRemark: TEditHandler<'add-remark'> = (context, edit) => {
  const { view } = context.draft.stored;
  const remarks = append(context, view.remarks, { kind: edit.kind, text: edit.text }, 'remarks');
  if (isRefusal(remarks)) return remarks;
  view.remarks = remarks;
  return undefined;
};

/** Places the PNR on a queue of an office (the booking's own office by default). */
export const swapQueue: TEditHandler<'swap-queue'> = (context, edit) => {
  const { view } = context.draft.stored;
  view.queue = { office: edit.office ?? view.account, number: edit.queue, category: edit.category ?? 0 };
  return undefined;
};

/** Retains the fare quote (TST) at today's held fare, so the PNR issues at that price; a ticketed PNR used its TST. */
export const retainQuote: TEditHandler<'retain-quote-tst'> = (context) => {
  const { view } = context.draft.stored;
  if (view.status !== 'HOLD') return refused(context, 'the fare quote of a ticketed PNR was used by its tickets');
  view.storedFare = { amount: view.totalFare, storedAt: vietnamIso(context.now) };
  return undefined;
};

export const addEndorsement: TEditHandler<'add-pax-endorsement'> = (context, edit) => {
  const { view } = context.draft.stored;
  if (edit.paxId) {
    const passenger = passengerOf(context, edit.paxId);
    if (isRefusal(passenger)) return passenger;
  }
  const element = { ...(edit.paxId ? { paxId: edit.paxId } : {}), text: edit.text };
  const endorsements = append(context, view.endorsements, element, 'endorsements');
  if (isRefusal(endorsements)) return endorsements;
  view.endorsements = endorsements;
  return undefined;
};

const extras = (context: TEditContext) => context.draft.stored.view.extraContacts ?? { phones: [], emails: [] };

/** A primary phone replaces the contact's; another is kept beside it (at most five, no repeats). */
export const editPhone: TEditHandler<'edit-phone'> = (context, edit) => {
  const { view } = context.draft.stored;
  if (edit.isPrimary !== false) {
    view.contact = { ...view.contact, phone: edit.phone };
    return undefined;
  }
  const current = extras(context);
  if (current.phones.includes(edit.phone) || view.contact.phone === edit.phone)
    return field('phone', 'This phone is already in the PNR');
  if (current.phones.length >= MAX_EXTRA_CONTACTS)
    return refused(context, `a PNR holds at most ${MAX_EXTRA_CONTACTS} extra phones`);
  view.extraContacts = { ...current, phones: [...current.phones, edit.phone] };
  return undefined;
};

export const changeContact: TEditHandler<'change-contact'> = (context, edit) => {
  const { view } = context.draft.stored;
  if (!edit.name && !edit.email && !edit.extraEmail) return field('name', 'Give a name, an email or an extra email');
  view.contact = {
    ...view.contact,
    ...(edit.name ? { name: edit.name } : {}),
    ...(edit.email ? { email: edit.email } : {}),
  };
  if (edit.extraEmail) {
    const current = extras(context);
    if (current.emails.includes(edit.extraEmail)) return field('extraEmail', 'This email is already in the PNR');
    if (current.emails.length >= MAX_EXTRA_CONTACTS)
      return refused(context, `a PNR holds at most ${MAX_EXTRA_CONTACTS} extra emails`);
    view.extraContacts = { ...current, emails: [...current.emails, edit.extraEmail] };
  }
  return undefined;
};
