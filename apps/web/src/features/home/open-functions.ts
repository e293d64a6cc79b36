// What the user's permissions open among the screens this build has, grouped by the route table's sections.
import { isAllowed, PORTAL_ROUTES, type RouteSection } from '@portal/domain';

export const FUNCTION_SECTIONS: readonly RouteSection[] = [
  'booking',
  'booking-edit',
  'train',
  'esim',
  'accounting',
  'agent',
  'system',
  'b2c',
  'qr',
  'banner',
];

/** Where a section's card leads when the user may open it; otherwise its first open screen without a parameter. */
const PREFERRED_LANDING: Partial<Record<RouteSection, string>> = { booking: '/booking/search' };

export type OpenFunction = {
  section: RouteSection;
  openCount: number;
  totalCount: number;
  /** The screen the card links to. */
  path: string;
};

export function openFunctions(permissions: readonly string[], builtPaths: ReadonlySet<string>): OpenFunction[] {
  return FUNCTION_SECTIONS.flatMap((section) => {
    const built = PORTAL_ROUTES.filter((route) => route.section === section && builtPaths.has(route.path));
    const open = built.filter((route) => isAllowed(route.rule, permissions)).map((route) => route.path);
    const linkable = open.filter((path) => !path.includes(':'));
    const preferred = PREFERRED_LANDING[section];
    const path = preferred && linkable.includes(preferred) ? preferred : linkable[0];
    return path ? [{ section, openCount: open.length, totalCount: built.length, path }] : [];
  });
}
