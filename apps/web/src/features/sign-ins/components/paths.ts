// The two screens of the feature (SPEC §2).
export const SIGN_INS_PATH = '/system/signIn-config';
export const CHANGE_SIGN_IN_PATH = '/system/change-signIn';
