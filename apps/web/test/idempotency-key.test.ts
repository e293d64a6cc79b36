// A request key also where the page is not a secure context (plain http on an agency's LAN): no crypto.randomUUID.
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, randomUuid } from '../src/lib/http/idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request keys', () => {
  it('builds a UUID v4 from random bytes when randomUUID is missing', () => {
    const source = { getRandomValues: (array: Uint8Array) => array.fill(0xff) };
    expect(randomUuid(source)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const zeros = { getRandomValues: (array: Uint8Array) => array.fill(0) };
    expect(randomUuid(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('uses randomUUID where the browser has it, and prefixes the kind of request', () => {
    expect(randomUuid()).toMatch(UUID_V4);
    expect(newIdempotencyKey('edit')).toMatch(/^edit:[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
