// Commission fees: rule resolution, the fee chain of a buying agency, the split of a sale along it, and change fees.
export * from './rules.js';
export * from './chain.js';
export * from './split.js';
export * from './change-fees.js';
