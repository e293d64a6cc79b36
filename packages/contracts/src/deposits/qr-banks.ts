// The bank BINs a receiving account may use (the same list as packages/domain VIETQR_BANKS, which holds the names).
export const VIETQR_BANK_BINS_CONTRACT = [
  '970436',
  '970407',
  '970416',
  '970418',
  '970415',
  '970422',
  '970432',
  '970405',
  '970403',
] as const;
