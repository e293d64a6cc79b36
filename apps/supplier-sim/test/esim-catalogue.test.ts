// The eSIM vendor's catalogue: its size and shape against the protocol, Japan's 5 GB 7 days at its known price, every
// destination covered, top-ups per coverage; and the Luhn helper that checks every ICCID.
import { ESIM_COUNTRIES, ZEsimPackagesResponse, type TEsimVendorPackage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { isLuhnValid, luhnCheckDigit, withLuhn } from '../src/esim/luhn.js';
import { ACCOUNT, call, esimClock, startEsimSimulator } from './esim-support.js';

let simulator: TRunningSimulator;
let base: TEsimVendorPackage[];
let topUps: TEsimVendorPackage[];

beforeAll(async () => {
  simulator = await startEsimSimulator(esimClock());
  const read = async (kind: string) => {
    const answer = await call(simulator, 'GET', { path: `/esim/packages?account=${ACCOUNT}&kind=${kind}` });
    expect(answer.status).toBe(200);
    return ZEsimPackagesResponse.parse(answer.json).packages;
  };
  base = await read('base');
  topUps = await read('topup');
});
afterAll(() => simulator.close());

describe('eSIM catalogue', () => {
  it('lists a few hundred base packages, all parsing, with unique ids and whole-1,000 VND prices', () => {
    expect(base.length).toBeGreaterThanOrEqual(300);
    expect(base.every((entry) => entry.kind === 'base')).toBe(true);
    const all = [...base, ...topUps];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    for (const entry of all) {
      expect(entry.netPrice % 1000).toBe(0);
      expect(entry.retailPrice).toBeGreaterThan(entry.netPrice);
      expect(entry.dataMb === null).toBe(entry.fairUseMbPerDay !== null);
    }
  });

  it('has Japan 5 GB for 7 days at about 170,000 net and 250,000 retail, on Docomo, SoftBank and au', () => {
    const japan = base.find((entry) => entry.id === 'jp-5gb-7d');
    expect(japan).toMatchObject({ name: 'Japan 5GB 7 Days', dataMb: 5120, validityDays: 7, apn: 'esimhub' });
    expect(japan?.netPrice).toBe(170_000);
    expect(japan?.retailPrice).toBe(250_000);
    expect(japan?.coverage).toEqual({ type: 'country', code: 'JP', countries: ['JP'], region: 'ASIA' });
    expect(japan?.networks[0]?.operators).toEqual(['NTT Docomo', 'SoftBank', 'KDDI au']);
    expect(base.find((entry) => entry.id === 'jp-unl-5d')).toMatchObject({ dataMb: null, fairUseMbPerDay: 2048 });
  });

  it('covers every destination country with its own ladder, and the regions and the world dearer', () => {
    for (const country of ESIM_COUNTRIES) {
      const own = base.filter((entry) => entry.coverage.type === 'country' && entry.coverage.code === country.code);
      expect(own.length, country.code).toBeGreaterThanOrEqual(5);
      const region = base.some(
        (entry) => entry.coverage.type === 'region' && entry.coverage.countries.includes(country.code),
      );
      expect(region, country.code).toBe(true);
    }
    const net = (id: string) => base.find((entry) => entry.id === id)?.netPrice ?? 0;
    expect(net('asia-10gb-15d')).toBeGreaterThan(net('jp-10gb-15d'));
    expect(net('global-3gb-7d')).toBeGreaterThan(net('asia-3gb-7d'));
    const world = base.find((entry) => entry.id === 'global-3gb-7d');
    expect(world?.coverage.countries).toHaveLength(ESIM_COUNTRIES.length);
  });

  it('carries minutes and SMS on a few packages only, hotspot on most', () => {
    const withVoice = base.filter((entry) => entry.voiceMinutes !== null);
    expect(withVoice.length).toBeGreaterThan(0);
    expect(withVoice.length).toBeLessThan(base.length / 10);
    expect(base.filter((entry) => entry.hotspot).length).toBeGreaterThan(base.length * 0.9);
  });

  it('sells +1, +3 and +5 GB top-ups for 7 days for each country and region', () => {
    expect(topUps.map((entry) => entry.id)).toEqual(expect.arrayContaining(['jp-topup-3gb', 'asia-topup-1gb']));
    const codes = new Set(base.map((entry) => entry.coverage.code));
    for (const code of codes) {
      const own = topUps.filter((entry) => entry.coverage.code === code);
      expect(own.map((entry) => entry.dataMb)).toEqual([1024, 3072, 5120]);
      expect(own.every((entry) => entry.validityDays === 7)).toBe(true);
    }
  });

  it('refuses a catalogue read without an account, naming the field', async () => {
    const answer = await call(simulator, 'GET', { path: '/esim/packages?kind=base' });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('account');
  });
});

describe('Luhn check digit', () => {
  it('computes known check digits and rejects a changed digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    const iccid = withLuhn('898407000000000012');
    expect(iccid).toHaveLength(19);
    expect(isLuhnValid(iccid)).toBe(true);
    for (let index = 0; index < iccid.length; index++) {
      const changed = `${iccid.slice(0, index)}${(Number(iccid[index]) + 1) % 10}${iccid.slice(index + 1)}`;
      expect(isLuhnValid(changed), changed).toBe(false);
    }
  });
});
