// One edit on a stored PNR: who and which system may, quote (nothing changes) or commit (idempotent by clientRef, PRICE_CHANGED rule).
import {
  ZSupplierEditRequest,
  type TBookingSystem,
  type TSupplierEdit,
  type TSupplierEditResult,
} from '@portal/contracts';
import type { z } from 'zod';
import { refuse, succeed, type TActionResult, type TBookingDeps } from '../booking-context.js';
import { find, wrongState } from '../booking-lifecycle.js';
import { canonicalJson } from '../booking-store.js';
import { moveCreditUses } from '../credits.js';
import { ticketedEditBalance, BALANCE_EDITS } from '../paid/reissue/ticketed-balance.js';
import type { TEditContext, TEditHandler } from './edit-context.js';
import { EDIT_SYSTEMS, MONEY_EDITS, NOT_SUPPORTED_REASON } from './edit-rules.js';
import {
  addCustomerAccount,
  addEndorsement,
  addOsi,
  addRemark,
  addSpecialKeyword,
  changeContact,
  editPhone,
  retainQuote,
  swapQueue,
} from './elements.js';
import {
  addArunk,
  addRoute,
  changeRouteClass,
  changeRouteStatus,
  removeRoute,
  submitScheduleChange,
} from './itinerary.js';
import { addInfant, splitPassenger, upgradeLuggage } from './pax-moves.js';
import {
  addPassengerInfo,
  addServices,
  changeBirthdayQh,
  changeLoyalty,
  changePassengerInfo,
  changePassport,
  removeCheckIn,
} from './passengers.js';

type TEditRequest = z.output<typeof ZSupplierEditRequest>;

const HANDLERS: { [A in TSupplierEdit['action']]: TEditHandler<A> } = {
  'add-osi': addOsi,
  'add-ca': addCustomerAccount,
  'add-sk': addSpecialKeyword,
  'change-loyalty': changeLoyalty,
  'add-infant': addInfant,
  'add-info-passenger': addPassengerInfo,
  'add-remark': addRemark,
  'change-route-class': changeRouteClass,
  'remove-checkIn': removeCheckIn,
  'add-services': addServices,
  'change-route-status': changeRouteStatus,
  'remove-route': removeRoute,
  'edit-phone': editPhone,
  'add-arunk': addArunk,
  'split-passenger': splitPassenger,
  'swap-queue': swapQueue,
  'add-route': addRoute,
  'submit-sc': submitScheduleChange,
  'change-passport': changePassport,
  'change-birthday-qh': changeBirthdayQh,
  'change-contact': changeContact,
  'change-passenger-info': changePassengerInfo,
  'retain-quote-tst': retainQuote,
  'add-pax-endorsement': addEndorsement,
  'upgrade-luggage': upgradeLuggage,
};

function run(context: TEditContext, edit: TSupplierEdit) {
  return (HANDLERS[edit.action] as TEditHandler<typeof edit.action>)(context, edit as never);
}

/** A change of what a ticketed PNR paid: a reissue (the paid changes), not an open edit. */
const paidChange = (stored: { view: TSupplierEditResult['booking'] }, edit: TSupplierEdit): TActionResult<never> =>
  refuse(
    'INVALID_STATE',
    `PNR ${stored.view.pnr} is TICKETED: ${edit.action} changes what was paid and is a paid change (reissue), not an open edit`,
    { booking: stored.view },
  );

/**
 * Applies an edit: `quote` answers the PNR and total it would have, `commit` changes it (seats, a split PNR). A
 * committed clientRef answers its first result again (200); the same clientRef with another body is CLIENT_REF_REUSED.
 * `isNew` marks a commit that changed the PNR now (its reply may be lost: editReplyLostRate).
 */
export function applyEdit(
  deps: TBookingDeps,
  system: TBookingSystem,
  pnr: string,
  request: TEditRequest,
): TActionResult<TSupplierEditResult> & { isNew?: boolean } {
  const found = find(deps, { system, pnr, account: request.account });
  if (!found.ok) return found.result;
  const { stored } = found;
  const { edit } = request;
  const refKey = `${system}|${request.account}|${stored.view.pnr}|${request.clientRef}`;
  const fingerprint = canonicalJson({ expectedTotal: request.expectedTotal, edit });
  const earlier = request.mode === 'commit' ? deps.store.edits.get(refKey) : undefined;
  if (earlier) {
    if (earlier.fingerprint !== fingerprint)
      return refuse(
        'CLIENT_REF_REUSED',
        `clientRef ${request.clientRef} already made another edit on ${stored.view.pnr}`,
      );
    return succeed(earlier.result);
  }
  if (!EDIT_SYSTEMS[edit.action].includes(system)) {
    const reason = NOT_SUPPORTED_REASON[edit.action];
    return refuse('ACTION_NOT_SUPPORTED', `${system} does not offer ${edit.action}${reason ? `: ${reason}` : ''}`);
  }
  if (stored.view.status !== 'HOLD' && stored.view.status !== 'TICKETED') return wrongState(stored, edit.action);
  const isTicketed = stored.view.status === 'TICKETED';
  if (isTicketed && MONEY_EDITS.has(edit.action) && !BALANCE_EDITS.has(edit.action)) return paidChange(stored, edit);

  const now = deps.now();
  const context: TEditContext = {
    deps,
    system,
    now,
    clientRef: request.clientRef,
    draft: { stored: structuredClone(stored), seatMoves: [] },
  };
  const refusal = run(context, edit);
  if (refusal) return refusal;
  const { draft } = context;
  // On a ticketed PNR a name change's fee or a removed flight's coupons become a balance due (process-price settles it).
  const changesMoney = isTicketed && !draft.split && draft.stored.view.totalNet !== stored.view.totalNet;
  const balance = changesMoney
    ? ticketedEditBalance({ before: stored.view, after: draft.stored.view, edit, now })
    : undefined;
  if (balance) draft.stored.view.balanceDue = [...(draft.stored.view.balanceDue ?? []), ...balance];
  const result: TSupplierEditResult = {
    booking: draft.stored.view,
    totalBefore: stored.view.totalNet,
    totalAfter: draft.stored.view.totalNet,
    ...(draft.split ? { splitBooking: draft.split.view } : {}),
  };
  if (request.mode === 'quote') return succeed(result);
  // A free name correction is made on a ticketed PNR too; one that moves money without a balance rule is a reissue
  // (a paid change). A split moves amounts to the new PNR, it adds none.
  if (changesMoney && !balance) return paidChange(stored, edit);
  if (request.expectedTotal !== undefined && request.expectedTotal !== result.totalAfter)
    return refuse('PRICE_CHANGED', `The total is now ${result.totalAfter} VND, not ${request.expectedTotal} VND`, {
      totalNet: result.totalAfter,
    });

  for (const move of draft.seatMoves) {
    if (move.kind === 'take') deps.seats.decrement(move.flightKey, move.fareClass, move.count);
    else deps.seats.release(move.flightKey, move.fareClass, move.count);
  }
  Object.assign(stored, draft.stored);
  if (draft.split) {
    deps.store.bookings.set(draft.split.view.pnr, draft.split);
    moveCreditUses(deps, stored.view, draft.split.view);
  }
  const committed = structuredClone(result);
  deps.store.edits.set(refKey, { fingerprint, result: committed });
  return { ...succeed(committed), isNew: true };
}
