// The two screens of the feature (SPEC §2).
export const COMMISSION_FEES_PATH = '/system/commission-fee';
export const CHANGE_COMMISSION_PATH = '/system/change-commission';
