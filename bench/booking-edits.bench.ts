// Benchmark: our overhead per booking edit beyond the supplier's own time, p50/p95, with the simulator at a fixed latency:
// the edit menu, then each edit on held two-adult Vietnam Airlines bookings over real HTTP, version after version (an
// infant quoted and accepted, a split last). Prints figures.
// Run: npm run bench:edits                                    (PGlite)
//      BENCH_DB=postgres TEST_DATABASE_URL=postgres://… npm run bench:edits   (BENCH_DB=both for both)
//      BENCH_RUNS (30) bookings, BENCH_LATENCY_MS (50).
import { randomUUID } from 'node:crypto';
import type { TBookingDetail, TFlightSelection } from '@portal/contracts';
import { startBenchEnv, type BenchEnv, type DatabaseChoice } from './support/booking-bench-env.js';
import { bookingCalls, failureText, searchOneWay, vietnamDay, type Timed } from './support/booking-flow-calls.js';
import { ms, spread } from './support/figures.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const AGENT = 'f2.admin';

type Headers = Record<string, string>;
type Sample = { ms: number; calls: number; busyMs: number };

/**
 * One edit as an agent's form sends it: its path under /edits and its body (expectedVersion added per call). A priced
 * one is timed twice: its quote, then the accept of the quoted total.
 */
type EditStep = {
  name: string;
  path: string;
  body: (booking: TBookingDetail) => Record<string, unknown>;
  isPriced?: boolean;
};

const firstAdult = (booking: TBookingDetail) => booking.passengers.find((passenger) => passenger.type === 'ADT')!.paxId;
const firstFlight = (booking: TBookingDetail) => booking.routes[0]!.offerId;

const EDITS: readonly EditStep[] = [
  { name: 'add-remark', path: 'add-remark', body: () => ({ kind: 'GENERAL', text: 'Khách đi công tác' }) },
  { name: 'add-osi', path: 'add-osi', body: () => ({ carrier: 'VN', text: 'CTCM 84912345678' }) },
  {
    name: 'add-services (WCHR)',
    path: 'add-services',
    body: (booking) => ({ paxIds: [firstAdult(booking)], code: 'WCHR', flightKeys: [firstFlight(booking)] }),
  },
  { name: 'add-sk (VIP)', path: 'add-sk', body: () => ({ keyword: 'VIP', text: 'Giam doc' }) },
  { name: 'edit-phone', path: 'edit-phone', body: () => ({ phone: '0987654321' }) },
  {
    name: 'change-loyalty',
    path: 'change-loyalty',
    body: (booking) => ({ paxId: firstAdult(booking), loyalty: [{ airline: 'VN', number: '9001234567' }] }),
  },
  {
    name: 'add-infant',
    path: 'add-infant',
    isPriced: true,
    body: (booking) => ({
      adultId: firstAdult(booking),
      title: 'MISS',
      lastName: 'Trần',
      firstName: 'Bé Na',
      birthDate: infantBirthDate(booking),
    }),
  },
  { name: 'split-passenger (ADT-2)', path: 'split-passenger', body: () => ({ paxIds: ['ADT-2'] }) },
];

/** A birth date six months before the first flight, dd/MM/yyyy. */
function infantBirthDate(booking: TBookingDetail): string {
  const departs = new Date(booking.routes[0]!.segments[0]!.departDateTime);
  departs.setUTCMonth(departs.getUTCMonth() - 6);
  return departs.toISOString().slice(0, 10).split('-').reverse().join('/');
}

const STEPS = [
  'menu (GET)',
  ...EDITS.flatMap((edit) => (edit.isPriced ? [`${edit.name} quote`, `${edit.name} accept`] : [edit.name])),
];

async function call<T>(
  base: string,
  request: { auth: Headers; path: string; body?: object; key?: string },
): Promise<Timed<T>> {
  const started = performance.now();
  const response = await fetch(`${base}${request.path}`, {
    method: request.body ? 'POST' : 'GET',
    headers: {
      ...request.auth,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...(request.key ? { 'idempotency-key': request.key } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Vietnam Airlines fares (every edit measured here is open on VN), two seats each, a month out. */
async function vietnamAirlinesFares(base: string, auth: Headers, needed: number): Promise<TFlightSelection[]> {
  const fares: TFlightSelection[] = [];
  for (let day = 30; fares.length < needed && day < 90; day += 1) {
    const departDate = vietnamDay(day);
    for (const offer of await searchOneWay(base, auth, departDate)) {
      if (offer.system !== 'VN' || offer.numberOfStop !== 0 || offer.combineSegment) continue;
      for (const fare of offer.fares) {
        for (let seat = 2; seat < fare.seatAvailable && fares.length < needed; seat += 2)
          fares.push({ offerId: offer.id, fareClass: fare.fareClass, leg: { from: 'HAN', to: 'SGN', departDate } });
      }
    }
  }
  if (fares.length < needed) throw new Error(`only ${fares.length} VN seats found, ${needed} needed`);
  return fares;
}

async function timedSample<T>(
  env: BenchEnv,
  run: () => Promise<Timed<T>>,
): Promise<{ answer: Timed<T>; sample: Sample }> {
  const before = env.supplierClock();
  const answer = await run();
  const after = env.supplierClock();
  return { answer, sample: { ms: answer.ms, calls: after.calls - before.calls, busyMs: after.busyMs - before.busyMs } };
}

type Row = { step: string; samples: Sample[]; skipped?: string };

async function editOneBooking(env: BenchEnv, auth: Headers, booking: TBookingDetail, rows: Map<string, Row>) {
  const path = `/api/bookings/${booking.id}/edits`;
  const menu = await timedSample(env, () => call<{ version: number }>(env.base, { auth, path }));
  if (menu.answer.status !== 200) throw new Error(`menu: ${failureText(menu.answer)}`);
  rows.get('menu (GET)')!.samples.push(menu.sample);
  let current = booking;
  let version = menu.answer.body.version;
  for (const edit of EDITS) {
    const row = rows.get(edit.isPriced ? `${edit.name} quote` : edit.name)!;
    if (row.skipped) continue;
    const body = { ...edit.body(current), expectedVersion: version };
    const send = (sent: Record<string, unknown>) =>
      timedSample(env, () =>
        call<{ booking: TBookingDetail; quote?: { totalAfter: number } }>(env.base, {
          auth,
          path: `${path}/${edit.path}`,
          body: sent,
          key: randomUUID(),
        }),
      );
    let sent = await send(body);
    if (sent.answer.status === 404) {
      row.skipped = 'not served by this build';
      continue;
    }
    if (sent.answer.status !== 200) throw new Error(`${edit.name}: ${failureText(sent.answer)}`);
    row.samples.push(sent.sample);
    if (edit.isPriced) {
      const quote = sent.answer.body.quote;
      if (!quote) throw new Error(`${edit.name}: no quote`);
      sent = await send({ ...body, acceptTotal: quote.totalAfter });
      if (sent.answer.status !== 200) throw new Error(`${edit.name} accept: ${failureText(sent.answer)}`);
      rows.get(`${edit.name} accept`)!.samples.push(sent.sample);
    }
    current = sent.answer.body.booking;
    version = current.version;
  }
}

async function runOn(choice: DatabaseChoice) {
  const env = await startBenchEnv(choice, LATENCY_MS);
  try {
    const auth = await env.signIn(AGENT);
    await env.fund(await env.agencyIdOf('HOASEN'), 10_000_000_000);
    const fares = await vietnamAirlinesFares(env.base, auth, RUNS + 1);
    const calls = bookingCalls(env.base, auth);
    const rows = new Map<string, Row>(STEPS.map((step) => [step, { step, samples: [] }]));
    for (const [index, fare] of fares.entries()) {
      const priced = await calls.priceCheck(fare, 2);
      if (priced.status !== 200 || priced.body.newTotal === null) throw new Error(`price check ${failureText(priced)}`);
      const held = await calls.hold(fare, priced.body.newTotal, { adults: 2 });
      const booking = held.body.bookings?.[0];
      if (held.status !== 201 || booking?.status !== 'HOLD') throw new Error(`hold ${failureText(held)}`);
      const detail = await call<TBookingDetail>(env.base, { auth, path: `/api/bookings/${booking.id}` });
      // The first booking warms every path up and is not counted.
      const counted = index === 0 ? new Map([...rows].map(([step, row]) => [step, { ...row, samples: [] }])) : rows;
      await editOneBooking(env, auth, detail.body, counted);
      if (index === 0) for (const [step, row] of counted) if (row.skipped) rows.get(step)!.skipped = row.skipped;
    }
    return { label: env.label, rows: [...rows.values()] };
  } finally {
    await env.close();
  }
}

function print(result: Awaited<ReturnType<typeof runOn>>): void {
  console.log(
    `\n== ${result.label}: ${AGENT}, held two-adult VN bookings, simulator at ${LATENCY_MS} ms per supplier call ==`,
  );
  console.log(`${RUNS} bookings (after one warm-up); overhead = latency − ${LATENCY_MS} ms × supplier calls:`);
  console.table(
    result.rows.map((row) => {
      if (row.skipped) return { step: row.step, note: row.skipped };
      const latency = spread(row.samples.map((sample) => sample.ms));
      const overhead = spread(
        row.samples.map((sample) => sample.ms - Math.round(sample.busyMs / LATENCY_MS) * LATENCY_MS),
      );
      return {
        step: row.step,
        'supplier calls': spread(row.samples.map((sample) => sample.calls)).p50,
        'p50 ms': ms(latency.p50),
        'p95 ms': ms(latency.p95),
        'overhead p50 ms': ms(overhead.p50),
        'overhead p95 ms': ms(overhead.p95),
        'beyond supplier wait p50 ms': ms(spread(row.samples.map((sample) => sample.ms - sample.busyMs)).p50),
      };
    }),
  );
}

const kind = process.env.BENCH_DB ?? (process.argv.includes('--postgres') ? 'postgres' : 'pglite');
const choices: DatabaseChoice[] = [];
if (kind === 'pglite' || kind === 'both') choices.push({ kind: 'pglite' });
if (kind === 'postgres' || kind === 'both') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('BENCH_DB=postgres needs TEST_DATABASE_URL (a server where a scratch database may be made)');
  choices.push({ kind: 'postgres', adminUrl });
}
for (const choice of choices) print(await runOn(choice));
