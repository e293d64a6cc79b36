// What the user's permissions open, grouped by the route table's sections.
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

export type OpenFunction = { section: RouteSection; openCount: number; totalCount: number };

export function openFunctions(permissions: readonly string[]): OpenFunction[] {
  return FUNCTION_SECTIONS.flatMap((section) => {
    const routes = PORTAL_ROUTES.filter((route) => route.section === section);
    const openCount = routes.filter((route) => isAllowed(route.rule, permissions)).length;
    return openCount > 0 ? [{ section, openCount, totalCount: routes.length }] : [];
  });
}
