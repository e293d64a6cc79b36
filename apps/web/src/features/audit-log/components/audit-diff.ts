// Before → after of an audit row as readable lines: one per field (nested fields dotted), changed ones marked.
export type DiffLine = { field: string; before: string; after: string; isChanged: boolean };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line of text: lists joined with commas, nested objects as JSON, nothing as an empty string. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value))
    return value
      .map((item) => (isPlainObject(item) || Array.isArray(item) ? JSON.stringify(item) : String(item)))
      .join(', ');
  if (isPlainObject(value)) return JSON.stringify(value);
  return String(value);
}

/** Nested objects become dotted fields (`admin.email`); lists stay whole. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isPlainObject(value)) {
    if (prefix) fields.set(prefix, value);
    return fields;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner) && Object.keys(inner).length > 0)
      for (const [innerPath, innerValue] of flatten(inner, path)) fields.set(innerPath, innerValue);
    else fields.set(path, inner);
  }
  return fields;
}

/** The lines of a row's `before` and `after`, in the order the fields first appear; empty when the row has neither. */
export function diffLines(details: Record<string, unknown>): DiffLine[] {
  if (!('before' in details) && !('after' in details)) return [];
  const before = flatten(details.before);
  const after = flatten(details.after);
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields.map((field) => {
    const was = valueText(before.get(field));
    const now = valueText(after.get(field));
    // A masked secret reads the same on both sides: the event itself (pin.changed…) says it changed.
    return { field, before: was, after: now, isChanged: was !== now };
  });
}

/** What else the row says (reason, amounts, scope…): every top-level key but before and after. */
export function otherDetails(details: Record<string, unknown>): [string, string][] {
  return Object.entries(details)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([key, value]) => [key, valueText(value)]);
}

/** One line for the table and the CSV: the changed fields with before → after. */
export function changeSummary(details: Record<string, unknown>): string {
  return diffLines(details)
    .filter((line) => line.isChanged)
    .map((line) => `${line.field}: ${line.before || '∅'} → ${line.after || '∅'}`)
    .join('; ');
}
