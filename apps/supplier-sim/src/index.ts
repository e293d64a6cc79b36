// The supplier simulator: seven booking systems, the railway (VNR) and the eSIM vendor (ESH) over HTTP with deterministic schedules and fares, bookings in memory or in a data folder, faults on demand.
export {
  buildSimulator,
  createSimulator,
  startSimulator,
  type TRunningSimulator,
  type TSimulator,
  type TSimulatorOptions,
} from './server.js';
export { DEFAULT_LATENCY_MS, ZFaultsPatch, type TFaultsPatch, type TSystemFaultSettings } from './faults.js';
export { PROMOTIONS, type TPromotion } from './promotions.js';
export { createSeatInventory, type TSeatInventory } from './seats.js';
export { flightKey, type TSimulatorFlight } from './search.js';
export { lowestFareCalendar } from './calendar.js';
export { SYSTEMS } from './systems.js';
export { STATE_FILE } from './persistence.js';
export { RAILWAY_STATE_FILE } from './railway/railway-persistence.js';
export { STATIONS as RAILWAY_STATIONS } from './railway/stations.js';
export { DEFAULT_TICKET_PREFIXES } from './booking-policy.js';
export { ESIM_STATE_FILE } from './esim/esim-persistence.js';
export { ESIM_CATALOGUE } from './esim/esim-catalogue.js';
export { isLuhnValid } from './esim/luhn.js';
