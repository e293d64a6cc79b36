// The edit menu in groups by money (no money, a new quote while held, an airline fee, paid changes) and each line's link.
import type { TBookingEditMenu } from '@portal/contracts';

export type MenuAction = TBookingEditMenu['actions'][number];
export const MENU_GROUPS = ['none', 'reprice-on-hold', 'fee', 'paid-change'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The menu's actions by group, in the API's order; empty groups left out. */
export function menuGroupsOf(actions: readonly MenuAction[]): { group: MenuGroup; actions: MenuAction[] }[] {
  return MENU_GROUPS.map((group) => ({ group, actions: actions.filter((entry) => entry.money === group) })).filter(
    (entry) => entry.actions.length > 0,
  );
}

/** The page of one action of one booking. */
export const editActionPath = (action: string, bookingId: string) =>
  `/booking/edit/${action}/${encodeURIComponent(bookingId)}`;

/** The menu of one booking. */
export const editMenuPath = (bookingId: string) => `/booking/edit?id=${encodeURIComponent(bookingId)}`;
