// Both translation files carry the same keys, no empty texts, and every literal key the code uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestI18n, translations } from './support/test-i18n';

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

/** Plural forms (key_one, key_other) count as their base key. */
const baseKeys = (keys: string[]) => new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const vi = flatten(translations.vi);
const en = flatten(translations.en);

describe('translations', () => {
  it('render a missing key as empty text, as SPEC §1 says', async () => {
    const i18n = await createTestI18n('vi');
    expect(i18n.t('no.such.key')).toBe('');
    expect(i18n.t('login.submit')).toBe('Đăng nhập');
  });

  it('have the same keys in Vietnamese and English', () => {
    expect([...baseKeys(Object.keys(en))].sort()).toEqual([...baseKeys(Object.keys(vi))].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...Object.entries(vi), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('');
  });

  it('contain every literal key the source uses', () => {
    const srcDir = join(__dirname, '..', 'src');
    const known = baseKeys(Object.keys(vi));
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/(?:labelKey|titleKey):\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/link\('[^']+',\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('keep the texts SPEC §8 gives verbatim', () => {
    expect(vi['errors.network']).toBe('Kết nối tới server không ổn định. Vui lòng thử lại sau !!!');
    expect(`${vi['update.message']} ${vi['update.clickHere']}`).toBe(
      'Hệ thống đã có bản cập nhật mới. Vui lòng tải lại trang để lấy bản cập nhật hoặc nhấn vào đây',
    );
  });
});
