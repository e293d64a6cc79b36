// The secret box: AES-256-GCM round trip in the v1 format, tamper and wrong-key detection, and the key setting.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { SecretBoxError, createSecretBox, parseSecretKey } from '../src/platform/secret-box.js';

const KEY = Buffer.alloc(32, 7);
const box = createSecretBox(KEY);
const SECRET = JSON.stringify({ username: 'SAOVIET1A', password: 'Mật-khẩu@1A' });

/** Changes one byte of a base64url part of a sealed value. */
function flipByte(sealed: string, partIndex: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[partIndex]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[partIndex] = bytes.toString('base64url');
  return parts.join('.');
}

describe('sealing and opening', () => {
  it('gives back exactly what was sealed, Vietnamese text included', () => {
    expect(box.open(box.seal(SECRET))).toBe(SECRET);
    expect(box.open(box.seal(''))).toBe('');
  });

  it('writes v1.<iv>.<tag>.<ciphertext> in base64url with a 12-byte IV and a 16-byte tag, never the plain text', () => {
    const sealed = box.seal(SECRET);
    const parts = sealed.split('.');
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe('v1');
    for (const part of parts.slice(1)) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(parts[1]!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(parts[2]!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[3]!, 'base64url')).toHaveLength(Buffer.byteLength(SECRET));
    expect(sealed).not.toContain('SAOVIET1A');
    expect(Buffer.from(parts[3]!, 'base64url').toString('utf8')).not.toContain('SAOVIET1A');
  });

  it('uses a fresh IV each time: the same secret seals differently', () => {
    const first = box.seal(SECRET);
    const second = box.seal(SECRET);
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  });

  it('refuses a changed ciphertext, tag or IV', () => {
    const sealed = box.seal(SECRET);
    for (const part of [1, 2, 3])
      expect(() => box.open(flipByte(sealed, part)), `part ${part}`).toThrow(SecretBoxError);
  });

  it('refuses a value sealed with another key', () => {
    const other = createSecretBox(Buffer.alloc(32, 8));
    expect(() => other.open(box.seal(SECRET))).toThrow(SecretBoxError);
  });

  it('refuses malformed values and other versions without revealing anything', () => {
    const [, iv, tag, ciphertext] = box.seal(SECRET).split('.');
    for (const bad of [
      '',
      'v1',
      'v1.a.b',
      `v2.${iv}.${tag}.${ciphertext}`,
      `v1.${iv}.${tag}`,
      `v1..${tag}.${ciphertext}`,
      `v1.${iv}.AAAA.${ciphertext}`,
    ]) {
      expect(() => box.open(bad), bad).toThrow(SecretBoxError);
    }
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(/32-byte/);
  });
});

describe('the SIGN_IN_SECRET_KEY setting', () => {
  const hex = 'a1'.repeat(32);

  it('reads 64 hex digits, base64 and base64url of 32 bytes', () => {
    expect(parseSecretKey(hex)).toEqual(Buffer.from(hex, 'hex'));
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, index) => index * 7 + 250));
    expect(parseSecretKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseSecretKey(bytes.toString('base64url'))).toEqual(bytes);
  });

  it('refuses keys of another length or in another form, naming the setting', () => {
    for (const bad of [
      'a1'.repeat(16),
      Buffer.alloc(31).toString('base64'),
      Buffer.alloc(33).toString('base64'),
      'not a key!',
      '',
    ]) {
      expect(() => parseSecretKey(bad), bad).toThrow(/SIGN_IN_SECRET_KEY must be 32 bytes/);
    }
  });

  it('outside demo mode refuses to start without it, with a clear message', () => {
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/portal',
        JWT_SECRET: 'x',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-key-')),
      }),
    ).toThrow(/SIGN_IN_SECRET_KEY is required outside demo mode/);
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/portal',
        JWT_SECRET: 'x',
        SIGN_IN_SECRET_KEY: 'short',
      }),
    ).toThrow(/SIGN_IN_SECRET_KEY/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/portal',
      JWT_SECRET: 'x',
      SIGN_IN_SECRET_KEY: hex,
    });
    expect(config.signInSecretKey).toEqual(Buffer.from(hex, 'hex'));
  });

  it('in demo mode without it, generates a key once in the data folder (owner-only) and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-key-'));
    const first = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' }).signInSecretKey;
    const file = join(dataDir, 'sign-in-secret-key');
    expect(first).toHaveLength(32);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' }).signInSecretKey).toEqual(first);
    // A sealed value survives a restart.
    const sealed = createSecretBox(first).seal(SECRET);
    expect(createSecretBox(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' }).signInSecretKey).open(sealed)).toBe(
      SECRET,
    );
  });
});
