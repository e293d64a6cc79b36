// The sign-in pages' texts: the sections of a language's catalogue that /login, /forgot-password and
// /change-password show (with the guard's page titles, the loading overlay and the HTTP client's messages), built into
// /locales/{lng}/sign-in.json from the catalogue. They load first; the whole catalogue with the rest (decision 151).
export const SIGN_IN_SECTIONS = [
  'app',
  'common',
  'errors',
  'language',
  'login',
  'forgotPassword',
  'changePassword',
  'password',
  'agencyAdmin',
  'pin',
  'userMenu',
  'notAllowed',
  'notAvailable',
  'timeSetup',
  'ticketPrint',
  'sharedTicket',
] as const;

/** The namespace file the sign-in texts are read from, beside each language's whole `translation`. */
export const SIGN_IN_TEXTS_FILE = 'sign-in';

export function signInTexts(catalogue: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SIGN_IN_SECTIONS.filter((section) => section in catalogue).map((s) => [s, catalogue[s]]));
}
