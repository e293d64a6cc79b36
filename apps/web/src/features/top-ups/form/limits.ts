// Zod-free copies of the top-up contract's limits (decision 005: the web app does not import zod for constants);
// test/top-ups-form.test.tsx fails if they drift from @portal/contracts.
export const TOP_UP_LIMITS = {
  maxAmount: 10_000_000_000,
  evidenceMaxBytes: 5 * 1024 * 1024,
  evidenceContentTypes: ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as readonly string[],
  noteMax: 500,
  referenceMax: 100,
  rejectReasonMax: 500,
  adjustmentReasonMax: 500,
  pageMax: 200,
};
