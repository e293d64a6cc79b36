// The HTTP surface: health, airports, fare rules, bad requests, fault administration.
import { ZFaultsConfig, ZSupplierFareRulesResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LATENCY_MS, startSimulator, type TRunningSimulator } from '../src/index.js';
import { request, startTestSimulator } from './support.js';

let simulator: TRunningSimulator;
beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterAll(() => simulator.close());

describe('service endpoints', () => {
  it('answers health', async () => {
    expect(await request(simulator, 'GET', '/health')).toEqual({ status: 200, json: { status: 'ok' } });
  });

  it('lists the airports with Vietnamese and English names and zones', async () => {
    const response = await fetch(`${simulator.url}/airports`);
    const airports = (await response.json()) as Array<{
      code: string;
      city: { vi: string };
      timeZone: string;
      isDomestic: boolean;
    }>;
    expect(airports.length).toBeGreaterThanOrEqual(62);
    expect(airports.find((airport) => airport.code === 'HAN')).toMatchObject({
      city: { vi: 'Hà Nội', en: 'Hanoi' },
      timeZone: 'Asia/Ho_Chi_Minh',
      isDomestic: true,
    });
    expect(airports.find((airport) => airport.code === 'SYD')).toMatchObject({
      timeZone: 'Australia/Sydney',
      isDomestic: false,
    });
  });

  it('answers unknown paths with 404 JSON', async () => {
    const { status, json } = await request(simulator, 'GET', '/nowhere');
    expect(status).toBe(404);
    expect(json.error).toBe('NOT_FOUND');
  });
});

describe('fare rules', () => {
  async function rules(system: string, airline: string, fareClass: string) {
    const { status, json } = await request(
      simulator,
      'GET',
      `/systems/${system}/fare-rules?airline=${airline}&fareClass=${encodeURIComponent(fareClass)}`,
    );
    return { status, body: status === 200 ? ZSupplierFareRulesResponse.parse(json) : undefined, json };
  }
  const section = (body: Awaited<ReturnType<typeof rules>>['body'], title: string) =>
    body?.sections.find((candidate) => candidate.title.en === title)?.text;

  it('VJ Eco is not refundable, in Vietnamese and English', async () => {
    const { status, body } = await rules('VJ', 'VJ', 'Eco');
    expect(status).toBe(200);
    expect(body).toMatchObject({ airline: 'VJ', fareClass: 'Eco' });
    expect(body?.sections.map((candidate) => candidate.title.en)).toEqual([
      'Fare',
      'Changes',
      'Refunds',
      'Baggage',
      'No-show',
    ]);
    expect(section(body, 'Refunds')?.vi).toMatch(/^Không hoàn vé/);
    expect(section(body, 'Refunds')?.en).toMatch(/^Non-refundable/);
    expect(section(body, 'Baggage')?.vi).toContain('7 kg xách tay');
  });

  it('VJ SkyBoss changes are free', async () => {
    const { body } = await rules('VJ', 'VJ', 'skyboss');
    expect(body?.fareClass).toBe('SkyBoss');
    expect(section(body, 'Changes')?.vi).toMatch(/^Miễn phí đổi/);
    expect(section(body, 'Changes')?.en).toMatch(/^Free changes/);
    expect(section(body, 'Baggage')?.en).toContain('30 kg checked');
  });

  it('depends on the VN booking class: G no changes, M free changes, L change fee', async () => {
    expect(section((await rules('VN', 'VN', 'G')).body, 'Changes')?.vi).toMatch(/^Không được đổi/);
    expect(section((await rules('VN', 'VN', 'M')).body, 'Changes')?.vi).toMatch(/^Miễn phí đổi/);
    expect(section((await rules('VN', 'VN', 'L')).body, 'Changes')?.vi).toContain('360.000 ₫');
  });

  it('answers QH and VU families and foreign carriers on a GDS', async () => {
    expect((await rules('QH', 'QH', 'EM')).body?.sections[0]?.text.en).toContain('ECONOMYSAVER');
    expect((await rules('VU', 'VU', 'PE')).body?.sections[0]?.text.vi).toContain('PREMIUM ECONOMY');
    expect((await rules('1A', 'SQ', 'Y')).status).toBe(200);
    expect((await rules('1A', 'VN', 'J')).status).toBe(200);
  });

  it('answers 404 JSON for classes, airlines or systems it does not know, 400 without the query', async () => {
    expect((await rules('VN', 'VN', 'X')).status).toBe(404);
    expect((await rules('VJ', 'VN', 'Y')).status).toBe(404);
    expect((await rules('1B', 'TG', 'Y')).status).toBe(404);
    const unknown = await rules('ZZ', 'VN', 'Y');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('NOT_FOUND');
    const missing = await request(simulator, 'GET', '/systems/VN/fare-rules?airline=VN');
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual([{ field: 'fareClass', message: 'Required' }]);
  });
});

describe('bad search requests', () => {
  const valid = { legs: [{ from: 'HAN', to: 'SGN', date: '2026-12-15' }], pax: { adt: 1, chd: 0, inf: 0 } };

  it('answers 404 for an unknown system', async () => {
    const { status, json } = await request(simulator, 'POST', '/systems/XX/search', valid);
    expect(status).toBe(404);
    expect(json.error).toBe('NOT_FOUND');
  });

  it.each([
    [{ ...valid, legs: [] }, 'legs'],
    [{ ...valid, legs: [{ from: 'HAN', date: '2026-12-15' }] }, 'legs.0.to'],
    [{ ...valid, pax: { adt: '1', chd: 0, inf: 0 } }, 'pax.adt'],
    [{ legs: valid.legs }, 'pax'],
    [{ ...valid, legs: [{ from: 'HAN', to: 'SGN', date: '15/12/2026' }] }, 'legs.0.date'],
    [{ ...valid, legs: [{ from: 'HAN', to: 'SGN', date: '2026-02-30' }] }, 'legs.0.date'],
    [{ ...valid, pax: { adt: 1, chd: 0, inf: 2 } }, 'pax.inf'],
    [{ ...valid, pax: { adt: 0, chd: 1, inf: 0 } }, 'pax.adt'],
  ])('answers 400 naming the field (%#)', async (body, field) => {
    const { status, json } = await request(simulator, 'POST', '/systems/VN/search', body);
    expect(status).toBe(400);
    expect(json.error).toBe('BAD_REQUEST');
    expect((json.fields as Array<{ field: string }>).map((issue) => issue.field)).toContain(field);
    expect(json.message).toContain(field);
  });

  it('answers 400 naming the body for malformed JSON', async () => {
    const { status, json } = await request(simulator, 'POST', '/systems/VN/search', '{"legs": [');
    expect(status).toBe(400);
    expect((json.fields as Array<{ field: string }>)[0]?.field).toBe('body');
  });
});

describe('fault administration', () => {
  it('answers the defaults for every system: latencies from a few hundred ms to about 1.5 s, no failures', async () => {
    const fresh = await startSimulator({ port: 0 });
    try {
      const { json } = await request(fresh, 'GET', '/admin/faults');
      const faults = ZFaultsConfig.parse(json);
      for (const [system, latency] of Object.entries(DEFAULT_LATENCY_MS))
        expect(faults[system as keyof typeof faults]).toEqual({ latencyMs: latency, errorRate: 0, timeoutRate: 0 });
      expect(new Set(Object.values(DEFAULT_LATENCY_MS).map((latency) => latency.join())).size).toBe(7);
      expect(Math.min(...Object.values(DEFAULT_LATENCY_MS).map(([min]) => min))).toBeGreaterThanOrEqual(100);
      expect(Math.max(...Object.values(DEFAULT_LATENCY_MS).map(([, max]) => max))).toBeLessThanOrEqual(1500);
    } finally {
      await fresh.close();
    }
  });

  it('merges a PUT into the current settings', async () => {
    const put = await request(simulator, 'PUT', '/admin/faults', { VJ: { errorRate: 0.25 } });
    expect(put.status).toBe(200);
    const faults = ZFaultsConfig.parse((await request(simulator, 'GET', '/admin/faults')).json);
    expect(faults.VJ).toEqual({ latencyMs: [0, 0], errorRate: 0.25, timeoutRate: 0 });
    expect(faults.VN).toEqual({ latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 });
    await request(simulator, 'PUT', '/admin/faults', { VJ: { errorRate: 0 } });
  });

  it('refuses a bad PUT naming the field', async () => {
    const rate = await request(simulator, 'PUT', '/admin/faults', { VJ: { errorRate: 2 } });
    expect(rate.status).toBe(400);
    expect((rate.json.fields as Array<{ field: string }>)[0]?.field).toBe('VJ.errorRate');
    const system = await request(simulator, 'PUT', '/admin/faults', { XX: { errorRate: 0 } });
    expect(system.status).toBe(400);
  });
});
