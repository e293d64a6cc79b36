// Zod contracts of every API operation, shared by the API (validation, OpenAPI) and the web app.
export * from './common/errors.js';
export * from './common/session.js';
export * from './common/health.js';
export * from './auth/login.js';
export * from './auth/refresh-token.js';
export * from './auth/logout.js';
export * from './auth/change-password.js';
export * from './auth/forgot-password.js';
export const APP_VERSION = '2.88.0';
export * from './agencies/list-staff.js';
export * from './agencies/list-permission-groups.js';
export * from './flights/flight-offer.js';
export * from './flights/search-flights.js';
export * from './flights/flight-calendar.js';
export * from './suppliers/simulator-protocol.js';
export * from './ledger/get-deposit-balance.js';
