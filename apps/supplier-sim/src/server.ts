// Builds the simulator's Fastify app with its own state (faults, seats, bookings) and starts it on a port; with a data
// folder, the bookings and seats are read from it at start and written back after every change.
import { setMaxListeners } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFaultState, type TFaultsPatch } from './faults.js';
import { registerBookingRoutes } from './booking-routes.js';
import { registerEditRoutes } from './edits/edit-routes.js';
import { registerPaidRoutes } from './paid/paid-routes.js';
import { createBookingStore } from './booking-store.js';
import { DEFAULT_TICKET_PREFIXES } from './booking-policy.js';
import { badRequest, registerRoutes } from './routes.js';
import { createSeatInventory, type TSeatInventory } from './seats.js';
import { openStateFile } from './persistence.js';
import { openRailwayFile } from './railway/railway-persistence.js';
import { registerRailwayRoutes } from './railway/railway-routes.js';
import { createRailwayState } from './railway/railway-state.js';
import { groupedSaver, openEsimFile } from './esim/esim-persistence.js';
import { registerEsimRoutes } from './esim/esim-routes.js';
import { registerBankRoutes } from './bank/bank-routes.js';
import { createEsimState } from './esim/esim-state.js';

export type TSimulatorOptions = {
  port?: number;
  host?: string;
  /** Latency and failures per system, merged over the defaults. */
  faults?: TFaultsPatch;
  /** The clock searches and bookings read (days to departure, sales closing, time limits, void windows); default: the real one. */
  now?: () => Date;
  /** Draws for faults and latency only; schedules and fares never use it. Default Math.random. */
  random?: () => number;
  logger?: boolean;
  /** Airline → 3-digit ticket number prefix, over the defaults (VN 738, VJ 978, QH 926, VU 964…). */
  ticketPrefixes?: Record<string, string>;
  /** Where bookings, quotes and seats taken are kept (state.json) so a restart forgets nothing; unset: in memory only. */
  dataDir?: string;
};

export type TSimulator = {
  app: FastifyInstance;
  seats: TSeatInventory;
  setFaults(faults: TFaultsPatch): void;
};

export function createSimulator(options: TSimulatorOptions = {}): TSimulator {
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const faults = createFaultState(options.faults, options.random ?? Math.random);
  const stateFile = options.dataDir ? openStateFile(options.dataDir) : undefined;
  const saved = stateFile?.load();
  const store = createBookingStore(saved?.store);
  const inventory = createSeatInventory(saved?.seatsTaken);
  const persist = stateFile ? () => stateFile.save(store, inventory) : () => {};
  // Seats changed from outside (tests taking the last seats) are saved like the bookings' own changes.
  const seats: TSeatInventory = {
    ...inventory,
    decrement: (...args) => after(inventory.decrement(...args)),
    release: (...args) => after(inventory.release(...args)),
    reset: () => after(inventory.reset()),
  };
  function after<T>(result: T): T {
    persist();
    return result;
  }
  const closing = new AbortController();
  // Every request in flight listens for the close (fault-gate.ts) and stops listening when it ends: many at once is normal.
  setMaxListeners(0, closing.signal);
  // Held and delayed requests let go at once, so close() never waits for them.
  app.addHook('preClose', async () => closing.abort());

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    if (error.statusCode === 400) return badRequest(reply, [{ field: 'body', message: error.message }]);
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send({ error: 'BAD_REQUEST', message: error.message });
    app.log.error(error);
    return reply.code(500).send({ error: 'INTERNAL', message: 'Internal simulator error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` }),
  );

  const now = options.now ?? (() => new Date());
  registerRoutes(app, { faults, seats, now, closing: closing.signal });
  const ticketPrefixes = { ...DEFAULT_TICKET_PREFIXES, ...options.ticketPrefixes };
  const bookingDeps = { store, faults, seats: inventory, persist, now, ticketPrefixes, closing: closing.signal };
  registerBookingRoutes(app, bookingDeps);
  registerEditRoutes(app, bookingDeps);
  registerPaidRoutes(app, bookingDeps);
  const railwayFile = options.dataDir ? openRailwayFile(options.dataDir) : undefined;
  const railway = createRailwayState(railwayFile?.load());
  const persistRailway = railwayFile ? () => railwayFile.save(railway.data) : () => {};
  registerRailwayRoutes(app, { state: railway, faults, now, closing: closing.signal, persist: persistRailway });
  const esimFile = options.dataDir ? openEsimFile(options.dataDir) : undefined;
  const esim = createEsimState(esimFile?.load());
  const persistEsim = esimFile ? groupedSaver(() => esimFile.save(esim.data)) : () => Promise.resolve();
  registerEsimRoutes(app, { state: esim, faults, now, closing: closing.signal, persist: persistEsim });
  registerBankRoutes(app, { now });
  return { app, seats, setFaults: (patch) => faults.merge(patch) };
}

/** The Fastify app of the simulator, not listening (for inject() or a custom listen). */
export function buildSimulator(options: TSimulatorOptions = {}): FastifyInstance {
  return createSimulator(options).app;
}

export type TRunningSimulator = {
  url: string;
  close(): Promise<void>;
  setFaults(faults: TFaultsPatch): void;
  /** Seat adjustments (holds and sales) applied on top of the deterministic availability. */
  seats: TSeatInventory;
};

/** Starts the simulator (port 0 picks a free port) and answers its base URL. */
export async function startSimulator(options: TSimulatorOptions = {}): Promise<TRunningSimulator> {
  const simulator = createSimulator(options);
  const host = options.host ?? '127.0.0.1';
  await simulator.app.listen({ port: options.port ?? 0, host });
  const address = simulator.app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    close: () => simulator.app.close(),
    setFaults: simulator.setFaults,
    seats: simulator.seats,
  };
}
