// Flight searches and fare calendars fan out to seven systems: each user and each agency may start only so many per
// minute (small limits here), beyond which the answer is 429 with Retry-After and a message in Vietnamese or English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { loadConfig, TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { daysFromNow, startTestSuppliers, type TestSuppliers } from './support/search-stream.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';

const PER_USER = 2;
const PER_AGENCY = 3;
let suppliers: TestSuppliers;
let ctx: TestContext;
let first: SignedIn;
let colleague: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  suppliers = await startTestSuppliers();
  ctx = await createTestContext({
    signInsForF1s: true,
    suppliers: suppliers.gateway,
    config: { flightSearchPerUserPerMinute: PER_USER, flightSearchPerAgencyPerMinute: PER_AGENCY },
  });
  first = await ctx.newSignedInUser({ role: 'agent_f1' });
  const other = await ctx.newUser({ agencyId: first.agencyId, role: 'agent_f1' });
  colleague = await signInAs(ctx, other.username, other.password);
  stranger = await ctx.newSignedInUser({ role: 'agent_f1' });
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});

const search = (who: SignedIn, language = 'vi') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/flights/search',
    headers: { ...who.auth, 'x-language': language },
    payload: {
      journeyType: 'OW',
      legs: [{ from: 'HAN', to: 'SGN', departDate: daysFromNow(12) }],
      adt: 1,
      chd: 0,
      inf: 0,
    },
  });
const calendar = (who: SignedIn) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/flights/calendar?from=HAN&to=SGN&month=${daysFromNow(40).slice(0, 7)}`,
    headers: who.auth,
  });

function expectLimited(response: LightMyRequestResponse, scope: 'user' | 'agency', retryAfter: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfter));
  expect(response.json()).toMatchObject({
    code: ErrorCode.TOO_MANY_REQUESTS,
    details: { scope, limit: scope === 'user' ? PER_USER : PER_AGENCY, retryAfterSeconds: retryAfter },
  });
}

describe('the flight search limit', () => {
  it('lets a user start as many fan-outs as allowed in a minute, then answers 429 until the window has room', async () => {
    expect((await search(first)).statusCode).toBe(200);
    ctx.clock.advance(20_000);
    expect((await search(first)).statusCode).toBe(200);
    const refused = await search(first);
    expectLimited(refused, 'user', 40);
    expect(refused.json<{ message: string }>().message).toBe(
      'Bạn đã tìm chuyến bay quá 2 lần trong một phút. Vui lòng thử lại sau 40 giây',
    );
    const inEnglish = await search(first, 'en');
    expect(inEnglish.json<{ message: string }>().message).toBe(
      'You have searched for flights more than 2 times in a minute. Please try again in 40 seconds',
    );
    // The fare calendar fans out too and shares the budget.
    expectLimited(await calendar(first), 'user', 40);

    // A colleague has a budget of his own, until the agency's is used up; another agency is not touched.
    expect((await search(colleague)).statusCode).toBe(200);
    expectLimited(await search(colleague), 'agency', 40);
    expect((await search(stranger)).statusCode).toBe(200);

    // The first search leaves the window after 60 seconds: one more may start, and refusals counted nothing.
    ctx.clock.advance(40_000);
    expect((await search(first)).statusCode).toBe(200);
    expectLimited(await search(first), 'user', 20);
    ctx.clock.advance(20_000);
    expect((await calendar(first)).statusCode).toBe(200);
  });

  it('is generous by default and configurable: 60 per user and 600 per agency a minute, nonsense refused', () => {
    const env = { JWT_SECRET: 'x'.repeat(48), SIGN_IN_SECRET_KEY: TEST_SIGN_IN_SECRET_KEY.toString('hex') };
    expect(loadConfig(env)).toMatchObject({ flightSearchPerUserPerMinute: 60, flightSearchPerAgencyPerMinute: 600 });
    expect(
      loadConfig({ ...env, FLIGHT_SEARCH_PER_USER_PER_MINUTE: '5', FLIGHT_SEARCH_PER_AGENCY_PER_MINUTE: '0' }),
    ).toMatchObject({ flightSearchPerUserPerMinute: 5, flightSearchPerAgencyPerMinute: 0 });
    expect(() => loadConfig({ ...env, FLIGHT_SEARCH_PER_USER_PER_MINUTE: 'many' })).toThrow(
      'FLIGHT_SEARCH_PER_USER_PER_MINUTE must be a whole number',
    );
  });
});
