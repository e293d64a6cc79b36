// The demo agencies and accounts seeded on a first start in demo mode (password Demo@2026 for all).
import type { TBookingSystem } from '@portal/contracts';
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
    key: 'platform',
    level: 'platform',
    code: 'PLATFORM',
    name: 'Cổng đặt vé Việt Lữ',
    taxCode: '0312345678',
    address: '12 Tôn Đức Thắng, Phường Sài Gòn, TP. Hồ Chí Minh',
    phone: '0909000111',
    email: 'vanhanh@vietlu.vn',
    contactName: 'Trần Minh Quân',
    creditLimit: 0,
  },
  {
    key: 'f1',
    parentKey: 'platform',
    level: 'F1',
    code: 'SAOVIET',
    name: 'Công ty TNHH Du lịch Sao Việt',
    taxCode: '0108765432',
    address: '88 Láng Hạ, Phường Láng, Hà Nội',
    phone: '0912345678',
    email: 'datve@saoviet.vn',
    contactName: 'Nguyễn Thị Hồng Nhung',
    creditLimit: 200_000_000,
  },
  {
    key: 'f2',
    parentKey: 'f1',
    level: 'F2',
    code: 'HOASEN',
    name: 'Đại lý vé máy bay Hoa Sen',
    taxCode: '0401234567',
    address: '156 Nguyễn Văn Linh, Phường Thanh Khê, Đà Nẵng',
    phone: '0935123456',
    email: 'hoasen.dn@gmail.com',
    contactName: 'Lê Văn Đức',
    creditLimit: 50_000_000,
  },
  {
    key: 'f3',
    parentKey: 'f2',
    level: 'F3',
    code: 'BINHMINH',
    name: 'Phòng vé Bình Minh',
    taxCode: '0401987654',
    address: '23 Trần Phú, Phường Hải Châu, Đà Nẵng',
    phone: '0978456123',
    email: 'phongvebinhminh@gmail.com',
    contactName: 'Phạm Thị Thu Hà',
    creditLimit: 10_000_000,
  },
];

export type DemoSignIn = {
  agencyKey: 'f1';
  system: TBookingSystem;
  accountId: string;
  /** Made-up credentials, sealed with the data folder's key when seeded; no real system knows them. */
  credentials: { username: string; password: string } | { apiKey: string };
};

/** SAOVIET signs in to all seven systems, so the demo searches ask every one of them. */
export const DEMO_SIGN_INS: DemoSignIn[] = [
  {
    agencyKey: 'f1',
    system: 'VN',
    accountId: 'SAOVIET.VN',
    credentials: { username: 'saoviet.vn', password: 'Demo-VN-2026' },
  },
  { agencyKey: 'f1', system: 'VJ', accountId: 'SAOVIETVJ01', credentials: { apiKey: 'demo-vj-key-2026-saoviet' } },
  {
    agencyKey: 'f1',
    system: 'QH',
    accountId: 'SAOVIET.QH',
    credentials: { username: 'saoviet.qh', password: 'Demo-QH-2026' },
  },
  { agencyKey: 'f1', system: 'VU', accountId: 'SAOVIET.VU', credentials: { apiKey: 'demo-vu-key-2026-saoviet' } },
  {
    agencyKey: 'f1',
    system: '1A',
    accountId: 'SGNVN28AA',
    credentials: { username: 'SAOVIET1A', password: 'Demo-1A-2026' },
  },
  {
    agencyKey: 'f1',
    system: '1B',
    accountId: 'HAN1B2811',
    credentials: { username: 'SAOVIET1B', password: 'Demo-1B-2026' },
  },
  {
    agencyKey: 'f1',
    system: '1G',
    accountId: 'SGN1G28SV',
    credentials: { username: 'SAOVIET1G', password: 'Demo-1G-2026' },
  },
];

export type DemoCommissionFee = {
  /** The agency that charges; its rules are defaults for all its sub-agencies (sub_agency_id null). */
  chargerKey: 'f1' | 'f2';
  /**
   * FLIGHT when absent; TRAIN rules price train tickets (no airline, domestic, per ticket); ESIM rules eSIMs (no
   * airline, international, ADT, per ticket).
   */
  product?: 'FLIGHT' | 'TRAIN' | 'ESIM';
  airline: string | null;
  routeScope: 'domestic' | 'international';
  paxType: 'ADT' | 'CHD' | 'INF';
  chargeBasis: 'segment' | 'ticket';
  amount: number;
  /** Per passenger on each paid change after ticketing (a bag, a seat, an exchange). */
  changeAmount: number;
};

/**
 * Issue fees (VND): SAOVIET charges its sub-agencies 50,000 per segment at home (40,000 on VietJet adults) and
 * 150,000 per ticket abroad, infants nothing; HOASEN adds 10,000 per segment at home and 30,000 per ticket abroad.
 * Change fees per passenger on each paid change after ticketing: SAOVIET 30,000 at home (VietJet adults too) and
 * 50,000 abroad, HOASEN 10,000 at home and 20,000 abroad, infants nothing.
 */
export const DEMO_COMMISSION_FEES: DemoCommissionFee[] = [
  ...(['ADT', 'CHD'] as const).flatMap((paxType): DemoCommissionFee[] => [
    {
      chargerKey: 'f1',
      airline: null,
      routeScope: 'domestic',
      paxType,
      chargeBasis: 'segment',
      amount: 50_000,
      changeAmount: 30_000,
    },
    {
      chargerKey: 'f1',
      airline: null,
      routeScope: 'international',
      paxType,
      chargeBasis: 'ticket',
      amount: 150_000,
      changeAmount: 50_000,
    },
    {
      chargerKey: 'f2',
      airline: null,
      routeScope: 'domestic',
      paxType,
      chargeBasis: 'segment',
      amount: 10_000,
      changeAmount: 10_000,
    },
    {
      chargerKey: 'f2',
      airline: null,
      routeScope: 'international',
      paxType,
      chargeBasis: 'ticket',
      amount: 30_000,
      changeAmount: 20_000,
    },
  ]),
  {
    chargerKey: 'f1',
    airline: null,
    routeScope: 'domestic',
    paxType: 'INF',
    chargeBasis: 'segment',
    amount: 0,
    changeAmount: 0,
  },
  {
    chargerKey: 'f1',
    airline: null,
    routeScope: 'international',
    paxType: 'INF',
    chargeBasis: 'ticket',
    amount: 0,
    changeAmount: 0,
  },
  {
    chargerKey: 'f1',
    airline: 'VJ',
    routeScope: 'domestic',
    paxType: 'ADT',
    chargeBasis: 'segment',
    amount: 40_000,
    changeAmount: 30_000,
  },
];

/**
 * The train issue fees of the demo chain (issue 16): SAOVIET charges its sub-agencies 20,000 per adult-fare ticket and
 * 10,000 per child ticket, HOASEN charges BINHMINH 10,000 more per ticket.
 */
export const DEMO_TRAIN_FEES: DemoCommissionFee[] = [
  ...(['ADT', 'CHD'] as const).map((paxType) => ({
    chargerKey: 'f1' as const,
    product: 'TRAIN' as const,
    airline: null,
    routeScope: 'domestic' as const,
    paxType,
    chargeBasis: 'ticket' as const,
    amount: paxType === 'ADT' ? 20_000 : 10_000,
    changeAmount: 0,
  })),
  ...(['ADT', 'CHD'] as const).map((paxType) => ({
    chargerKey: 'f2' as const,
    product: 'TRAIN' as const,
    airline: null,
    routeScope: 'domestic' as const,
    paxType,
    chargeBasis: 'ticket' as const,
    amount: 10_000,
    changeAmount: 0,
  })),
];

/**
 * The eSIM fees of the demo chain (issue 17, decision 087): SAOVIET charges its sub-agencies 15,000 per eSIM and 5,000
 * per top-up, HOASEN charges BINHMINH 10,000 more per eSIM and 3,000 per top-up (an ESIM rule: no airline,
 * international, ADT, per ticket; amount per eSIM, changeAmount per top-up).
 */
export const DEMO_ESIM_FEES: DemoCommissionFee[] = [
  { chargerKey: 'f1', amount: 15_000, changeAmount: 5_000 },
  { chargerKey: 'f2', amount: 10_000, changeAmount: 3_000 },
].map(({ chargerKey, amount, changeAmount }) => ({
  chargerKey: chargerKey as DemoCommissionFee['chargerKey'],
  product: 'ESIM' as const,
  airline: null,
  routeScope: 'international' as const,
  paxType: 'ADT' as const,
  chargeBasis: 'ticket' as const,
  amount,
  changeAmount,
}));

/**
 * Codes a demo user holds beyond its role's template, so every demo user below the platform sells trains and eSIMs end
 * to end: HOASEN's agent (agent_f2 has neither USE_TRAIN nor USE_ESIM).
 */
export const DEMO_EXTRA_CODES: Partial<Record<string, readonly string[]>> = {
  'f2.agent': ['USE_TRAIN', 'USE_ESIM'],
  // agent_f1 has no USE_B2C: the F1's ticketing staff take the consumer site's orders too (issue 20).
  'f1.agent': ['USE_B2C'],
};

/** The name of a demo user's extra group, from the products its codes sell. */
export function demoExtraGroupName(codes: readonly string[]): { name: string; description: string } {
  const products = [
    codes.includes('USE_TRAIN') ? 'vé tàu' : '',
    codes.includes('USE_ESIM') ? 'eSIM' : '',
    codes.includes('USE_B2C') ? 'qua website B2C' : '',
  ].filter(Boolean);
  const what = products.join(' và ');
  return { name: `Bán ${what}`, description: `Quyền bán ${what} cho nhân viên đại lý` };
}

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
  {
    username: 'superadmin',
    agencyKey: 'platform',
    role: 'super_admin',
    accountType: 'AGT',
    fullName: 'Trần Minh Quân',
    email: 'quan.tran@vietlu.vn',
    phone: '0909000111',
  },
  {
    username: 'f1.admin',
    agencyKey: 'f1',
    role: 'admin_f1',
    accountType: 'AGT',
    fullName: 'Nguyễn Thị Hồng Nhung',
    email: 'nhung.nguyen@saoviet.vn',
    phone: '0912345678',
  },
  {
    username: 'f1.agent',
    agencyKey: 'f1',
    role: 'agent_f1',
    accountType: 'AGT',
    fullName: 'Đỗ Hoàng Nam',
    email: 'nam.do@saoviet.vn',
    phone: '0987654321',
  },
  {
    username: 'f2.admin',
    agencyKey: 'f2',
    role: 'admin_f2',
    accountType: 'SUB',
    fullName: 'Lê Văn Đức',
    email: 'duc.le@hoasen.vn',
    phone: '0935123456',
  },
  {
    username: 'f2.agent',
    agencyKey: 'f2',
    role: 'agent_f2',
    accountType: 'SUB',
    fullName: 'Võ Thị Mai Anh',
    email: 'maianh.vo@hoasen.vn',
    phone: '0868123789',
  },
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

/**
 * The demo F1's receiving account and bank-hook key (issue 21): its sub-agencies' /qr shows this account, and the
 * simulated bank signs its notifications with this key. A demo value only; a real agency makes its own key.
 */
export const DEMO_BANK_ACCOUNT = {
  agencyKey: 'f1' as const,
  bankBin: '970436',
  accountNumber: '0071000888999',
  holderName: 'CONG TY DU LICH DEMO F1',
};
export const DEMO_BANK_HOOK = {
  agencyKey: 'f1' as const,
  keyId: '6c0a7e1e-5b9d-4f4e-9d4a-0d3e6f1a2b3c',
  secret: 'whsec_demo_only_f1_bank_hook_2026',
};
