// The whole Drizzle schema, one file per table group.
export * from './agencies.js';
export * from './security.js';
export * from './platform.js';
export * from './ledger.js';
export * from './money.js';
export * from './agency-admin.js';
export * from './bookings.js';
export * from './trains.js';
export * from './esim.js';
