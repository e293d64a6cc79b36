// The demo F1's consumer site `sao-viet` (issue 20): published, with fees, a bank account, terms, and four orders in
// different states (tours and eSIM; flight orders come from real holds of the storefront, never from the seed).
import { randomBytes } from 'node:crypto';
import { b2cOrderEvents, b2cOrders, b2cSites } from '../schema/index.js';
import type { Database } from '../client.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const HOUR = 3_600_000;

const TERMS = `<h2>Điều khoản đặt dịch vụ</h2>
<p>Khách hàng thanh toán bằng chuyển khoản vào tài khoản của Công ty TNHH Du lịch Sao Việt trong thời gian giữ chỗ.
Vé máy bay chỉ được xuất sau khi công ty xác nhận đã nhận đủ tiền.</p>
<ul><li>Tour: đặt cọc 50% khi đăng ký, thanh toán phần còn lại trước ngày khởi hành 7 ngày.</li>
<li>Hủy tour trước 7 ngày: miễn phí; từ 2 đến 7 ngày: 50%; dưới 2 ngày: 100%.</li></ul>`;
const PRIVACY = `<h2>Chính sách bảo mật</h2>
<p>Thông tin liên hệ và hành khách chỉ dùng để đặt dịch vụ và liên lạc với quý khách; không chia sẻ cho bên thứ ba
ngoài hãng hàng không và nhà cung cấp dịch vụ liên quan.</p>`;

type DemoOrder = {
  kind: 'tour' | 'esim';
  status: '02' | '03' | '04' | '05' | '01';
  name: string;
  phone: string;
  email: string;
  total: number;
  due: number;
  paid: number;
  summary: string;
  details: Record<string, unknown>;
  hoursAgo: number;
};

const ORDERS: DemoOrder[] = [
  {
    kind: 'tour',
    status: '02',
    name: 'Lê Thị Hoa',
    phone: '0987654321',
    email: 'hoa.le@gmail.com',
    total: 7_980_000,
    due: 3_990_000,
    paid: 0,
    summary: 'Hạ Long – Tuần Châu 3N2Đ, khởi hành 12/12/2026, 2 người lớn',
    details: { tourCode: 'HL3N2D', departure: '2026-12-12', travellers: { adults: 2, children: 0 } },
    hoursAgo: 2,
  },
  {
    kind: 'esim',
    status: '03',
    name: 'Phạm Minh Khoa',
    phone: '0903111222',
    email: 'khoa.pham@yahoo.com',
    total: 450_000,
    due: 450_000,
    paid: 450_000,
    summary: 'eSIM Nhật Bản 5 GB 7 ngày × 2',
    // A package of the simulator's catalogue: the demo agent can issue it (decision 138).
    details: {
      lines: [
        {
          productId: 'jp-5gb-7d',
          name: 'Nhật Bản 5 GB 7 ngày',
          nameEn: 'Japan 5 GB 7 days',
          quantity: 2,
          unitPrice: 225_000,
        },
      ],
      language: 'vi',
    },
    hoursAgo: 20,
  },
  {
    kind: 'tour',
    status: '05',
    name: 'Trần Quốc Bảo',
    phone: '0912777888',
    email: 'bao.tran@outlook.com',
    total: 12_600_000,
    due: 6_300_000,
    paid: 12_600_000,
    summary: 'Đà Nẵng – Hội An – Bà Nà 4N3Đ, khởi hành 20/11/2026, 2 người lớn 1 trẻ em',
    details: { tourCode: 'DN4N3D', departure: '2026-11-20', travellers: { adults: 2, children: 1 } },
    hoursAgo: 24 * 12,
  },
  {
    kind: 'esim',
    status: '01',
    name: 'Võ Thanh Tâm',
    phone: '0938222333',
    email: 'tam.vo@gmail.com',
    total: 320_000,
    due: 320_000,
    paid: 0,
    summary: 'eSIM Hàn Quốc 3 GB 5 ngày',
    details: { lines: [{ name: 'Hàn Quốc 3 GB 5 ngày', quantity: 1, unitPrice: 320_000 }] },
    hoursAgo: 24 * 3,
  },
];

const STEPS: Record<DemoOrder['status'], [string, string][]> = {
  '02': [],
  '03': [['confirm-payment', '03']],
  '04': [
    ['confirm-payment', '03'],
    ['process', '04'],
  ],
  '05': [
    ['confirm-payment', '03'],
    ['complete', '05'],
  ],
  '01': [['cancel', '01']],
};

function orderNumber(at: Date, index: number): string {
  const day = new Date(at.getTime() + 7 * HOUR).toISOString().slice(2, 10).replace(/-/g, '');
  return `B2C${day}${'SVKH'[index]}${randomBytes(2).toString('hex').toUpperCase().replace(/[01]/g, 'Q').slice(0, 3)}`;
}

export async function seedDemoB2c(tx: Tx, ids: { f1: string; f1Admin: string; now: Date }): Promise<void> {
  const { f1, f1Admin, now } = ids;
  await tx.insert(b2cSites).values({
    agencyId: f1,
    slug: 'sao-viet',
    name: 'Du lịch Sao Việt',
    primaryColor: '#0b5cad',
    secondaryColor: '#f59e0b',
    hotline: '1900 6868',
    zalo: '0912345678',
    email: 'datve@saoviet.vn',
    address: '25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
    taxCode: '0101234567',
    bankAccounts: [{ bankBin: '970436', accountNumber: '0071000888999', holderName: 'CONG TY TNHH DU LICH SAO VIET' }],
    products: ['flights', 'esim', 'tours'],
    serviceFees: {
      vn: { domestic: 50_000, international: 150_000 },
      lowCost: { domestic: 30_000, international: 100_000 },
      gds: { domestic: 80_000, international: 200_000 },
    },
    pricesIncludeFee: true,
    holdMinutes: 60,
    termsHtml: TERMS,
    privacyHtml: PRIVACY,
    isPublished: true,
    createdAt: now,
    updatedAt: now,
  });
  for (const [index, order] of ORDERS.entries()) {
    const at = new Date(now.getTime() - order.hoursAgo * HOUR);
    const [row] = await tx
      .insert(b2cOrders)
      .values({
        orderNumber: orderNumber(at, index),
        agencyId: f1,
        kind: order.kind,
        status: order.status,
        contactName: order.name,
        contactPhone: order.phone,
        contactEmail: order.email,
        totalAmount: order.total,
        amountDue: order.due,
        paidAmount: order.paid,
        details: { ...order.details, summary: order.summary },
        confirmationToken: randomBytes(32).toString('base64url'),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: b2cOrders.id });
    let from = '02';
    const events = [
      {
        action: 'create',
        fromStatus: null as string | null,
        toStatus: '02',
        actorUserId: null as string | null,
        details: {},
        at,
      },
    ];
    for (const [step, [action, to]] of STEPS[order.status].entries()) {
      events.push({
        action,
        fromStatus: from,
        toStatus: to,
        actorUserId: f1Admin,
        details: action === 'confirm-payment' ? { amount: order.paid, note: 'Chuyển khoản Vietcombank' } : {},
        at: new Date(at.getTime() + (step + 1) * HOUR),
      });
      from = to;
    }
    await tx.insert(b2cOrderEvents).values(events.map((event) => ({ ...event, orderId: row!.id })));
  }
}
