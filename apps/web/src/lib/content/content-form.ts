// The content forms' shared conversions: Vietnam wall-clock times typed in datetime-local fields, and tags typed as text.
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** An instant as a datetime-local value in Vietnam time (yyyy-MM-ddTHH:mm), or '' for none. */
export function toVietnamLocal(instant: string | null): string {
  if (!instant) return '';
  return new Date(new Date(instant).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Vietnam time, as an ISO instant; null when empty or not a time. */
export function fromVietnamLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = new Date(`${value}:00+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** Tags typed as "vn, hành lý, khuyến mãi": trimmed, lower-case, each once. */
export function tagsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
