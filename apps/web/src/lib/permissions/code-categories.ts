// How the permission-code pickers (group form, first-account codes) arrange the codes of SPEC §6: by what they open.
import type { PermissionCode } from '@portal/domain';

export type CodeCategory = { id: string; codes: readonly PermissionCode[] };

export const CODE_CATEGORIES: readonly CodeCategory[] = [
  { id: 'administration', codes: ['ADMIN_F1', 'ADMIN_F2', 'CHILD_AGENT_MANAGER', 'AGENT_F1', 'AGENT_F2'] },
  { id: 'tickets', codes: ['BOOKING_TICKET', 'EXPORT_TICKET', 'VOID_VIEW_TICKETS', 'VOID_VNA', 'VIEW_QR_CODE'] },
  { id: 'deposits', codes: ['DEPOSIT_MANAGER', 'VIEW_DEPOSIT'] },
  { id: 'products', codes: ['USE_TRAIN', 'USE_ESIM', 'USE_B2C'] },
  { id: 'news', codes: ['ADMIN_NEWS', 'ONLY_SHOW_NEW', 'SHOW_NEW_HOME', 'ANNIVERSARY'] },
];

/** The categories with only the offered codes in them (empty ones left out), and any code no category lists. */
export function arrangeCodes<Entry extends { code: string }>(
  entries: readonly Entry[],
): { id: string; entries: Entry[] }[] {
  const byCode = new Map(entries.map((entry) => [entry.code, entry]));
  const arranged = CODE_CATEGORIES.map((category) => ({
    id: category.id,
    entries: category.codes.flatMap((code) => {
      const entry = byCode.get(code);
      return entry ? [entry] : [];
    }),
  }));
  const placed = new Set(CODE_CATEGORIES.flatMap((category) => category.codes as readonly string[]));
  const others = entries.filter((entry) => !placed.has(entry.code));
  return [...arranged, { id: 'other', entries: others }].filter((category) => category.entries.length > 0);
}
