// The B2C routes of the isolation walk (issue 20): another branch's consumer orders answer 404 (403 without USE_B2C);
// the order list and export, and the caller's own site configuration, never show that branch.
import { expect } from 'vitest';
import type { Branch } from './isolation-branch.js';
import type { Call } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';
import type { SignedIn, TestContext } from './test-context.js';
import { b2cApi, newOrder, siteBody } from './b2c.js';

export type BranchB2c = { orderId: string };

/** The branch's F1 saves a consumer site and gets one order from it. */
export async function buildBranchB2c(
  ctx: TestContext,
  options: { f1Admin: SignedIn; tag: string; note: (...values: (string | undefined | null)[]) => void },
): Promise<BranchB2c> {
  const { f1Admin, tag, note } = options;
  const site = siteBody({ slug: `${tag.toLowerCase()}-site`, name: `Website ${tag}`, hotline: '0243 888 999' });
  const saved = await b2cApi(ctx).putConfig(f1Admin, site);
  expect(saved.statusCode, saved.body).toBe(200);
  const order = await newOrder(ctx, f1Admin.agencyId, {
    contact: { name: `Khách ${tag} Web`, phone: '0977000111', email: `${tag.toLowerCase()}.khach@example.vn` },
    summary: `Tour ${tag} Sa Pa 2N1Đ`,
  });
  note(
    site.slug,
    site.name,
    order.id,
    order.orderNumber,
    order.confirmationToken,
    `Khách ${tag} Web`,
    `Tour ${tag} Sa Pa 2N1Đ`,
  );
  return { orderId: order.id };
}

const post = (url: string, payload: object = {}): Call => ({ method: 'POST', url, payload });

export const B2C_ID_WALKS: Partial<Record<RouteKey, (b: Branch) => Call[]>> = {
  'GET /api/b2c/orders/:id': (b) => [{ method: 'GET', url: `/api/b2c/orders/${b.b2c.orderId}` }],
  'POST /api/b2c/orders/:id/confirm-payment': (b) => [
    post(`/api/b2c/orders/${b.b2c.orderId}/confirm-payment`, { amount: 1_000 }),
  ],
  'POST /api/b2c/orders/:id/process': (b) => [post(`/api/b2c/orders/${b.b2c.orderId}/process`)],
  'POST /api/b2c/orders/:id/complete': (b) => [post(`/api/b2c/orders/${b.b2c.orderId}/complete`)],
  'POST /api/b2c/orders/:id/cancel': (b) => [post(`/api/b2c/orders/${b.b2c.orderId}/cancel`)],
  'GET /api/b2c/orders/:id/esim-quote': (b) => [{ method: 'GET', url: `/api/b2c/orders/${b.b2c.orderId}/esim-quote` }],
  'POST /api/b2c/orders/:id/issue-esim': (b) => [
    post(`/api/b2c/orders/${b.b2c.orderId}/issue-esim`, { acceptedTotal: 1_000 }),
  ],
};

export const B2C_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/b2c/orders': (b) => ['/api/b2c/orders?limit=200', `/api/b2c/orders?q=${b.tag}`],
  'GET /api/b2c/orders/export': (b) => [
    '/api/b2c/orders/export?format=csv',
    `/api/b2c/orders/export?format=xlsx&q=${b.tag}`,
  ],
};

export const B2C_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'GET /api/b2c/config': "the caller's own agency's consumer site (b2c-site.test.ts: another agency's is never read)",
  'PUT /api/b2c/config':
    "writes the caller's own agency's consumer site only; slug and host name checked over all sites",
};
