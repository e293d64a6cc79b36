// Commission (issue) fees: rule resolution, the fee chain of a buying agency, and the split of a sale along it.
export * from './rules.js';
export * from './chain.js';
export * from './split.js';
