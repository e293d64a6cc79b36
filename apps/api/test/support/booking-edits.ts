// Helpers of the booking edit tests: send one edit with its key, read the menu, and a fresh key per call.
import type { TestContext, SignedIn } from './test-context.js';

let sequence = 0;
/** A new Idempotency-Key each call. */
export const newEditKey = () => `edit-test-${Date.now()}-${(sequence += 1)}`;

export function editApi(ctx: TestContext) {
  return {
    edit: (who: SignedIn, options: { bookingId: string; action: string; body: object; key?: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${options.bookingId}/edits/${options.action}`,
        headers: { ...who.auth, 'idempotency-key': options.key ?? newEditKey() },
        payload: options.body,
      }),
    menu: (who: SignedIn, bookingId: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/edits`, headers: who.auth }),
  };
}

/** A body each edit route accepts as a shape (the walk and the tests send it with another branch's booking ids). */
export const EDIT_SAMPLE_BODIES: Record<string, object> = {
  'add-osi': { text: 'VIP CUSTOMER', paxIds: ['ADT-1'] },
  'add-ca': { accountCode: 'CORP01', paxIds: ['ADT-1'] },
  'add-sk': { keyword: 'VIP', paxIds: ['ADT-1'] },
  'add-remark': { kind: 'GENERAL', text: 'KIEM TRA CO LAP' },
  'add-services': { paxIds: ['ADT-1'], code: 'WCHR' },
  'edit-phone': { phone: '0912345678' },
  'swap-queue': { queue: 8, officeId: 'SGNVN28AA' },
  'retain-quote-tst': {},
  'add-pax-endorsement': { text: 'NONEND', paxIds: ['ADT-1'] },
  'change-contact': { email: 'lien.he@example.vn' },
  'change-route-status': { flightKey: 'VN:walk-flight', status: 'HK' },
  'add-arunk': { afterFlightKey: 'VN:walk-flight' },
  'submit-sc': { flightKeys: ['VN:walk-flight'] },
  'remove-checkIn': { flightKey: 'VJ:walk-flight', paxIds: ['ADT-1'] },
  'change-loyalty': { paxId: 'ADT-1', loyalty: [{ airline: 'VN', number: '1234567890' }] },
  'add-info-passenger': { paxId: 'ADT-1', nationality: 'VNM' },
  'change-passport': {
    paxId: 'ADT-1',
    passport: { number: 'C1234567', issuingCountry: 'VNM', nationality: 'VNM', expiryDate: '31/12/2035', gender: 'M' },
  },
  'split-passenger': { paxIds: ['ADT-1'] },
  'add-infant': { adultId: 'ADT-1', title: 'MISS', lastName: 'Nguyen', firstName: 'An', birthDate: '01/06/2026' },
  'add-route': {
    flight: { offerId: 'VN:walk-flight', fareClass: 'Y', leg: { from: 'SGN', to: 'HAN', departDate: '2026-12-20' } },
  },
  'change-route-class': { flightKey: 'VN:walk-flight', bookingClass: 'M' },
  'remove-route': { flightKey: 'VN:walk-flight' },
  'upgrade-luggage': { upgrades: [{ paxId: 'ADT-1', flightKey: 'VJ:walk-flight', optionCode: 'BAG20' }] },
  'change-passenger-info': { paxId: 'ADT-1', title: 'MR', lastName: 'Nguyen', firstName: 'Van A' },
  'change-birthday-qh': { paxId: 'ADT-1', birthDate: '15/03/1990' },
};
