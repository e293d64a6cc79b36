// The storefront's form token (decision 128): not sent sooner than the minimum fill time (STOREFRONT_FORM_MIN_FILL_MS,
// 3 s by default, 0 for none), not older than two hours, this site's, signed.
import { describe, expect, it } from 'vitest';
import { loadConfig, TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { createFormGuard, FORM_MAX_AGE_MS, FORM_MIN_FILL_MS } from '../src/modules/b2c/storefront/form-guard.js';

const SECRET = 's'.repeat(48);
const issuedAt = new Date('2026-11-28T03:00:00Z');
const after = (ms: number) => new Date(issuedAt.getTime() + ms);
const refusal = (check: () => void) => {
  try {
    check();
    return 'taken';
  } catch (error) {
    return (error as { details?: { fields?: { message: string }[] } }).details?.fields?.[0]?.message;
  }
};

describe('the form guard', () => {
  it('refuses a form sent before the minimum fill time, then takes it until it is two hours old', () => {
    const guard = createFormGuard(SECRET);
    const formToken = guard.issue('sao-viet', issuedAt);
    const send = (ms: number) => () => guard.check({ slug: 'sao-viet', formToken, now: after(ms) });
    expect(FORM_MIN_FILL_MS).toBe(3_000);
    expect(refusal(send(0))).toBe('too fast');
    expect(refusal(send(FORM_MIN_FILL_MS - 1))).toBe('too fast');
    expect(refusal(send(FORM_MIN_FILL_MS))).toBe('taken');
    expect(refusal(send(FORM_MAX_AGE_MS))).toBe('taken');
    expect(refusal(send(FORM_MAX_AGE_MS + 1))).toBe('expired');
  });

  it('takes a form at once when the minimum is 0, and still refuses a robot, an old form or another site', () => {
    const guard = createFormGuard(SECRET, { minFillMs: 0 });
    const formToken = guard.issue('sao-viet', issuedAt);
    expect(refusal(() => guard.check({ slug: 'sao-viet', formToken, now: issuedAt }))).toBe('taken');
    expect(refusal(() => guard.check({ slug: 'sao-viet', formToken, website: 'x', now: issuedAt }))).toBe(
      'must be empty',
    );
    expect(refusal(() => guard.check({ slug: 'sao-viet', formToken, now: after(FORM_MAX_AGE_MS + 1) }))).toBe(
      'expired',
    );
    expect(refusal(() => guard.check({ slug: 'hoa-sen', formToken, now: issuedAt }))).toBe('another site');
  });

  it('reads the minimum from STOREFRONT_FORM_MIN_FILL_MS, 3 s when unset, nonsense refused', () => {
    const env = { JWT_SECRET: 'x'.repeat(48), SIGN_IN_SECRET_KEY: TEST_SIGN_IN_SECRET_KEY.toString('hex') };
    expect(loadConfig(env).storefrontFormMinFillMs).toBe(3_000);
    expect(loadConfig({ ...env, STOREFRONT_FORM_MIN_FILL_MS: '0' }).storefrontFormMinFillMs).toBe(0);
    expect(() => loadConfig({ ...env, STOREFRONT_FORM_MIN_FILL_MS: 'soon' })).toThrow(
      'STOREFRONT_FORM_MIN_FILL_MS must be a whole number',
    );
  });
});
