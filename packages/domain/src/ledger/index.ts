// Ledger arithmetic: VND amounts, double-entry legs, deposit balances and the credit-limit rule.
export * from './money.js';
export * from './accounts.js';
export * from './entries.js';
export * from './deposit.js';
