// The permission codes of SPEC.md §6, with a Vietnamese and English description of each.
export const PERMISSION_CODES = [
  'SHOW_NEW_HOME',
  'ANNIVERSARY',
  'USE_TRAIN',
  'USE_ESIM',
  'USE_B2C',
  'AGENT_F1',
  'AGENT_F2',
  'ADMIN_F1',
  'ADMIN_F2',
  'ADMIN_NEWS',
  'ONLY_SHOW_NEW',
  'BOOKING_TICKET',
  'VOID_VIEW_TICKETS',
  'VOID_VNA',
  'EXPORT_TICKET',
  'DEPOSIT_MANAGER',
  'VIEW_DEPOSIT',
  'CHILD_AGENT_MANAGER',
  'VIEW_QR_CODE',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

export function isPermissionCode(value: string): value is PermissionCode {
  return (PERMISSION_CODES as readonly string[]).includes(value);
}

export const PERMISSION_DESCRIPTIONS: Record<PermissionCode, { vi: string; en: string }> = {
  SHOW_NEW_HOME: { vi: 'Hiển thị trang chủ mới', en: 'Show the new home screen' },
  ANNIVERSARY: { vi: 'Hiển thị lớp phủ kỷ niệm', en: 'Show the anniversary overlay' },
  USE_TRAIN: { vi: 'Đặt vé tàu', en: 'Book train tickets' },
  USE_ESIM: { vi: 'Bán eSIM', en: 'Sell eSIMs' },
  USE_B2C: { vi: 'Quản lý trang B2C', en: 'Manage the B2C site' },
  AGENT_F1: { vi: 'Nhân viên đại lý cấp 1', en: 'Top-level agency staff' },
  AGENT_F2: { vi: 'Nhân viên đại lý cấp 2', en: 'Sub-agency staff' },
  ADMIN_F1: { vi: 'Quản trị đại lý cấp 1', en: 'Top-level agency administrator' },
  ADMIN_F2: { vi: 'Quản trị đại lý cấp 2', en: 'Sub-agency administrator' },
  ADMIN_NEWS: { vi: 'Quản trị tin tức và banner', en: 'Manage news and banners' },
  ONLY_SHOW_NEW: { vi: 'Chỉ đăng tin tức', en: 'Post news only' },
  BOOKING_TICKET: { vi: 'Đặt chỗ', en: 'Make bookings' },
  VOID_VIEW_TICKETS: { vi: 'Xem và hủy mọi vé', en: 'View and void all tickets' },
  VOID_VNA: { vi: 'Hủy vé Vietnam Airlines', en: 'Void Vietnam Airlines tickets' },
  EXPORT_TICKET: { vi: 'Xuất vé', en: 'Issue tickets' },
  DEPOSIT_MANAGER: { vi: 'Quản lý ký quỹ', en: 'Manage deposits' },
  VIEW_DEPOSIT: { vi: 'Xem ký quỹ đại lý con', en: 'View sub-agency deposits' },
  CHILD_AGENT_MANAGER: { vi: 'Quản lý đại lý con', en: 'Manage child agencies' },
  VIEW_QR_CODE: { vi: 'Xem mã QR', en: 'View QR codes' },
};
