// Top-ups (packages of the eSIM's coverage, more data and validity, refused once EXPIRED or REFUNDED, PRICE_CHANGED,
// idempotent) and refunds (the unit's net while unused, refused once installed, idempotent), with their lookups.
import {
  ZEsimTopUpPackagesResponse,
  ZEsimVendorRefund,
  ZEsimVendorTopUp,
  type TEsimVendorTopUp,
} from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import {
  ACCOUNT,
  admin,
  call,
  DAY,
  ESIM_NOW,
  esimAction,
  esimClock,
  placed,
  startEsimSimulator,
  usage,
} from './esim-support.js';

let simulator: TRunningSimulator;
const clock = esimClock();
const TOPUP_3GB = { packageId: 'jp-topup-3gb', expectedNet: 110_000 };

beforeAll(async () => {
  simulator = await startEsimSimulator(clock);
});
beforeEach(() => clock.set(ESIM_NOW));
afterAll(() => simulator.close());

const newEsim = async (clientRef: string, packageId = 'jp-5gb-7d', net = 170_000) =>
  (await placed(simulator, { clientRef, lines: [{ packageId, quantity: 1 }], net })).esims[0]!.iccid;
const topUp = (iccid: string, body: Record<string, unknown>) =>
  esimAction<TEsimVendorTopUp>(simulator, iccid, { action: 'topups', body: { ...TOPUP_3GB, ...body } });

describe('eSIM top-ups', () => {
  it("lists the top-ups of the eSIM's coverage only", async () => {
    const iccid = await newEsim('topup-list-1');
    const answer = await call(simulator, 'GET', { path: `/esim/esims/${iccid}/topup-packages?account=${ACCOUNT}` });
    const { packages } = ZEsimTopUpPackagesResponse.parse(answer.json);
    expect(packages.map((entry) => entry.id)).toEqual(['jp-topup-1gb', 'jp-topup-3gb', 'jp-topup-5gb']);
    const other = await call(simulator, 'GET', { path: `/esim/esims/${iccid}/topup-packages?account=someone` });
    expect(other.status).toBe(404);
  });

  it('adds its data and pushes the validity from now; a retry answers the same top-up', async () => {
    const iccid = await newEsim('topup-add-1');
    await admin(simulator, { iccid });
    clock.advance(6 * DAY);
    const added = await topUp(iccid, { clientRef: 'topup-add-ref-1' });
    expect(added.status).toBe(201);
    expect(ZEsimVendorTopUp.parse(added.json)).toMatchObject({ iccid, packageId: 'jp-topup-3gb', net: 110_000 });
    const look = (await usage(simulator, iccid)).json;
    expect(look.totalMb).toBe(5120 + 3072);
    expect(look.expiresAt).toBe(new Date(clock.now.getTime() + 7 * DAY).toISOString());
    expect(look.topUps).toEqual([
      { topUpCode: added.json.topUpCode, packageId: 'jp-topup-3gb', net: 110_000, createdAt: clock.now.toISOString() },
    ]);
    const again = await topUp(iccid, { clientRef: 'topup-add-ref-1' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(added.json);
    expect((await usage(simulator, iccid)).json.totalMb).toBe(5120 + 3072);
    const reused = await topUp(iccid, { clientRef: 'topup-add-ref-1', packageId: 'jp-topup-1gb', expectedNet: 45_000 });
    expect(reused.json.code).toBe('CLIENT_REF_REUSED');
    const byRef = await call(simulator, 'GET', { path: `/esim/topups/by-ref/topup-add-ref-1?account=${ACCOUNT}` });
    expect(byRef.json).toEqual(added.json);
    const none = await call(simulator, 'GET', { path: `/esim/topups/by-ref/topup-never-1?account=${ACCOUNT}` });
    expect([none.status, none.json.code]).toEqual([404, 'TOPUP_NOT_FOUND']);
  });

  it('never shortens the validity: an early top-up keeps the package expiry', async () => {
    const iccid = await newEsim('topup-early-1', 'jp-20gb-30d', 470_000);
    await admin(simulator, { iccid });
    const expiresAt = (await usage(simulator, iccid)).json.expiresAt;
    clock.advance(DAY);
    expect((await topUp(iccid, { clientRef: 'topup-early-ref' })).status).toBe(201);
    expect((await usage(simulator, iccid)).json).toMatchObject({ expiresAt, totalMb: 20 * 1024 + 3072 });
  });

  it('brings a FINISHED eSIM back to ACTIVE', async () => {
    const iccid = await newEsim('topup-finished-1');
    await admin(simulator, { iccid, usedMb: 5120 });
    expect((await usage(simulator, iccid)).json.status).toBe('FINISHED');
    expect((await topUp(iccid, { clientRef: 'topup-finished-ref' })).status).toBe(201);
    expect((await usage(simulator, iccid)).json).toMatchObject({ status: 'ACTIVE', usedMb: 5120 });
  });

  it('refuses PRICE_CHANGED with the current net, another coverage, and EXPIRED or REFUNDED eSIMs', async () => {
    const iccid = await newEsim('topup-refuse-1');
    const price = await topUp(iccid, { clientRef: 'topup-refuse-price', expectedNet: 100_000 });
    expect([price.status, price.json.code, price.json.totalNet]).toEqual([409, 'PRICE_CHANGED', 110_000]);
    const foreign = await topUp(iccid, { clientRef: 'topup-refuse-th', packageId: 'th-topup-3gb' });
    expect([foreign.status, foreign.json.code]).toEqual([404, 'PACKAGE_NOT_FOUND']);
    await admin(simulator, { iccid, expire: true });
    const expired = await topUp(iccid, { clientRef: 'topup-refuse-expired' });
    expect([expired.status, expired.json.code]).toEqual([409, 'ESIM_NOT_TOPUPABLE']);
    const refundedIccid = await newEsim('topup-refuse-2');
    await esimAction(simulator, refundedIccid, { action: 'refund', body: { clientRef: 'topup-refuse-refund' } });
    const refunded = await topUp(refundedIccid, { clientRef: 'topup-refuse-refunded' });
    expect([refunded.status, refunded.json.code]).toEqual([409, 'ESIM_NOT_TOPUPABLE']);
  });
});

describe('eSIM refunds', () => {
  it("returns an unused eSIM's whole net, REFUNDED after; a retry answers the same refund", async () => {
    const iccid = await newEsim('refund-ok-1');
    const refund = await esimAction(simulator, iccid, { action: 'refund', body: { clientRef: 'refund-ok-ref' } });
    expect(refund.status).toBe(201);
    expect(ZEsimVendorRefund.parse(refund.json)).toMatchObject({ iccid, amount: 170_000, clientRef: 'refund-ok-ref' });
    expect((await usage(simulator, iccid)).json.status).toBe('REFUNDED');
    const again = await esimAction(simulator, iccid, { action: 'refund', body: { clientRef: 'refund-ok-ref' } });
    expect([again.status, again.json]).toEqual([200, refund.json]);
    const byRef = await call(simulator, 'GET', { path: `/esim/refunds/by-ref/refund-ok-ref?account=${ACCOUNT}` });
    expect(byRef.json).toEqual(refund.json);
    const none = await call(simulator, 'GET', { path: `/esim/refunds/by-ref/refund-never-1?account=${ACCOUNT}` });
    expect([none.status, none.json.code]).toEqual([404, 'REFUND_NOT_FOUND']);
    const other = await newEsim('refund-ok-2');
    const reused = await esimAction(simulator, other, { action: 'refund', body: { clientRef: 'refund-ok-ref' } });
    expect(reused.json.code).toBe('CLIENT_REF_REUSED');
  });

  it('refuses 409 ESIM_IN_USE once installed, finished or expired, and 404 for another account', async () => {
    const installed = await newEsim('refund-no-1');
    await admin(simulator, { iccid: installed });
    const inUse = await esimAction(simulator, installed, { action: 'refund', body: { clientRef: 'refund-no-ref-1' } });
    expect([inUse.status, inUse.json.code]).toEqual([409, 'ESIM_IN_USE']);
    const expired = await newEsim('refund-no-2');
    await admin(simulator, { iccid: expired, installed: false, expire: true });
    const late = await esimAction(simulator, expired, { action: 'refund', body: { clientRef: 'refund-no-ref-2' } });
    expect([late.status, late.json.code]).toEqual([409, 'ESIM_IN_USE']);
    const unused = await newEsim('refund-no-3');
    const foreign = await call(simulator, 'POST', {
      path: `/esim/esims/${unused}/refund`,
      body: { account: 'someone-else', clientRef: 'refund-no-ref-3' },
    });
    expect([foreign.status, foreign.json.code]).toEqual([404, 'ESIM_NOT_FOUND']);
    expect((await usage(simulator, unused)).json.status).toBe('NOT_ACTIVE');
  });
});
