// B2C content tests' helpers: writing a consumer-site article or a fare rule as a signed-in caller, and a Vietjet rule body.
import { expect } from 'vitest';
import type { TB2cArticle, TB2cFareRule, TB2cFareRuleWriteRequest, TB2cNewsWriteRequest } from '@portal/contracts';
import type { SignedIn, TestContext } from './test-context.js';

export function postArticle(ctx: TestContext, who: SignedIn, body: Partial<TB2cNewsWriteRequest> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/b2c/news',
    headers: who.auth,
    payload: {
      title: 'Săn vé Tết giá tốt',
      summary: 'Đặt sớm 60 ngày',
      bodyHtml: '<p>Vé Tết <strong>mở bán</strong></p>',
      tags: ['tết'],
      publishAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
      ...body,
    },
  });
}

export async function writeArticle(
  ctx: TestContext,
  who: SignedIn,
  body: Partial<TB2cNewsWriteRequest> = {},
): Promise<TB2cArticle> {
  const response = await postArticle(ctx, who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TB2cArticle>();
}

export const vietjetEco = (overrides: Partial<TB2cFareRuleWriteRequest> = {}): TB2cFareRuleWriteRequest => ({
  airline: 'VJ',
  fareFamily: 'Eco',
  itineraryType: 'domestic',
  cabinBaggageKg: 7,
  checkedBaggageKg: 0,
  change: { isAllowed: true, fee: 378_000, conditions: 'Trước giờ khởi hành 3 tiếng' },
  refund: { isAllowed: false },
  noShow: { fee: null, conditions: 'Vé mất giá trị' },
  ...overrides,
});

export function postFareRule(ctx: TestContext, who: SignedIn, body: TB2cFareRuleWriteRequest) {
  return ctx.app.inject({ method: 'POST', url: '/api/b2c/fare-rules', headers: who.auth, payload: body });
}

export async function writeFareRule(ctx: TestContext, who: SignedIn, body: TB2cFareRuleWriteRequest) {
  const response = await postFareRule(ctx, who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TB2cFareRule>();
}
