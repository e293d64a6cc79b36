// The catalogue of booking edit actions (SPEC §2, DOMAIN §3): where each applies, from which statuses, its money and rule.
import {
  BOOKING_EDIT_MONEY_EFFECTS,
  BOOKING_SYSTEMS,
  BOOKING_SYSTEM_FACTS,
  OPEN_BOOKING_EDITS,
  PAID_BOOKING_EDITS,
  type TBookingStatus,
  type TBookingSystem,
  type TEditMoneyEffect,
  type TOpenBookingEdit,
  type TPaidBookingEdit,
} from '@portal/contracts';
import { pnrStyleOf, type PnrStyle } from '../booking-systems/booking-systems.js';
import { bookingEditRoutePath, ruleOf } from '../permissions/routes.js';
import type { AllowRule } from '../permissions/rules.js';

export type BookingEditName = TOpenBookingEdit | TPaidBookingEdit;
/** The booking statuses an edit may start from: held, or issued (EXPORT). */
export type EditStartStatus = Extract<TBookingStatus, 'HOLD' | 'EXPORT'>;

/**
 * Where an edit applies: the PNR styles of pnrStyleOf, then narrowed to some airlines' own systems or widened
 * without some (by carrier, so a fact of the booking-system record decides, not a hand list of systems).
 */
export type EditReach = {
  styles: readonly PnrStyle[];
  onlyCarriers?: readonly string[];
  exceptCarriers?: readonly string[];
};

export type BookingEditEntry = {
  action: BookingEditName;
  /** SPEC §2: needs EXPORT_TICKET and is paid from the deposit (booking changes part 2). */
  isPaid: boolean;
  reach: EditReach;
  /** The booking systems the reach selects, in search order. */
  systems: readonly TBookingSystem[];
  startStatuses: readonly EditStartStatus[];
  /** Only on an itinerary leaving or entering Vietnam (passport data). */
  needsInternational: boolean;
  money: TEditMoneyEffect;
  /** The rule of its screen /booking/edit/{action}/:id, which its API route reuses. */
  rule: AllowRule;
  description: { vi: string; en: string };
};

const ALL: EditReach = { styles: ['gds', 'full-service', 'low-cost'] };
/** DOMAIN §3 "GDS": the GDSs and Vietnam Airlines' own system, which keeps the same PNR elements (decision 040). */
const GDS_LIKE: EditReach = { styles: ['gds', 'full-service'] };
const LOW_COST: EditReach = { styles: ['low-cost'] };
const BOTH: readonly EditStartStatus[] = ['HOLD', 'EXPORT'];
const HELD: readonly EditStartStatus[] = ['HOLD'];
const ISSUED: readonly EditStartStatus[] = ['EXPORT'];

type EntryFacts = {
  reach: EditReach;
  startStatuses: readonly EditStartStatus[];
  needsInternational?: boolean;
  vi: string;
  en: string;
};

const FACTS: Record<BookingEditName, EntryFacts> = {
  'add-osi': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Gửi thông tin OSI cho hãng',
    en: 'Send the airline an OSI message',
  },
  'add-ca': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Thêm mã tài khoản khách hàng doanh nghiệp',
    en: 'Add the corporate customer account code',
  },
  'add-sk': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Thêm từ khóa đặc biệt (SK): CORP, VIP…',
    en: 'Add a special keyword (SK): CORP, VIP…',
  },
  'change-loyalty': {
    reach: ALL,
    startStatuses: BOTH,
    vi: 'Thêm hoặc sửa thẻ hội viên của hành khách',
    en: "Add or change a passenger's frequent-flyer number",
  },
  'add-infant': {
    // DOMAIN §3 "add-infant: GDS" and the simulator (decision 039): a low-cost booking refuses it (decision 042).
    reach: GDS_LIKE,
    startStatuses: HELD,
    vi: 'Thêm em bé đi cùng người lớn (báo giá mới)',
    en: 'Add an infant on an adult (new quote)',
  },
  'add-info-passenger': {
    reach: ALL,
    startStatuses: BOTH,
    vi: 'Bổ sung ngày sinh, quốc tịch, giấy tờ của hành khách',
    en: "Add a passenger's birth date, nationality or ID",
  },
  'add-remark': {
    reach: ALL,
    startStatuses: BOTH,
    vi: 'Thêm ghi chú chung, nội bộ hoặc in trên hành trình',
    en: 'Add a general, confidential or itinerary remark',
  },
  'change-route-class': {
    reach: GDS_LIKE,
    startStatuses: HELD,
    vi: 'Đổi hạng đặt chỗ của một chặng (báo giá mới)',
    en: 'Rebook a flight in another class (new quote)',
  },
  'remove-checkIn': {
    reach: LOW_COST,
    startStatuses: ISSUED,
    vi: 'Hủy làm thủ tục trực tuyến để có thể thay đổi',
    en: 'Undo online check-in so the booking can change',
  },
  'add-services': {
    reach: ALL,
    startStatuses: BOTH,
    vi: 'Thêm dịch vụ đặc biệt miễn phí: suất ăn, xe lăn…',
    en: 'Add a free special service: meal, wheelchair…',
  },
  'change-route-status': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Xác nhận chặng đang chờ hoặc đã đổi (HL, KK, TK → HK)',
    en: 'Confirm a waitlisted or changed flight (HL, KK, TK → HK)',
  },
  'remove-route': {
    reach: ALL,
    startStatuses: HELD,
    vi: 'Hủy một chặng của đặt chỗ (báo giá mới)',
    en: 'Cancel one flight of the booking (new quote)',
  },
  'edit-phone': { reach: ALL, startStatuses: BOTH, vi: 'Sửa số điện thoại liên hệ', en: 'Change the contact phone' },
  'add-arunk': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Thêm chặng mặt đất (ARNK) giữa hai chặng không nối',
    en: 'Add a surface segment (ARNK) between two flights',
  },
  'split-passenger': {
    reach: ALL,
    startStatuses: BOTH,
    vi: 'Tách hành khách sang một mã đặt chỗ mới',
    en: 'Move passengers to a new booking code',
  },
  'swap-queue': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Đưa đặt chỗ vào hàng đợi khác của văn phòng',
    en: "Place the booking on another of the office's queues",
  },
  'add-route': {
    reach: ALL,
    startStatuses: HELD,
    vi: 'Thêm chuyến bay vào đặt chỗ (báo giá mới)',
    en: 'Add a flight to the booking (new quote)',
  },
  'submit-sc': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Chấp nhận thay đổi lịch bay của hãng',
    en: "Accept the airline's schedule change",
  },
  'change-passport': {
    reach: ALL,
    startStatuses: BOTH,
    needsInternational: true,
    vi: 'Cập nhật hộ chiếu của hành khách (DOCS)',
    en: "Update a passenger's passport (DOCS)",
  },
  'change-birthday-qh': {
    reach: { ...ALL, onlyCarriers: ['QH'] },
    startStatuses: BOTH,
    vi: 'Sửa ngày sinh hành khách Bamboo Airways (có thể mất phí)',
    en: "Correct a Bamboo Airways passenger's birth date (may cost a fee)",
  },
  'change-contact': {
    reach: ALL,
    startStatuses: BOTH,
    vi: 'Sửa tên và email người liên hệ',
    en: "Change the contact's name and email",
  },
  'change-passenger-info': {
    reach: { ...ALL, exceptCarriers: ['QH'] },
    startStatuses: BOTH,
    vi: 'Sửa tên hành khách (có thể mất phí)',
    en: "Correct a passenger's name (may cost a fee)",
  },
  'retain-quote-tst': {
    reach: GDS_LIKE,
    startStatuses: HELD,
    vi: 'Lưu giá đã báo (TST) để xuất vé theo giá này',
    en: 'Keep the fare quote (TST) to issue at that price',
  },
  'add-pax-endorsement': {
    reach: GDS_LIKE,
    startStatuses: HELD,
    vi: 'Thêm ghi chú điều kiện in trên vé (FE)',
    en: 'Add the endorsement printed on the ticket (FE)',
  },
  // On EXPORT it is paid as buy-luggage through the paid changes, paying needing EXPORT_TICKET (decision 057).
  'upgrade-luggage': {
    reach: LOW_COST,
    startStatuses: BOTH,
    vi: 'Nâng hành lý ký gửi (báo giá mới; sau xuất vé trả từ ký quỹ)',
    en: 'Upgrade checked baggage (new quote; once ticketed, paid from the deposit)',
  },
  'buy-luggage': {
    reach: ALL,
    startStatuses: ISSUED,
    vi: 'Mua thêm hành lý ký gửi',
    en: 'Buy checked baggage',
  },
  'refund-ticket': {
    reach: ALL,
    startStatuses: ISSUED,
    vi: 'Hoàn vé theo điều kiện giá',
    en: 'Refund the tickets by the fare rules',
  },
  'exchange-route': {
    reach: ALL,
    startStatuses: ISSUED,
    vi: 'Đổi ngày hoặc chuyến bay (chênh lệch giá và phí)',
    en: 'Change date or flight (fare difference and fee)',
  },
  'buy-seat': { reach: ALL, startStatuses: BOTH, vi: 'Chọn và mua chỗ ngồi', en: 'Choose and buy seats' },
  'buy-ancillary': {
    reach: LOW_COST,
    startStatuses: ISSUED,
    vi: 'Mua dịch vụ bổ sung: suất ăn, ưu tiên…',
    en: 'Buy add-ons: meals, priority…',
  },
  'add-infant-vj': {
    reach: { ...ALL, onlyCarriers: ['VJ'] },
    startStatuses: BOTH,
    vi: 'Thêm em bé vào đặt chỗ Vietjet (thanh toán ngay)',
    en: 'Add an infant to a Vietjet booking (paid at once)',
  },
  'quote-best-price': {
    reach: GDS_LIKE,
    startStatuses: BOTH,
    vi: 'Tính lại theo giá thấp nhất hiện có',
    en: 'Re-price at the lowest available fare',
  },
  'process-price': {
    reach: ALL,
    startStatuses: ISSUED,
    vi: 'Thanh toán chênh lệch giá sau thay đổi',
    en: 'Settle the price difference left by changes',
  },
};

/** Whether the reach takes this booking system. */
export function reachTakes(reach: EditReach, system: TBookingSystem): boolean {
  if (!reach.styles.includes(pnrStyleOf(system))) return false;
  const carrier = BOOKING_SYSTEM_FACTS[system].carrier;
  if (reach.onlyCarriers && (carrier === null || !reach.onlyCarriers.includes(carrier))) return false;
  return !(reach.exceptCarriers && carrier !== null && reach.exceptCarriers.includes(carrier));
}

function entryOf(action: BookingEditName, isPaid: boolean): BookingEditEntry {
  const facts = FACTS[action];
  return {
    action,
    isPaid,
    reach: facts.reach,
    systems: BOOKING_SYSTEMS.filter((system) => reachTakes(facts.reach, system)),
    startStatuses: facts.startStatuses,
    needsInternational: facts.needsInternational ?? false,
    money: BOOKING_EDIT_MONEY_EFFECTS[action],
    rule: ruleOf(bookingEditRoutePath(action)),
    description: { vi: facts.vi, en: facts.en },
  };
}

/** Every edit action, the 25 open ones then the 8 paid ones, in SPEC §2 order. */
export const BOOKING_EDIT_CATALOGUE: readonly BookingEditEntry[] = [
  ...OPEN_BOOKING_EDITS.map((action) => entryOf(action, false)),
  ...PAID_BOOKING_EDITS.map((action) => entryOf(action, true)),
];

const BY_ACTION = new Map(BOOKING_EDIT_CATALOGUE.map((entry) => [entry.action, entry]));

export function bookingEditEntryOf(action: BookingEditName): BookingEditEntry {
  return BY_ACTION.get(action)!;
}
