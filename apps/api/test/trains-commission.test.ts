// Fee rules per product: a TRAIN rule prices train tickets only and a FLIGHT rule flights only, though both share the
// same sub-agency, scope and passenger type; the list shows one product at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCommissionFeePreviewResponse,
  TListCommissionFeesResponse,
  TSaveCommissionFeeResponse,
} from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import { ErrorCode } from '@portal/contracts';
import { errorFieldsOf, expectApiError } from './support/http.js';
import type { SignedIn } from './support/test-context.js';
import { signedInFrom } from './support/test-context.js';
import { closeTrainApp, jsonOf, startTrainApp, TRAIN_DAY, type TrainApp } from './support/trains.js';

let app: TrainApp;
let f1Admin: SignedIn;
let f2Agent: SignedIn;
let f2Id: string;

beforeAll(async () => {
  app = await startTrainApp();
  f1Admin = await app.ctx.newSignedInUser({ role: 'admin_f1' });
  f2Id = (await app.ctx.newAgency({ level: 'F2', parentId: f1Admin.agencyId })).id;
  const permissions = [...DEFAULT_ROLE_PERMISSIONS.agent_f2, 'USE_TRAIN'];
  const user = await app.ctx.newUser({ agencyId: f2Id, role: 'agent_f2', permissions });
  f2Agent = signedInFrom(await app.ctx.login(user.username, user.password));
});
afterAll(() => closeTrainApp(app));

const rule = (product: 'FLIGHT' | 'TRAIN' | undefined, amount: number) => ({
  ...(product ? { product } : {}),
  subAgencyId: f2Id,
  airline: null,
  routeScope: 'domestic',
  paxType: 'ADT',
  chargeBasis: 'ticket',
  amount,
});

const save = async (payload: Record<string, unknown>) =>
  jsonOf<TSaveCommissionFeeResponse>(
    await app.ctx.app.inject({ method: 'PUT', url: '/api/commission-fees', headers: f1Admin.auth, payload }),
    201,
  ).rule;
const remove = (id: string) =>
  app.ctx.app.inject({ method: 'DELETE', url: `/api/commission-fees/${id}`, headers: f1Admin.auth });
const listed = async (query = '') =>
  jsonOf<TListCommissionFeesResponse>(
    await app.ctx.app.inject({ method: 'GET', url: `/api/commission-fees${query}`, headers: f1Admin.auth }),
  ).items;
/** What a flight pays per adult ticket through the chain (the flight pricing's own schedule). */
const flightFee = async () =>
  jsonOf<TCommissionFeePreviewResponse>(
    await app.ctx.app.inject({
      method: 'GET',
      url: `/api/commission-fees/preview?subAgencyId=${f2Id}&routeScope=domestic&segments=1`,
      headers: f1Admin.auth,
    }),
  ).perPassenger.ADT;
/** What an adult's and a child's train ticket pay through the chain, as the train search shows them. */
const trainFees = async () =>
  jsonOf<{ issueFeePerTicket: number; issueFeePerChildTicket: number }>(
    await app.api.search(f2Agent, { from: 'SGO', to: 'NTR', departDate: TRAIN_DAY }),
  );
const trainFee = async () => (await trainFees()).issueFeePerTicket;

describe('fee rules per product', () => {
  it('a FLIGHT rule does not price trains, and a TRAIN rule does not price flights', async () => {
    const flight = await save(rule(undefined, 70_000));
    expect(flight.product).toBe('FLIGHT');
    expect(await flightFee()).toBe(70_000);
    expect(await trainFee()).toBe(0);

    const train = await save(rule('TRAIN', 30_000));
    expect(train).toMatchObject({ product: 'TRAIN', amount: 30_000 });
    expect(train.id).not.toBe(flight.id);
    expect(await flightFee()).toBe(70_000);
    expect(await trainFee()).toBe(30_000);

    expect((await listed()).map((item) => [item.product, item.amount])).toEqual([['FLIGHT', 70_000]]);
    expect((await listed('?product=TRAIN')).map((item) => [item.product, item.amount])).toEqual([['TRAIN', 30_000]]);

    expect((await remove(flight.id)).statusCode).toBe(200);
    expect(await flightFee()).toBe(0);
    expect(await trainFee()).toBe(30_000);
    expect((await remove(train.id)).statusCode).toBe(200);
    expect(await trainFee()).toBe(0);
  });

  it('saves a TRAIN rule by its own key: the same key again changes it, a FLIGHT rule beside it stays', async () => {
    await save(rule('TRAIN', 15_000));
    await save(rule('FLIGHT', 40_000));
    const response = await app.ctx.app.inject({
      method: 'PUT',
      url: '/api/commission-fees',
      headers: f1Admin.auth,
      payload: rule('TRAIN', 25_000),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSaveCommissionFeeResponse>()).toMatchObject({ isCreated: false, rule: { amount: 25_000 } });
    expect((await listed('?product=TRAIN')).map((item) => item.amount)).toEqual([25_000]);
    expect((await listed('?product=FLIGHT')).map((item) => item.amount)).toEqual([40_000]);
    expect(await trainFee()).toBe(25_000);
  });
});

describe('TRAIN rules', () => {
  it('the search answers the child fee (CHD rule) beside the adult one', async () => {
    for (const item of await listed('?product=TRAIN')) expect((await remove(item.id)).statusCode).toBe(200);
    const adult = await save(rule('TRAIN', 20_000));
    const child = await save({ ...rule('TRAIN', 12_000), paxType: 'CHD' });
    expect(await trainFees()).toMatchObject({ issueFeePerTicket: 20_000, issueFeePerChildTicket: 12_000 });
    expect((await remove(child.id)).statusCode).toBe(200);
    expect((await remove(adult.id)).statusCode).toBe(200);
    expect(await trainFees()).toMatchObject({ issueFeePerTicket: 0, issueFeePerChildTicket: 0 });
  });

  it('refuses a TRAIN rule that could never match, naming the field (airline, scope, infant, per segment)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ airline: 'VN' }, 'airline'],
      [{ routeScope: 'international' }, 'routeScope'],
      [{ paxType: 'INF' }, 'paxType'],
      [{ chargeBasis: 'segment' }, 'chargeBasis'],
    ];
    for (const [change, field] of cases) {
      const response = await app.ctx.app.inject({
        method: 'PUT',
        url: '/api/commission-fees',
        headers: f1Admin.auth,
        payload: { ...rule('TRAIN', 10_000), ...change },
      });
      expectApiError(response, 400, ErrorCode.VALIDATION);
      expect(errorFieldsOf(response)).toEqual([field]);
    }
    // The same key as a FLIGHT rule is fine; no TRAIN rule was saved.
    const flight = await save({ ...rule('FLIGHT', 10_000), airline: 'VN', chargeBasis: 'segment' });
    expect((await remove(flight.id)).statusCode).toBe(200);
    expect((await listed('?product=TRAIN')).map((item) => item.amount)).not.toContain(10_000);
  });
});
