// eSIM orders: several lines and units answered with one Luhn-valid eSIM each, all or nothing, PRICE_CHANGED with the
// current net, unknown or top-up packages refused, idempotent by clientRef, lookups by clientRef, other accounts apart.
import { ZEsimVendorOrder } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { isLuhnValid } from '../src/esim/luhn.js';
import { ACCOUNT, call, esimClock, JP5, order, placed, startEsimSimulator, usage } from './esim-support.js';

let simulator: TRunningSimulator;
const clock = esimClock();

beforeAll(async () => {
  simulator = await startEsimSimulator(clock);
});
afterAll(() => simulator.close());

/** The Luhn test written out independently of the simulator's helper: the doubled-digit sum is a multiple of 10. */
const luhnSumOk = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    const doubled = index % 2 === 1 ? Number(char) * 2 : Number(char);
    return sum + (doubled > 9 ? doubled - 9 : doubled);
  }, 0) %
    10 ===
  0;

/** Thailand 3 GB 7 days at its net (read from the catalogue). */
async function netOf(packageId: string) {
  const answer = await call<{ packages: { id: string; netPrice: number }[] }>(simulator, 'GET', {
    path: `/esim/packages?account=${ACCOUNT}`,
  });
  return answer.json.packages.find((entry) => entry.id === packageId)?.netPrice ?? -1;
}

describe('eSIM orders', () => {
  it('answers one eSIM per unit over several lines, in line order, with Luhn-valid ICCIDs and unique matching ids', async () => {
    const thai = await netOf('th-3gb-7d');
    const lines = [
      { packageId: JP5.packageId, quantity: 3 },
      { packageId: 'th-3gb-7d', quantity: 2 },
    ];
    const created = await placed(simulator, { clientRef: 'order-multi-1', lines, net: 3 * JP5.net + 2 * thai });
    expect(ZEsimVendorOrder.parse(created)).toBeTruthy();
    expect(created.orderCode).toMatch(/^ESH[0-9A-Z]{8}$/);
    expect(created.totalNet).toBe(3 * JP5.net + 2 * thai);
    expect(created.lines).toEqual([
      { packageId: JP5.packageId, quantity: 3, unitNet: JP5.net },
      { packageId: 'th-3gb-7d', quantity: 2, unitNet: thai },
    ]);
    expect(created.esims.map((esim) => esim.packageId)).toEqual([
      ...Array(3).fill(JP5.packageId),
      ...Array(2).fill('th-3gb-7d'),
    ]);
    for (const esim of created.esims) {
      expect(esim.iccid).toMatch(/^8984\d{15}$/);
      expect(isLuhnValid(esim.iccid), esim.iccid).toBe(true);
      expect(luhnSumOk(esim.iccid), esim.iccid).toBe(true);
      expect(esim.matchingId).toMatch(/^K2-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(esim.lpa).toBe(`LPA:1$smdp.esimhub.example$${esim.matchingId}`);
      expect(esim).toMatchObject({ smdpAddress: 'smdp.esimhub.example', apn: 'esimhub', status: 'NOT_ACTIVE' });
    }
    expect(new Set(created.esims.map((esim) => esim.iccid)).size).toBe(5);
    expect(new Set(created.esims.map((esim) => esim.matchingId)).size).toBe(5);
  });

  it('takes the largest order (10 lines of 20) and answers 200 distinct eSIMs', async () => {
    const ids = ['jp-1gb-3d', 'jp-3gb-7d', 'jp-5gb-7d', 'jp-10gb-15d', 'jp-20gb-30d'];
    const nets = await Promise.all(ids.map(netOf));
    const lines = [...ids, ...ids].map((packageId) => ({ packageId, quantity: 20 }));
    const net = 2 * 20 * nets.reduce((sum, value) => sum + value, 0);
    const created = await placed(simulator, { clientRef: 'order-largest-1', lines, net });
    expect(created.esims).toHaveLength(200);
    expect(new Set(created.esims.map((esim) => esim.iccid)).size).toBe(200);
    expect(created.esims.every((esim) => luhnSumOk(esim.iccid))).toBe(true);
  });

  it('answers 409 PRICE_CHANGED with the current net, and orders nothing', async () => {
    const answer = await order(simulator, {
      clientRef: 'order-price-1',
      lines: [{ packageId: JP5.packageId, quantity: 2 }],
      expectedNet: 2 * JP5.net - 1000,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'PRICE_CHANGED', totalNet: 2 * JP5.net });
    const look = await call(simulator, 'GET', { path: `/esim/orders/by-ref/order-price-1?account=${ACCOUNT}` });
    expect(look.status).toBe(404);
    expect(look.json.code).toBe('ORDER_NOT_FOUND');
  });

  it('refuses the whole order for an unknown package or a top-up id (404 PACKAGE_NOT_FOUND)', async () => {
    for (const packageId of ['jp-7gb-9d', 'jp-topup-3gb']) {
      const lines = [
        { packageId: JP5.packageId, quantity: 1 },
        { packageId, quantity: 1 },
      ];
      const answer = await order(simulator, { clientRef: `order-unknown-${packageId}`, lines, expectedNet: JP5.net });
      expect(answer.status, packageId).toBe(404);
      expect(answer.json.code).toBe('PACKAGE_NOT_FOUND');
    }
    const look = await call(simulator, 'GET', {
      path: `/esim/orders/by-ref/order-unknown-jp-7gb-9d?account=${ACCOUNT}`,
    });
    expect(look.status).toBe(404);
  });

  it('answers a retried clientRef with the same order, and 409 CLIENT_REF_REUSED for another body', async () => {
    const first = await placed(simulator, { clientRef: 'order-retry-1' });
    const again = await order(simulator, {
      clientRef: 'order-retry-1',
      lines: [{ packageId: JP5.packageId, quantity: 1 }],
      expectedNet: JP5.net,
    });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first);
    const other = await order(simulator, {
      clientRef: 'order-retry-1',
      lines: [{ packageId: JP5.packageId, quantity: 2 }],
      expectedNet: 2 * JP5.net,
    });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('CLIENT_REF_REUSED');
    const byRef = await call(simulator, 'GET', { path: `/esim/orders/by-ref/order-retry-1?account=${ACCOUNT}` });
    expect(byRef.status).toBe(200);
    expect(byRef.json).toEqual(first);
  });

  it("keeps accounts apart: another account's clientRef, order and ICCID are unknown to it", async () => {
    const mine = await placed(simulator, { clientRef: 'order-apart-1' });
    const look = await call(simulator, 'GET', { path: '/esim/orders/by-ref/order-apart-1?account=other-agency' });
    expect(look.status).toBe(404);
    const theirs = await usage(simulator, mine.esims[0]!.iccid, 'other-agency');
    expect(theirs.status).toBe(404);
    expect(theirs.json.code).toBe('ESIM_NOT_FOUND');
    const same = await order(simulator, {
      account: 'other-agency',
      clientRef: 'order-apart-1',
      lines: [{ packageId: JP5.packageId, quantity: 1 }],
      expectedNet: JP5.net,
    });
    expect(same.status).toBe(201);
    expect(same.json.orderCode).not.toBe(mine.orderCode);
  });

  it('answers 400 naming the field for bad input, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ account: ACCOUNT, clientRef: 'order-bad-1', lines: [], expectedNet: 0 }, 'lines'],
      [
        {
          account: ACCOUNT,
          clientRef: 'order-bad-2',
          lines: [{ packageId: JP5.packageId, quantity: 21 }],
          expectedNet: 1,
        },
        'lines.0.quantity',
      ],
      [
        { account: ACCOUNT, clientRef: 'x', lines: [{ packageId: JP5.packageId, quantity: 1 }], expectedNet: 1 },
        'clientRef',
      ],
      [
        {
          account: ACCOUNT,
          clientRef: 'order-bad-3',
          lines: [{ packageId: JP5.packageId, quantity: 1 }],
          expectedNet: 1.5,
        },
        'expectedNet',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await call<{ fields: { field: string }[] }>(simulator, 'POST', { path: '/esim/orders', body });
      expect(answer.status, field).toBe(400);
      expect(answer.json.code).toBe('BAD_REQUEST');
      expect(answer.json.fields.map((issue) => issue.field)).toContain(field);
    }
    const badIccid = await call(simulator, 'GET', { path: `/esim/esims/8984123?account=${ACCOUNT}` });
    expect(badIccid.status).toBe(400);
    expect(badIccid.json.message).toContain('iccid');
  });
});
