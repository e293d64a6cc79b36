// The booking edit actions: the catalogue and menu, the rules of their forms, and each form's schema for one booking.
export * from './catalogue.js';
export * from './edit-menu.js';
export * from './edit-context.js';
export * from './edit-text.js';
export * from './edit-passport.js';
export * from './edit-messages.js';
export * from './edit-schemas.js';
export * from './edit-price.js';
