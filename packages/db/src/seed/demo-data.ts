// The demo agencies and accounts seeded on a first start in demo mode (password Demo@2026 for all).
import type { AgencyLevel, Role } from '@portal/domain';

export const DEMO_PASSWORD = 'Demo@2026';

export type DemoAgency = {
  key: 'platform' | 'f1' | 'f2' | 'f3';
  parentKey?: DemoAgency['key'];
  level: AgencyLevel;
  code: string;
  name: string;
  taxCode: string;
  address: string;
  phone: string;
  email: string;
  contactName: string;
  creditLimit: number;
};

export const DEMO_AGENCIES: DemoAgency[] = [
  {
    key: 'platform', level: 'platform', code: 'PLATFORM', name: 'Cổng đặt vé Việt Lữ', taxCode: '0312345678',
    address: '12 Tôn Đức Thắng, Phường Sài Gòn, TP. Hồ Chí Minh', phone: '0909000111', email: 'vanhanh@vietlu.vn',
    contactName: 'Trần Minh Quân', creditLimit: 0,
  },
  {
    key: 'f1', parentKey: 'platform', level: 'F1', code: 'SAOVIET', name: 'Công ty TNHH Du lịch Sao Việt', taxCode: '0108765432',
    address: '88 Láng Hạ, Phường Láng, Hà Nội', phone: '0912345678', email: 'datve@saoviet.vn',
    contactName: 'Nguyễn Thị Hồng Nhung', creditLimit: 200_000_000,
  },
  {
    key: 'f2', parentKey: 'f1', level: 'F2', code: 'HOASEN', name: 'Đại lý vé máy bay Hoa Sen', taxCode: '0401234567',
    address: '156 Nguyễn Văn Linh, Phường Thanh Khê, Đà Nẵng', phone: '0935123456', email: 'hoasen.dn@gmail.com',
    contactName: 'Lê Văn Đức', creditLimit: 50_000_000,
  },
  {
    key: 'f3', parentKey: 'f2', level: 'F3', code: 'BINHMINH', name: 'Phòng vé Bình Minh', taxCode: '0401987654',
    address: '23 Trần Phú, Phường Hải Châu, Đà Nẵng', phone: '0978456123', email: 'phongvebinhminh@gmail.com',
    contactName: 'Phạm Thị Thu Hà', creditLimit: 10_000_000,
  },
];

export const DEMO_BOOKING_SYSTEMS = ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'] as const;

/** Issue fee per passenger and segment (VND): the platform charges F1 little, sub-agencies pay more. */
export const DEMO_ISSUE_FEES: Record<DemoAgency['key'], number> = { platform: 0, f1: 20_000, f2: 50_000, f3: 60_000 };

export type DemoUser = {
  username: string;
  agencyKey: DemoAgency['key'];
  role: Role;
  accountType: 'AGT' | 'SUB' | 'MB';
  fullName: string;
  email: string;
  phone: string;
};

export const DEMO_USERS: DemoUser[] = [
  { username: 'superadmin', agencyKey: 'platform', role: 'super_admin', accountType: 'AGT', fullName: 'Trần Minh Quân', email: 'quan.tran@vietlu.vn', phone: '0909000111' },
  { username: 'f1.admin', agencyKey: 'f1', role: 'admin_f1', accountType: 'AGT', fullName: 'Nguyễn Thị Hồng Nhung', email: 'nhung.nguyen@saoviet.vn', phone: '0912345678' },
  { username: 'f1.agent', agencyKey: 'f1', role: 'agent_f1', accountType: 'AGT', fullName: 'Đỗ Hoàng Nam', email: 'nam.do@saoviet.vn', phone: '0987654321' },
  { username: 'f2.admin', agencyKey: 'f2', role: 'admin_f2', accountType: 'SUB', fullName: 'Lê Văn Đức', email: 'duc.le@hoasen.vn', phone: '0935123456' },
  { username: 'f2.agent', agencyKey: 'f2', role: 'agent_f2', accountType: 'SUB', fullName: 'Võ Thị Mai Anh', email: 'maianh.vo@hoasen.vn', phone: '0868123789' },
];

/** Group names per role, in Vietnamese as an agency would name them. */
export const ROLE_GROUP_NAMES: Record<Role, string> = {
  super_admin: 'Vận hành nền tảng',
  admin_f1: 'Quản trị đại lý cấp 1',
  agent_f1: 'Nhân viên xuất vé',
  admin_f2: 'Quản trị đại lý cấp 2',
  admin_fn: 'Quản trị đại lý con',
  agent_f2: 'Nhân viên đại lý cấp 2',
};
