// What one booking edit changed, as its `edited` event keeps it: field by field, before → after, named in vi and en.
import { z } from 'zod';

/** The things an edit can change on a PNR; the history names each in Vietnamese and English. */
export const EDIT_CHANGE_FIELDS = [
  'loyalty',
  'passport',
  'birthDate',
  'nationality',
  'idNumber',
  'gender',
  'name',
  'phone',
  'email',
  'contactName',
  'remark',
  'osi',
  'specialKeyword',
  'customerAccount',
  'ssr',
  'endorsement',
  'queue',
  'storedFare',
  'segmentStatus',
  'arnk',
  'scheduleChange',
  'checkIn',
  'infant',
  'route',
  'fareClass',
  'baggage',
  'split',
  'total',
] as const;
export const ZEditChangeField = z.enum(EDIT_CHANGE_FIELDS);
export type TEditChangeField = z.infer<typeof ZEditChangeField>;

export const EDIT_CHANGE_FIELD_LABELS: Record<TEditChangeField, { vi: string; en: string }> = {
  loyalty: { vi: 'Thẻ hội viên', en: 'Frequent-flyer number' },
  passport: { vi: 'Hộ chiếu', en: 'Passport' },
  birthDate: { vi: 'Ngày sinh', en: 'Birth date' },
  nationality: { vi: 'Quốc tịch', en: 'Nationality' },
  idNumber: { vi: 'Số giấy tờ', en: 'ID number' },
  gender: { vi: 'Giới tính', en: 'Gender' },
  name: { vi: 'Họ tên', en: 'Name' },
  phone: { vi: 'Điện thoại', en: 'Phone' },
  email: { vi: 'Email', en: 'Email' },
  contactName: { vi: 'Người liên hệ', en: 'Contact name' },
  remark: { vi: 'Ghi chú', en: 'Remark' },
  osi: { vi: 'OSI', en: 'OSI' },
  specialKeyword: { vi: 'Từ khóa SK', en: 'Special keyword' },
  customerAccount: { vi: 'Tài khoản khách hàng', en: 'Customer account' },
  ssr: { vi: 'Dịch vụ đặc biệt (SSR)', en: 'Special service (SSR)' },
  endorsement: { vi: 'Ghi chú vé (FE)', en: 'Endorsement (FE)' },
  queue: { vi: 'Hàng đợi', en: 'Queue' },
  storedFare: { vi: 'Giá lưu (TST)', en: 'Stored fare (TST)' },
  segmentStatus: { vi: 'Trạng thái chặng', en: 'Segment status' },
  arnk: { vi: 'Chặng ARNK', en: 'ARNK segment' },
  scheduleChange: { vi: 'Thay đổi lịch bay', en: 'Schedule change' },
  checkIn: { vi: 'Làm thủ tục', en: 'Check-in' },
  infant: { vi: 'Em bé', en: 'Infant' },
  route: { vi: 'Chặng bay', en: 'Flight' },
  fareClass: { vi: 'Hạng đặt chỗ', en: 'Booking class' },
  baggage: { vi: 'Hành lý', en: 'Baggage' },
  split: { vi: 'Tách đặt chỗ', en: 'Split' },
  total: { vi: 'Tổng tiền', en: 'Total' },
};

/**
 * One line of an edit's history: what changed (on which passenger or flight), the value before (null when added) and
 * after (null when removed), as the agent reads it (a passport number shown as its last four characters).
 */
export const ZEditChange = z.object({
  field: ZEditChangeField,
  paxId: z.string().optional(),
  /** The portal's `routes[].offerId` of the flight, when the change is on one. */
  flightKey: z.string().optional(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type TEditChange = z.infer<typeof ZEditChange>;
