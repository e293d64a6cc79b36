// The one Idempotency-Key rule of every money and booking mutation (DESIGN §3, decision 030): the key read from its
// header, a fingerprint of what decides the request stored with it; the same key with another fingerprint is 422.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, IDEMPOTENCY_KEY_PATTERN } from '@portal/contracts';
import { canonicalHash } from './canonical-json.js';
import { AppError } from './errors.js';
import { invalidFieldIn } from './field-error.js';
import type { Language } from './messages.js';

/** The fingerprint of a request's deciding part: SHA-256 of its canonical JSON (key order does not matter). */
export const requestFingerprint = (decisive: unknown): string => canonicalHash(decisive);

type Fingerprinted = string | number | null | undefined;

/**
 * The ledger's flat form of the same fingerprint: an operation and its deciding fields, sorted by name. Kept byte for
 * byte as the ledger has always stored it, so keys written before still replay.
 */
export function fieldsFingerprint(operation: string, fields: Record<string, Fingerprinted>): string {
  const canonical = JSON.stringify([
    operation,
    ...Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name] ?? null]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** 422 code 41: the key was already used for a different request. */
export function idempotencyKeyReused(key: string): AppError {
  return new AppError({
    status: 422,
    code: ErrorCode.CONFLICT,
    messageKey: 'idempotencyKeyReused',
    params: { key },
    details: { idempotencyKey: key },
  });
}

/** Throws 422 when the key already carries another request's fingerprint; nothing stored yet is a first request. */
export function refuseReusedKey(use: { key: string; stored: string | undefined; fingerprint: string }): void {
  if (use.stored !== undefined && use.stored !== use.fingerprint) throw idempotencyKeyReused(use.key);
}

/** The Idempotency-Key header (400 naming it when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest, language: Language): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalidFieldIn(language, {
      field: 'Idempotency-Key',
      vi: 'cần 1–100 ký tự chữ, số, . _ : -',
      en: '1–100 letters, digits, . _ : - required',
    });
  }
  return key;
}
