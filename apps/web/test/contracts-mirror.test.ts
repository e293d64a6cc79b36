// The web app's zod-free copies of contract constants must equal the contracts package.
import { describe, expect, it } from 'vitest';
import { APP_VERSION as CONTRACT_VERSION, ErrorCode } from '@portal/contracts';
import { APP_VERSION } from '../src/lib/app-version';
import { CLIENT_ERROR_CODES } from '../src/lib/http/error-codes';
import { isSameMajorMinor } from '../src/lib/http/version';

describe('contract constants mirrored in the web app', () => {
  it('uses the same error codes as @portal/contracts', () => {
    for (const [name, code] of Object.entries(CLIENT_ERROR_CODES)) {
      expect(ErrorCode[name as keyof typeof ErrorCode], name).toBe(code);
    }
  });

  it('is built as the release the contracts describe (2.88)', () => {
    expect(APP_VERSION).toBe(CONTRACT_VERSION);
    expect(isSameMajorMinor(APP_VERSION, '2.88.0')).toBe(true);
  });
});
