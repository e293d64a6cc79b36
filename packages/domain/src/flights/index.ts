// Pure flight-search rules: passengers, dates, multi-city legs, filters, sorts, selection and its price summary.
export * from './calendar-days.js';
export * from './passengers.js';
export * from './date-range.js';
export * from './sort-keys.js';
export * from './offer-facts.js';
export * from './filters.js';
export * from './filter-options.js';
export * from './sorts.js';
export * from './multi-legs.js';
export * from './selection.js';
export * from './price-summary.js';
export * from './vna-class-groups.js';
