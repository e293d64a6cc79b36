// The paid-change benchmark's runs: one agent alone to count the supplier calls of each request, the agents paying
// for changes on their own bookings at once (timed), and the agents accepting on the same booking at once.
import type { TBookingDetail, TPaidChangeResponse } from '@portal/contracts';
import type { BenchEnv } from './booking-bench-env.js';
import type { Timed } from './booking-flow-calls.js';
import { failureText } from './booking-flow-calls.js';
import { ms, spread } from './figures.js';
import {
  nextChange,
  planFor,
  versioned,
  type BookingPlan,
  type ChangeCall,
  type PaidCalls,
  type SeatClaims,
} from './paid-change-calls.js';
import type { Accepted } from './paid-change-checks.js';

const SEAT_MAP = 'seat map (GET)';
type Answer = Timed<TPaidChangeResponse>;

/** Quote then accept the change: both answers, and the accepted booking when DONE. */
async function quoteThenAccept(calls: PaidCalls, plan: BookingPlan, call: ChangeCall) {
  const sent = versioned(call, plan.booking);
  const quote = await calls.quote(plan.booking.id, sent);
  const quoted = quote.body?.quote;
  if (quote.status !== 200 || !quoted) return { quote, problem: `${call.action} quote ${failureText(quote)}` };
  const accept = await calls.accept(plan.booking.id, sent, quoted);
  if (accept.status !== 200 || accept.body.change?.status !== 'DONE')
    return {
      quote,
      accept,
      problem: `${call.action} accept ${failureText(accept)} ${accept.body.change?.status ?? ''}`,
    };
  plan.booking = accept.body.booking;
  return { quote, accept, total: quoted.total };
}

type AloneSample = { ms: number; calls: number; busyMs: number };
export type AloneRun = { calls: Map<string, number>; table(latencyMs: number): Record<string, string | number>[] };

/**
 * One agent alone on a Vietjet booking, `changes` changes in turn (bag → add-on → seat): each request's supplier calls
 * (counted) and its time beyond the supplier's (the wall time during which a supplier call was in flight, measured).
 */
export async function runAlone(env: BenchEnv, calls: PaidCalls, options: { booking: TBookingDetail; changes: number }) {
  const plan = await planFor(calls, options.booking);
  const samples = new Map<string, AloneSample[]>();
  const record = (step: string, taken: AloneSample) => samples.set(step, [...(samples.get(step) ?? []), taken]);
  const measured = async <T extends { ms: number }>(step: string, run: () => Promise<T>): Promise<T> => {
    const before = env.supplierClock();
    const answer = await run();
    const after = env.supplierClock();
    record(step, { ms: answer.ms, calls: after.calls - before.calls, busyMs: after.busyMs - before.busyMs });
    return answer;
  };
  for (let index = 0; index < options.changes; index += 1) {
    const before = env.supplierClock();
    const next = await nextChange(calls, plan, new Set());
    if (!next) throw new Error('alone: no change left');
    const after = env.supplierClock();
    if (next.mapMs !== undefined)
      record(SEAT_MAP, { ms: next.mapMs, calls: after.calls - before.calls, busyMs: after.busyMs - before.busyMs });
    const sent = versioned(next.call, plan.booking);
    const quote = await measured(`${next.call.action} quote`, () => calls.quote(plan.booking.id, sent));
    if (quote.status !== 200 || !quote.body.quote) throw new Error(`alone quote ${failureText(quote)}`);
    const accept = await measured(`${next.call.action} accept`, () =>
      calls.accept(plan.booking.id, sent, quote.body.quote!),
    );
    if (accept.status !== 200) throw new Error(`alone accept ${failureText(accept)}`);
    plan.booking = accept.body.booking;
  }
  return {
    calls: new Map([...samples].map(([step, values]) => [step, spread(values.map((value) => value.calls)).p50])),
    table: (latencyMs: number) =>
      [...samples.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([step, values]) => ({
          step,
          requests: values.length,
          'supplier calls': spread(values.map((value) => value.calls)).p50,
          'p50 ms': ms(spread(values.map((value) => value.ms)).p50),
          'p95 ms': ms(spread(values.map((value) => value.ms)).p95),
          'overhead p50 ms': ms(spread(values.map((value) => value.ms - value.calls * latencyMs)).p50),
          'beyond supplier wait p50 ms': ms(spread(values.map((value) => value.ms - value.busyMs)).p50),
        })),
  } satisfies AloneRun;
}

export type AgentRun = {
  done: number;
  seconds: number;
  /** How busy this process's one event loop was (API, simulator and agents share it): near 1 is CPU-bound here. */
  loopBusy: number;
  failures: string[];
  accepted: Accepted;
  table(calibration: Map<string, number>, latencyMs: number): Record<string, string | number>[];
};

/** Every agent makes `changes` paid changes on its own bookings (round-robin), all agents at once. */
export async function runAgents(agents: PaidCalls[], bookings: TBookingDetail[][], changes: number): Promise<AgentRun> {
  const plans = await Promise.all(
    agents.map((calls, index) => Promise.all(bookings[index]!.map((booking) => planFor(calls, booking)))),
  );
  const claims: SeatClaims = new Set();
  const samples = new Map<string, number[]>();
  const sample = (step: string, value: number) => samples.set(step, [...(samples.get(step) ?? []), value]);
  const accepted: Accepted = new Map();
  const failures: string[] = [];
  let done = 0;
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  await Promise.all(
    agents.map(async (calls, agent) => {
      const mine = plans[agent]!;
      for (let made = 0, tried = 0; made < changes && tried < changes * 3; tried += 1) {
        const plan = mine[tried % mine.length]!;
        const next = await nextChange(calls, plan, claims);
        if (next?.mapMs !== undefined) sample(SEAT_MAP, next.mapMs);
        if (!next) continue;
        const answer = await quoteThenAccept(calls, plan, next.call);
        sample(`${next.call.action} quote`, answer.quote.ms);
        if (answer.accept) sample(`${next.call.action} accept`, answer.accept.ms);
        made += 1;
        if (answer.total === undefined) {
          failures.push(answer.problem);
          continue;
        }
        done += 1;
        accepted.set(plan.booking.id, [...(accepted.get(plan.booking.id) ?? []), answer.total]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const loopBusy = performance.eventLoopUtilization(loopBefore).utilization;
  return {
    done,
    seconds,
    loopBusy,
    failures,
    accepted,
    table: (calibration, latencyMs) =>
      [...samples.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([step, values]) => {
          const latency = spread(values);
          const calls = calibration.get(step) ?? 0;
          const overhead = spread(values.map((value) => value - calls * latencyMs));
          return {
            step,
            requests: values.length,
            'supplier calls': calls,
            'p50 ms': ms(latency.p50),
            'p95 ms': ms(latency.p95),
            'p99 ms': ms(latency.p99),
            'overhead p50 ms': ms(overhead.p50),
            'overhead p95 ms': ms(overhead.p95),
            'overhead p99 ms': ms(overhead.p99),
          };
        }),
  };
}

export type ContentionRun = { statuses: Map<string, number>; accepted: Accepted; seconds: number };

const answerName = (answer: Answer) => {
  if (answer.status === 200) return answer.body.change?.status === 'DONE' ? '200' : `200 ${answer.body.change?.status}`;
  const body = answer.body as unknown as { details?: { reason?: string } } | undefined;
  return `${answer.status}${body?.details?.reason ? ` ${body.details.reason}` : ''}`;
};

/** Per booking, every agent quotes the same (lightest) bag for its first adult, then all accept at once. */
export async function runContention(agents: PaidCalls[], bookings: TBookingDetail[]): Promise<ContentionRun> {
  const statuses = new Map<string, number>();
  const accepted: Accepted = new Map();
  let busy = 0;
  for (const booking of bookings) {
    const plan = await planFor(agents[0]!, booking);
    const bag = plan.bags.get('ADT-1')![0]!;
    const call = versioned(
      { action: 'buy-luggage', body: { items: [{ paxId: 'ADT-1', flightKey: plan.flightKey, optionCode: bag.code }] } },
      booking,
    );
    const quotes = await Promise.all(agents.map((calls) => calls.quote(booking.id, call)));
    for (const quote of quotes)
      if (quote.status !== 200 || !quote.body.quote) throw new Error(`contention quote ${failureText(quote)}`);
    const started = performance.now();
    const answers = await Promise.all(
      agents.map((calls, index) => calls.accept(booking.id, call, quotes[index]!.body.quote!)),
    );
    busy += performance.now() - started;
    for (const [index, answer] of answers.entries()) {
      const name = answerName(answer);
      statuses.set(name, (statuses.get(name) ?? 0) + 1);
      if (name === '200')
        accepted.set(booking.id, [...(accepted.get(booking.id) ?? []), quotes[index]!.body.quote!.total]);
    }
  }
  return { statuses, accepted, seconds: busy / 1000 };
}
