// B2C test helpers: a valid site body, the config routes, orders made through createB2cOrder as the storefront will.
import type { TB2cOrderDetail, TB2cSiteConfigWrite } from '@portal/contracts';
import { createB2cOrder, type NewB2cOrder } from '../../src/modules/b2c/orders/create-order.js';
import type { BuiltApp } from '../../src/app.js';
import type { SignedIn, TestContext } from './test-context.js';

/** The B2C jobs of the test's app (decisions 142, 143), run on demand. */
export const b2cJobsOf = (ctx: TestContext) => (ctx.app as BuiltApp).b2cJobs;

let sequence = 0;

export function siteBody(overrides: Partial<TB2cSiteConfigWrite> = {}): TB2cSiteConfigWrite {
  sequence += 1;
  return {
    slug: `site-${Date.now().toString(36)}-${sequence}`,
    name: 'Du lịch Sao Việt',
    primaryColor: '#0b5cad',
    secondaryColor: '#f59e0b',
    hotline: '1900 6868',
    zalo: '0912345678',
    email: 'datve@saoviet.vn',
    address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
    taxCode: '0101234567',
    bankAccounts: [{ bankBin: '970436', accountNumber: '0071000888999', holderName: 'CONG TY SAO VIET' }],
    products: ['flights', 'esim', 'tours'],
    serviceFees: {
      vn: { domestic: 50_000, international: 150_000 },
      lowCost: { domestic: 30_000, international: 100_000 },
      gds: { domestic: 80_000, international: 200_000 },
    },
    pricesIncludeFee: true,
    holdMinutes: 45,
    termsHtml: '<p>Điều khoản</p>',
    privacyHtml: '<p>Bảo mật</p>',
    isPublished: true,
    ...overrides,
  };
}

export function b2cApi(ctx: TestContext) {
  const send = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  return {
    getConfig: (who: SignedIn) => send(who, 'GET', '/api/b2c/config'),
    putConfig: (who: SignedIn, body: object) => send(who, 'PUT', '/api/b2c/config', body),
    list: (who: SignedIn, query = '') => send(who, 'GET', `/api/b2c/orders${query ? `?${query}` : ''}`),
    detail: (who: SignedIn, id: string) => send(who, 'GET', `/api/b2c/orders/${id}`),
    act: (who: SignedIn, id: string, action: string, body: object = {}) =>
      send(who, 'POST', `/api/b2c/orders/${id}/${action}`, body),
  };
}

/** An order made as the storefront makes one: createB2cOrder in a transaction of its own. */
export async function newOrder(
  ctx: TestContext,
  agencyId: string,
  overrides: Partial<NewB2cOrder> = {},
): Promise<{ id: string; orderNumber: string; confirmationToken: string }> {
  return ctx.db.transaction((tx) =>
    createB2cOrder(
      tx,
      {
        mail: null,
        agencyId,
        kind: 'tour',
        contact: { name: 'Lê Thị Hoa', phone: '0987654321', email: 'hoa@example.vn' },
        totalAmount: 7_980_000,
        serviceFee: 0,
        amountDue: 3_990_000,
        summary: 'Hạ Long 3N2Đ – khởi hành 12/12/2026, 2 người lớn',
        details: { tourCode: 'HL3N2D', travellers: { adults: 2 } },
        ...overrides,
      },
      ctx.clock.now(),
    ),
  );
}

export type OrderDetail = TB2cOrderDetail;
