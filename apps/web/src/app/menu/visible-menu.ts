// Filters the menu to what the user may open and what this build has, and finds the entry of a path.
import { findRoute, isRouteOpen, type AgencyLevel } from '@portal/domain';
import type { MenuEntry, MenuGroup, MenuLink } from './menu-items';

export type MenuFilter = {
  permissions: readonly string[];
  /** The level of the user's agency: a screen that serves other levels is not shown (the operator sees no F1 screen). */
  level?: AgencyLevel | null;
  builtPaths: ReadonlySet<string>;
  /** The server runs in demo mode. */ isDemo?: boolean;
};

function isLinkVisible(item: MenuLink, { permissions, level, builtPaths, isDemo = false }: MenuFilter): boolean {
  if (item.isDemoOnly && !isDemo) return false;
  const route = findRoute(item.path);
  return route !== undefined && builtPaths.has(route.path) && isRouteOpen(route, { permissions, level });
}

export function visibleMenu(entries: readonly MenuEntry[], filter: MenuFilter): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (isLinkVisible(entry, filter)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => isLinkVisible(item, filter));
    if (items.length > 0) visible.push({ ...entry, items } satisfies MenuGroup);
  }
  return visible;
}

/** Every path of the filtered menu, in order (handy for tests and the home page). */
export function menuPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.items.map((item) => item.path)));
}

/** The menu and sub-menu a path belongs to, for highlighting and remembering the selection. */
export function menuSelectionFor(
  entries: readonly MenuEntry[],
  pathname: string,
): { menu: string; subMenu: string | null } | null {
  const route = findRoute(pathname);
  const path = route?.path ?? pathname;
  for (const entry of entries) {
    if (entry.kind === 'link' && entry.path === path) return { menu: entry.id, subMenu: null };
    if (entry.kind === 'group') {
      const item = entry.items.find((candidate) => candidate.path === path);
      if (item) return { menu: entry.id, subMenu: item.id };
    }
  }
  return null;
}
