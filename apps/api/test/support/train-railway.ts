// The railway of the train money tests: the real simulator over HTTP through the portal's railway gateway (amounts in
// VND), counted per call, with the simulator's own faults to lose replies after acting and a switch that drops a call
// before it reaches the railway (an answer that never came for a request the railway never saw).
import { randomUUID } from 'node:crypto';
import { startSimulator } from '@portal/supplier-sim';
import type { TRailwayBooking, TRailwaySeatLock } from '@portal/contracts';
import { createRailwayGateway } from '../../src/modules/suppliers/suppliers.module.js';
import type { RailwayGateway } from '../../src/modules/suppliers/railway/railway-gateway.js';
import type { TrainMoneyRailway } from '../../src/modules/trains/tickets/train-ledger.js';

export const RAIL_ACCOUNT = 'TESTVNR';
const SYSTEM = 'VNR' as const;
const OPTIONS = { deadlineMs: 5_000 };
type DroppableCall = 'pay' | 'refund' | 'change';
const lost = { ok: false, kind: 'unknown', reason: 'timeout', message: 'the railway did not answer in time' } as const;

/** A running simulator and the gateway to its railway, both on the test's clock. */
export async function startTrainRailway(clock: { now(): Date }) {
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    faults: { VNR: { latencyMs: [0, 0] } },
    now: () => clock.now(),
  });
  const gateway: RailwayGateway = createRailwayGateway({ suppliersUrl: simulator.url });
  const calls: Record<string, number> = {};
  const dropped = new Set<DroppableCall>();
  const counted = <K extends keyof TrainMoneyRailway>(name: K): TrainMoneyRailway[K] =>
    (async (...args: Parameters<TrainMoneyRailway[K]>) => {
      calls[name] = (calls[name] ?? 0) + 1;
      if (dropped.has(name as DroppableCall)) return lost;
      return (gateway[name] as (...inner: typeof args) => ReturnType<TrainMoneyRailway[K]>)(...args);
    }) as TrainMoneyRailway[K];
  const railway: TrainMoneyRailway = {
    retrieve: counted('retrieve'),
    pay: counted('pay'),
    refundQuote: counted('refundQuote'),
    refund: counted('refund'),
    changeQuote: counted('changeQuote'),
    change: counted('change'),
  };

  /** Every later call of this kind is lost before it reaches the railway (until `undrop`). */
  const drop = (call: DroppableCall) => dropped.add(call);
  const undrop = (call: DroppableCall) => dropped.delete(call);
  /** The simulator answers, acts and then loses the reply of these (1) or answers them (0). */
  const loseReplies = (rates: { pay?: number; refund?: number; change?: number }) =>
    simulator.setFaults({
      VNR: {
        ...(rates.pay === undefined ? {} : { issueReplyLostRate: rates.pay }),
        ...(rates.refund === undefined ? {} : { refundReplyLostRate: rates.refund }),
        ...(rates.change === undefined ? {} : { paidChangeReplyLostRate: rates.change }),
      },
    });

  /** Free regular seats of a seat type on the first run from → to on the day `days` ahead that has enough of them. */
  async function lockSeats(options: {
    count: number;
    days: number;
    from?: string;
    to?: string;
  }): Promise<TRailwaySeatLock[]> {
    const { from = 'HNO', to = 'DNA' } = options;
    const day = new Date(clock.now().getTime() + options.days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
    const search = await gateway.search(SYSTEM, { account: RAIL_ACCOUNT, from, to, departDate: day }, OPTIONS);
    if (!search.ok) throw new Error(`railway search: ${search.message}`);
    for (const run of search.value) {
      for (const carriage of run.carriages.filter((candidate) => candidate.seatsLeft >= options.count)) {
        const map = await gateway.seatMap(
          SYSTEM,
          { account: RAIL_ACCOUNT, runId: run.runId, carriageNo: carriage.carriageNo, from, to },
          OPTIONS,
        );
        if (!map.ok) continue;
        const free = map.value.seats.filter((seat) => seat.status === 3 && !seat.isExtra).slice(0, options.count);
        if (free.length < options.count) continue;
        const locks: TRailwaySeatLock[] = [];
        for (const seat of free) {
          const locked = await gateway.lock(
            SYSTEM,
            { account: RAIL_ACCOUNT, runId: run.runId, from, to, seatId: seat.seatId },
            OPTIONS,
          );
          if (!locked.ok) throw new Error(`railway lock: ${locked.message}`);
          locks.push(locked.value);
        }
        return locks;
      }
    }
    throw new Error(`no run ${from} → ${to} on ${day} with ${options.count} free seats in one carriage`);
  }

  /** A railway booking held over `count` locked seats (adults), as the hold makes it. */
  async function holdSeats(options: { count: number; days: number }): Promise<TRailwayBooking> {
    const locks = await lockSeats(options);
    const booked = await gateway.book(
      SYSTEM,
      {
        account: RAIL_ACCOUNT,
        clientRef: randomUUID(),
        tickets: locks.map((lock, index) => ({
          ticketId: lock.ticketId,
          passenger: { fullName: `Hành Khách ${index + 1}`, idNumber: `00119001234${index}`, passengerType: 1 },
        })),
        buyer: { fullName: 'Nguyễn Văn Mua', email: 'mua@example.vn', mobile: '0912345678' },
      },
      OPTIONS,
    );
    if (!booked.ok) throw new Error(`railway booking: ${booked.message}`);
    return booked.value;
  }

  return {
    simulator,
    gateway,
    railway,
    calls,
    drop,
    undrop,
    loseReplies,
    lockSeats,
    holdSeats,
    close: () => simulator.close(),
  };
}

export type TrainRailway = Awaited<ReturnType<typeof startTrainRailway>>;
