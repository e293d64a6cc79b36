// Typing help for dd/MM/yyyy fields: eight digits become a date with slashes; anything else is left for the rules to judge.

/** `01022020` → `01/02/2020`, `1-2-2020` → `01/02/2020`; other texts unchanged (trimmed). */
export function tidyTypedDate(text: string): string {
  const trimmed = text.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (digits) return `${digits[1]}/${digits[2]}/${digits[3]}`;
  const loose = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (loose) return `${loose[1]!.padStart(2, '0')}/${loose[2]!.padStart(2, '0')}/${loose[3]}`;
  return trimmed;
}
