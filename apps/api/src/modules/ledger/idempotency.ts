// Idempotency of ledger operations: the fingerprint of a request, stored with its key to tell a replay from a reuse.
// What decides a movement (operation, agency or reservation, amount, type, reference) is hashed by the platform's one
// helper; free text (description) and the actor are left out: a retry by another clerk with a reworded note is the same.
export { fieldsFingerprint as requestHash } from '../../platform/idempotency.js';
