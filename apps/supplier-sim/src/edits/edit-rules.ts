// Which booking systems take which edit, which edits move money, and the limits the airlines put on edits (DOMAIN §3, decision 039).
import type { TBookingSystem, TSupplierEditAction } from '@portal/contracts';

const GDS: readonly TBookingSystem[] = ['1A', '1B', '1G'];
/** The GDSs and Vietnam Airlines' own host: full-service PNR elements (OSI, SK, ARNK, queues, TST, endorsements). */
const FULL_SERVICE: readonly TBookingSystem[] = [...GDS, 'VN'];
export const LOW_COST: readonly TBookingSystem[] = ['VJ', 'QH', 'VU'];
const ALL: readonly TBookingSystem[] = [...FULL_SERVICE, ...LOW_COST];

/** The systems that offer each open edit; any other answers ACTION_NOT_SUPPORTED. */
export const EDIT_SYSTEMS: Readonly<Record<TSupplierEditAction, readonly TBookingSystem[]>> = {
  'add-osi': FULL_SERVICE,
  'add-ca': ALL,
  'add-sk': FULL_SERVICE,
  'change-loyalty': ALL,
  'add-infant': FULL_SERVICE,
  'add-info-passenger': ALL,
  'add-remark': ALL,
  'change-route-class': FULL_SERVICE,
  'remove-checkIn': LOW_COST,
  'add-services': ALL,
  'change-route-status': FULL_SERVICE,
  'remove-route': ALL,
  'edit-phone': ALL,
  'add-arunk': FULL_SERVICE,
  'split-passenger': ALL,
  'swap-queue': FULL_SERVICE,
  'add-route': ALL,
  'submit-sc': ALL,
  'change-passport': ALL,
  'change-birthday-qh': ['QH'],
  'change-contact': ALL,
  'change-passenger-info': ['VN', 'VJ', 'VU', ...GDS],
  'retain-quote-tst': FULL_SERVICE,
  'add-pax-endorsement': FULL_SERVICE,
  'upgrade-luggage': ALL,
};

/** Why a system refuses an edit it does not offer, in the airline's words. */
export const NOT_SUPPORTED_REASON: Partial<Record<TSupplierEditAction, string>> = {
  'add-infant': 'an infant is added on a low-cost booking as a paid change (add-infant-vj)',
  'change-passenger-info': 'Bamboo Airways does not allow name changes',
  'remove-checkIn': 'full-service check-in is undone at the airport, not in the PNR',
  'change-birthday-qh': 'only Bamboo Airways corrects a birth date this way',
};

/**
 * Edits that change what the PNR costs: repriced on a HOLD, paid changes (part 2) on a TICKETED PNR. A name change is
 * judged by its fee instead: a free correction is made on a TICKETED PNR too, one with a fee is refused at commit.
 */
export const MONEY_EDITS: ReadonlySet<TSupplierEditAction> = new Set<TSupplierEditAction>([
  'add-infant',
  'add-route',
  'change-route-class',
  'remove-route',
  'upgrade-luggage',
]);

/** Element counts a PNR keeps at most (the airline refuses more). */
export const MAX_ELEMENTS = 20;
export const MAX_EXTRA_CONTACTS = 5;

/** A name correction on VN, VU and the GDSs: at most this many letters changed in the whole name, free. */
export const MAX_NAME_CORRECTION_LETTERS = 3;
/** Vietjet changes names on these fare families only, for a fee per passenger and flight [domestic, international]. */
export const VJ_NAME_CHANGE_FAMILIES: ReadonlySet<string> = new Set(['Deluxe', 'SkyBoss', 'Business']);
export const VJ_NAME_CHANGE_FEE: readonly [number, number] = [350_000, 800_000];

/** SSRs only some passenger types may have. */
export const SSR_PAX_TYPES: Readonly<Record<string, readonly string[]>> = {
  UMNR: ['CHD'],
  CHML: ['CHD'],
  BBML: ['INF'],
};
