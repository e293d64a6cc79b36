// The passenger step's pure rules: slots and titles, airline names, ages, infant texts, loyalty, passports, contact, the whole form.
export * from './slots.js';
export * from './calendar.js';
export * from './airline-names.js';
export * from './birth-dates.js';
export * from './infant-text.js';
export * from './loyalty.js';
export * from './countries.js';
export * from './passport.js';
export * from './contact.js';
export * from './itinerary.js';
export * from './messages.js';
export * from './form.js';
export * from './airline-passengers.js';
