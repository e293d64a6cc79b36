// How each kind of history step reads: a translated label and its details formatted for people (VND, dd/MM/yyyy
// HH:mm, passenger names); only the details listed for its kind are shown, so internal ids never reach the screen.
import type { TFunction } from 'i18next';
import {
  EDIT_CHANGE_FIELD_LABELS,
  isBookingEventAction,
  type TBookingEvent,
  type TBookingEventAction,
  type TBookingPassenger,
  type TEditChangeField,
} from '@portal/contracts';
import { BOOKING_EDIT_CATALOGUE, formatDateTime, formatVnd } from '@portal/domain';

type Format =
  | 'text'
  | 'money'
  | 'instant'
  | 'yesNo'
  | 'language'
  | 'list'
  | 'supplierStatus'
  | 'pendingAction'
  | 'failureReason'
  | 'tickets'
  | 'creditPayments'
  | 'quotePassengers'
  | 'fieldErrors'
  | 'editAction'
  | 'editChanges';

/** One detail of a step: where it is in the event, how it is written, and its label (bookingDetail.history.keys.*). */
type Detail = { key: string; format: Format; label: string };
const detail = (key: string, format: Format = 'text', label = key): Detail => ({ key, format, label });

const PNR = detail('pnr');
const MESSAGE = detail('message');
const CODE = detail('supplierCode');
const REASON = detail('reason');
const SUPPLIER_STATUS = detail('supplierStatus', 'supplierStatus');
const FAILURE_REASON = detail('reason', 'failureReason', 'failureReason');
const TICKETS = detail('tickets', 'tickets');
const VOID_UNTIL = detail('voidUntil', 'instant');
const CHARGED = detail('amount', 'money', 'chargedAmount');
const RETURNED = detail('amount', 'money', 'returnedAmount');
const RELEASED = detail('released', 'yesNo');
const HELD = [PNR, detail('timeLimit', 'instant'), detail('supplierNet', 'money')];
const SUPPLIER_REFUSED = [PNR, CODE, MESSAGE];

/** What each kind of step shows, in order. A new kind in BOOKING_EVENT_ACTIONS does not compile until it is here. */
export const EVENT_DETAILS: Record<TBookingEventAction, readonly Detail[]> = {
  'hold-requested': [detail('acceptedTotal', 'money'), detail('totalAmount', 'money')],
  hold: HELD,
  'hold-unknown': [PNR, SUPPLIER_STATUS, FAILURE_REASON, MESSAGE],
  'hold-failed': [CODE, MESSAGE, detail('fields', 'fieldErrors')],
  'hold-abandoned': [FAILURE_REASON, MESSAGE],
  import: HELD,
  expire: [PNR, detail('timeLimit', 'instant'), detail('cancelReason')],
  'expire-failed': [MESSAGE],
  cancel: [PNR, REASON, detail('cancelReason'), CODE],
  'cancel-unknown': [MESSAGE, CODE],
  'cancel-failed': [CODE, MESSAGE],
  'issue-sent': [PNR, CHARGED, detail('credits', 'creditPayments', 'creditPayments')],
  issued: [PNR, TICKETS, CHARGED, VOID_UNTIL],
  'issue-failed': [...SUPPLIER_REFUSED, RELEASED],
  'issue-unknown': [PNR, MESSAGE],
  reconciled: [PNR, SUPPLIER_STATUS, TICKETS, CHARGED, VOID_UNTIL, CODE, MESSAGE, RELEASED],
  'reconcile-unknown': [PNR, detail('pendingAction', 'pendingAction'), MESSAGE],
  'void-sent': [PNR, REASON],
  void: [PNR, RETURNED, REASON],
  'void-failed': SUPPLIER_REFUSED,
  'void-unknown': SUPPLIER_REFUSED,
  'void-not-done': [PNR, SUPPLIER_STATUS],
  'void-unresolved': [PNR, MESSAGE],
  'refund-quote': [
    PNR,
    detail('totalPaid', 'money'),
    detail('penalty', 'money'),
    detail('refundableAmount', 'money'),
    detail('expiresAt', 'instant'),
    detail('passengers', 'quotePassengers'),
    REASON,
  ],
  'refund-quote-failed': SUPPLIER_REFUSED,
  'refund-quote-unknown': SUPPLIER_REFUSED,
  'refund-sent': [PNR, REASON],
  refund: [PNR, detail('penalty', 'money'), RETURNED, detail('issueFeeKept', 'money')],
  'refund-failed': SUPPLIER_REFUSED,
  'refund-unknown': SUPPLIER_REFUSED,
  'refund-not-done': [PNR, SUPPLIER_STATUS],
  'refund-unresolved': [PNR, MESSAGE],
  edited: [PNR, detail('editAction', 'editAction'), detail('changes', 'editChanges')],
  'schedule-change': [PNR, detail('changes', 'editChanges')],
  'paid-change': [PNR, detail('editAction', 'editAction'), detail('total', 'money', 'chargedAmount')],
  mail: [
    detail('to'),
    detail('cc', 'list'),
    detail('subject'),
    detail('includeFee', 'yesNo'),
    detail('language', 'language'),
  ],
};

export type EventText = { label: string; lines: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const money = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? formatVnd(value) : '');

function instant(value: unknown): string {
  if (typeof value !== 'string') return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : formatDateTime(at);
}

/** Named translations (statuses, reasons, languages), the value itself when the key is not known. */
function named(t: TFunction, group: string, value: unknown): string {
  const raw = text(value);
  return raw ? t(`bookingDetail.history.values.${group}.${raw}`) || raw : '';
}

type Context = { t: TFunction; names: ReadonlyMap<string, string> };

/** The language the translations in use are written in (the catalogue and the change labels carry both). */
const languageOf = (t: TFunction): 'vi' | 'en' => (t('bookingEdit.history.language') === 'en' ? 'en' : 'vi');

/** An edit action by its catalogue description; an action this build does not know by its name. */
function editActionText(t: TFunction, value: unknown): string {
  const action = text(value);
  const entry = BOOKING_EDIT_CATALOGUE.find((candidate) => candidate.action === action);
  return entry ? entry.description[languageOf(t)] : action;
}

const isChangeField = (value: unknown): value is TEditChangeField =>
  typeof value === 'string' && Object.hasOwn(EDIT_CHANGE_FIELD_LABELS, value);

/** A change's value as read: a total (kept as its digits) in VND, any other as written. */
function changeValue(field: TEditChangeField, value: unknown): string {
  const raw = text(value);
  return field === 'total' && /^-?\d+$/.test(raw) ? money(Number(raw)) : raw;
}

/** Each change "field: before → after" (on whose passenger, when it is one's), labelled in the user's language. */
function editChangeLines(context: Context, list: readonly unknown[]): string[] {
  const { t } = context;
  const empty = t('bookingEdit.history.empty');
  return list.filter(isRecord).flatMap((change) => {
    if (!isChangeField(change.field)) return [];
    const values = {
      field: EDIT_CHANGE_FIELD_LABELS[change.field][languageOf(t)],
      before: changeValue(change.field, change.before) || empty,
      after: changeValue(change.field, change.after) || empty,
    };
    return change.paxId
      ? [t('bookingEdit.history.changeOf', { ...values, who: passengerName(context, change.paxId) })]
      : [t('bookingEdit.history.change', values)];
  });
}

const passengerName = ({ names }: Context, paxId: unknown) => {
  const id = text(paxId);
  const name = names.get(id);
  return name ? `${name} (${id})` : id;
};

/** Each value as one or more lines of text; an empty answer hides the detail. */
function formatValue(context: Context, format: Format, value: unknown): string[] {
  const { t } = context;
  const list = Array.isArray(value) ? value : [];
  switch (format) {
    case 'text':
      return [text(value)];
    case 'money':
      return [money(value)];
    case 'instant':
      return [instant(value)];
    case 'yesNo':
      return typeof value === 'boolean' ? [t(value ? 'bookingDetail.history.yes' : 'bookingDetail.history.no')] : [];
    case 'language':
      return [named(t, 'languages', value)];
    case 'list':
      return [list.map(text).filter(Boolean).join(', ')];
    case 'supplierStatus':
      return [named(t, 'supplierStatuses', value)];
    case 'pendingAction':
      return [named(t, 'pendingActions', value)];
    case 'failureReason':
      return [named(t, 'failureReasons', value)];
    case 'tickets':
      return [
        list
          .filter(isRecord)
          .map((ticket) => `${passengerName(context, ticket.paxId)} ${text(ticket.number)}`.trim())
          .join(', '),
      ];
    case 'creditPayments':
      return list
        .filter(isRecord)
        .map((credit) => `${text(credit.number)} · ${passengerName(context, credit.paxId)} · ${money(credit.amount)}`);
    case 'quotePassengers':
      return list.filter(isRecord).map((passenger) =>
        t('bookingDetail.history.quotePassenger', {
          name: passengerName(context, passenger.paxId),
          ticket: text(passenger.ticketNumber),
          paid: money(passenger.paid),
          penalty: money(passenger.penalty),
          refundable: money(passenger.refundable),
        }),
      );
    case 'fieldErrors':
      return list.filter(isRecord).map((issue) => [text(issue.field), text(issue.message)].filter(Boolean).join(': '));
    case 'editAction':
      return [editActionText(t, value)];
    case 'editChanges':
      return editChangeLines(context, list);
  }
}

/** The label and detail lines ("label: value") of a history step in the current language. */
export function describeEvent(
  t: TFunction,
  event: Pick<TBookingEvent, 'action' | 'details'>,
  passengers: readonly Pick<TBookingPassenger, 'paxId' | 'airlineLastName' | 'airlineFirstName'>[] = [],
): EventText {
  if (!isBookingEventAction(event.action)) {
    // A kind this build does not know (written by a newer server): its name only, never its raw details.
    return { label: t('bookingDetail.history.otherAction'), lines: [] };
  }
  const names = new Map(
    passengers.map((passenger) => [
      passenger.paxId,
      `${passenger.airlineLastName} ${passenger.airlineFirstName}`.trim(),
    ]),
  );
  const context: Context = { t, names };
  const lines = EVENT_DETAILS[event.action].flatMap(({ key, format, label }) => {
    const value = event.details[key];
    if (value === null || value === undefined || value === '') return [];
    const values = formatValue(context, format, value).filter(Boolean);
    const caption = t(`bookingDetail.history.keys.${label}`);
    if (format === 'quotePassengers' || format === 'editChanges') return values;
    return values.map((shown) => `${caption}: ${shown}`);
  });
  return { label: t(`bookingDetail.history.actions.${event.action}`), lines };
}
