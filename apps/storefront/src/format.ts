// Money, times and durations as the storefront shows them: VND with separators, 24-hour local times, dd/MM/yyyy.
const VND = new Intl.NumberFormat('vi-VN');

/** 1234567 → "1.234.567 ₫" (the same separators in both languages, like the portal). */
export const formatVnd = (amount: number): string => `${VND.format(amount)} ₫`;

/** The local clock time of an ISO time with its airport's offset: 2026-12-01T08:05:00+07:00 → 08:05. */
export const localTime = (iso: string): string => iso.slice(11, 16);

/** yyyy-MM-dd (or an ISO time) → dd/MM/yyyy. */
export const formatDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 125 → "2h05". */
export const formatDuration = (minutes: number): string =>
  `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;

/** The text with its {placeholders} filled. */
export const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
