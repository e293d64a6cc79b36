// Benchmark: the eSIM vendor of the simulator on its own, with no injected latency, over HTTP. p50/p95 of the catalogue
// read (a few hundred packages in one answer) and of orders (1–3 lines of 1–3 units) sent by N concurrent clients, and
// orders/s — once in memory and once with a data folder (esim.json rewritten after every order). Prints figures; not a test.
// Run: node --import tsx bench/esim-vendor.bench.ts   (BENCH_CLIENTS, BENCH_ORDERS, BENCH_READS)
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TEsimVendorPackage } from '@portal/contracts';
import { ESIM_STATE_FILE, startSimulator } from '@portal/supplier-sim';
import { ms, spread } from './support/figures.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const READS = Number(process.env.BENCH_READS ?? 200);

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** A deterministic draw so both runs send the same orders. */
function drawer(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

async function run(label: string, dataDir?: string) {
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    faults: { ESH: { latencyMs: [0, 0] } },
  });
  const readMs: number[] = [];
  let packages: TEsimVendorPackage[] = [];
  let bytes = 0;
  for (let index = 0; index < READS; index++) {
    const { value, ms: took } = await timed(async () => {
      const text = await (await fetch(`${simulator.url}/esim/packages?account=bench&kind=base`)).text();
      return { text, json: JSON.parse(text) as { packages: TEsimVendorPackage[] } };
    });
    if (index >= 5) readMs.push(took);
    packages = value.json.packages;
    bytes = value.text.length;
  }
  const draw = drawer(17);
  const orderMs: number[] = [];
  let sent = 0;
  let created = 0;
  let other = 0;
  let esims = 0;
  async function worker(client: number) {
    while (sent < ORDERS) {
      const serial = sent++;
      const lines = Array.from({ length: 1 + draw(3) }, () => {
        const pack = packages[draw(packages.length)]!;
        return { pack, quantity: 1 + draw(3) };
      });
      const body = {
        account: `agency-${client}`,
        clientRef: `bench-${dataDir ? 'disk' : 'memory'}-${serial}`,
        lines: lines.map((line) => ({ packageId: line.pack.id, quantity: line.quantity })),
        expectedNet: lines.reduce((sum, line) => sum + line.pack.netPrice * line.quantity, 0),
      };
      const { value, ms: took } = await timed(() =>
        fetch(`${simulator.url}/esim/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (response) => ({
          status: response.status,
          json: (await response.json()) as { esims?: unknown[] },
        })),
      );
      orderMs.push(took);
      if (value.status === 201) {
        created++;
        esims += value.json.esims?.length ?? 0;
      } else other++;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => worker(client)));
  const seconds = (performance.now() - started) / 1000;
  await simulator.close();
  const reads = spread(readMs);
  const orders = spread(orderMs);
  const size = dataDir
    ? ` (${ESIM_STATE_FILE} ${(statSync(join(dataDir, ESIM_STATE_FILE)).size / 1e6).toFixed(1)} MB at the end)`
    : '';
  console.log(
    `[${label}] catalogue read n=${readMs.length} (${packages.length} packages, ${(bytes / 1024).toFixed(0)} KB)  ` +
      `p50 ${ms(reads.p50)} ms  p95 ${ms(reads.p95)} ms  max ${ms(reads.max)} ms`,
  );
  console.log(
    `[${label}] orders: ${CLIENTS} clients, ${sent} orders in ${seconds.toFixed(2)} s = ${Math.round(sent / seconds)} orders/s ` +
      `(${esims} eSIMs); created ${created}, other ${other}; answer p50 ${ms(orders.p50)} ms  p95 ${ms(orders.p95)} ms  ` +
      `max ${ms(orders.max)} ms${size}`,
  );
}

await run('memory');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-esim-'));
try {
  await run('data folder', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
