// eSIM answers shaped like the API's for the web tests: catalogue packages, an order with its eSIMs, and a summary row.
import type { TEsimItem, TEsimOrder, TEsimOrderSummary, TEsimProduct } from '@portal/contracts';

export const ORDER_ID = '11111111-1111-4111-8111-111111111111';
export const ESIM_ID = '22222222-2222-4222-8222-222222222222';
export const LPA = 'LPA:1$smdp.esim-hub.test$K2-ABCDE-12345';

export function product(overrides: Partial<TEsimProduct> = {}): TEsimProduct {
  return {
    id: 'jp-5gb-7d',
    system: 'ESH',
    name: 'Japan 5GB 7 Days',
    coverage: { type: 'country', code: 'JP', countries: ['JP'], region: 'ASIA' },
    destinationVi: 'Nhật Bản',
    destinationEn: 'Japan',
    dataMb: 5120,
    fairUseMbPerDay: null,
    validityDays: 7,
    voiceMinutes: null,
    sms: null,
    hotspot: true,
    networks: [{ country: 'JP', operators: ['SoftBank', 'KDDI'], speeds: ['4G', '5G'] }],
    apn: 'esimhub',
    unitPrice: 250_000,
    chainFee: 20_000,
    retailPrice: 320_000,
    ...overrides,
  } as TEsimProduct;
}

/** A small catalogue: Japan 5 GB/7 d, Korea unlimited/10 d, Europe 20 GB/30 d, Thailand 1 GB/3 d. */
export const CATALOGUE: TEsimProduct[] = [
  product(),
  product({
    id: 'kr-unl-10d',
    name: 'Korea Unlimited 10 Days',
    coverage: { type: 'country', code: 'KR', countries: ['KR'], region: 'ASIA' },
    destinationVi: 'Hàn Quốc',
    destinationEn: 'South Korea',
    dataMb: null,
    fairUseMbPerDay: 2048,
    validityDays: 10,
    unitPrice: 400_000,
    retailPrice: 500_000,
  }),
  product({
    id: 'eu-20gb-30d',
    name: 'Europe 20GB 30 Days',
    coverage: { type: 'region', code: 'EUROPE', countries: ['FR', 'DE', 'IT'], region: 'EUROPE' },
    destinationVi: 'Châu Âu',
    destinationEn: 'Europe',
    dataMb: 20_480,
    validityDays: 30,
    unitPrice: 900_000,
    retailPrice: 1_100_000,
    networks: [
      { country: 'FR', operators: ['Orange'], speeds: ['4G', '5G'] },
      { country: 'DE', operators: ['Vodafone'], speeds: ['4G'] },
      { country: 'IT', operators: ['TIM'], speeds: ['4G'] },
    ],
  }),
  product({
    id: 'th-1gb-3d',
    name: 'Thailand 1GB 3 Days',
    coverage: { type: 'country', code: 'TH', countries: ['TH'], region: 'ASIA' },
    destinationVi: 'Thái Lan',
    destinationEn: 'Thailand',
    dataMb: 1024,
    validityDays: 3,
    hotspot: false,
    unitPrice: 90_000,
    retailPrice: 120_000,
  }),
];

export function esimItem(overrides: Partial<TEsimItem> = {}): TEsimItem {
  return {
    id: ESIM_ID,
    iccid: '8984012345678901234',
    productId: 'jp-5gb-7d',
    smdpAddress: 'smdp.esim-hub.test',
    matchingId: 'K2-ABCDE-12345',
    lpa: LPA,
    apn: 'esimhub',
    status: 'NOT_ACTIVE',
    refundPending: false,
    unitPrice: 250_000,
    refundAmount: null,
    refundedAt: null,
    topUps: [],
    allowedActions: ['topUp', 'refund'],
    ...overrides,
  };
}

export function order(overrides: Partial<TEsimOrder> = {}): TEsimOrder {
  const jp = product();
  return {
    id: ORDER_ID,
    system: 'ESH',
    orderCode: 'ESH-000123',
    status: 'COMPLETED',
    agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    createdBy: { id: 'admin_f1-id', name: 'Nguyễn Văn An' },
    customer: { fullName: 'Lê Thị Hoa', email: 'hoa@example.vn', mobile: '0912345678' },
    lines: [{ productId: jp.id, product: jp, quantity: 1, unitPrice: jp.unitPrice, chainFee: jp.chainFee }],
    esims: [esimItem()],
    supplierNet: 230_000,
    feeTotal: 20_000,
    totalAmount: 250_000,
    refundedAmount: 0,
    topUpAmount: 0,
    lastError: null,
    createdAt: '2026-11-20T03:15:00.000Z',
    completedAt: '2026-11-20T03:15:05.000Z',
    mailedAt: null,
    allowedActions: ['mail'],
    ...overrides,
  };
}

export function summary(index: number, overrides: Partial<TEsimOrderSummary> = {}): TEsimOrderSummary {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    orderCode: `ESH-${String(index).padStart(6, '0')}`,
    status: 'COMPLETED',
    agencyCode: 'HN001',
    createdByName: 'Nguyễn Văn An',
    customerName: `Khách ${index}`,
    customerEmail: `khach${index}@example.vn`,
    destinations: ['Nhật Bản 5 GB 7 ngày ×1'],
    esimCount: 1,
    totalAmount: 250_000,
    refundedAmount: 0,
    createdAt: '2026-11-20T03:15:00.000Z',
    ...overrides,
  };
}
