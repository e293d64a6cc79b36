// PIN rules and step-up constants shared by the API and the web app; free of zod so the global PIN dialog can load them.

export const PIN_LENGTH = 6;
/** Wrong PINs in a row before the PIN locks. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 15;
/** The request header that carries a step-up token when a money action is retried. */
export const STEP_UP_HEADER = 'X-Step-Up';
/** How long a 403 code 120 challenge (the salt) and the step-up token it is exchanged for stay valid. */
export const STEP_UP_CHALLENGE_SECONDS = 300;
export const STEP_UP_TOKEN_SECONDS = 300;
/** Where a user sets a PIN (the page a "set a PIN first" answer points to). */
export const PIN_SETUP_PATH = '/system/pin-code';

export function isSixDigits(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

function isStraightRun(pin: string, step: 1 | -1): boolean {
  for (let index = 1; index < pin.length; index++) {
    if (Number(pin[index]) - Number(pin[index - 1]) !== step) return false;
  }
  return true;
}

/**
 * A PIN anyone would try first: one digit six times (000000), a straight run up or down (123456, 987654), or a
 * short block repeated (121212, 123123).
 */
export function isWeakPin(pin: string): boolean {
  if (!isSixDigits(pin)) return false;
  return isStraightRun(pin, 1) || isStraightRun(pin, -1) || /^(\d{1,3})\1+$/.test(pin);
}
