// Pure rules of the portal, shared by the API and the web app; no I/O here.
export * from './permissions/codes.js';
export * from './permissions/rules.js';
export * from './permissions/routes.js';
export * from './permissions/roles.js';
export * from './permissions/agency-codes.js';
export * from './validation/password.js';
export * from './validation/contact.js';
export * from './validation/dates.js';
export * from './format/display.js';
export * from './airports/index.js';
export * from './booking-systems/booking-systems.js';
export * from './flights/index.js';
export * from './ledger/index.js';
export * from './commission/index.js';
export * from './agencies/index.js';
export * from './passengers/index.js';
export * from './booking-edits/index.js';
