// Trains (issue 16): the auto seat choice and the passenger rules (types, ages, the railway's discount).
export * from './auto-seats.js';
export * from './passenger-rules.js';
