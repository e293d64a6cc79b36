// Where the staff screens live, for links between the lists and the forms. A managed child agency (?agencyId= on the
// own screens) keeps its id in every link.
import type { StaffScope } from '../api/staff-scope';

export const OWN_STAFF_LIST_PATH = '/agent/ticketing-management';
export const OWN_STAFF_CHANGE_PATH = '/agent/change-ticketing';
export const CHILD_STAFF_LIST_PATH = '/agent/child-ticketing-management';
export const CHILD_STAFF_CHANGE_PATH = '/agent/change-child-ticketing';

/** The sub-agency list a managed agency belongs to, by the level of the user's own agency. */
export const SUB_AGENCY_LIST_PATHS: Partial<Record<string, string>> = {
  F1: '/agent/config-f2',
  F2: '/agent/config-child',
};

export function staffListPath(scope: StaffScope): string {
  if (scope.kind === 'own') return OWN_STAFF_LIST_PATH;
  const base = scope.kind === 'child' ? CHILD_STAFF_LIST_PATH : OWN_STAFF_LIST_PATH;
  return `${base}?agencyId=${encodeURIComponent(scope.agencyId)}`;
}

/** The create form, or with an id the edit form, of the scope. */
export function staffChangePath(scope: StaffScope, id?: string): string {
  const params = new URLSearchParams();
  if (scope.kind !== 'own') params.set('agencyId', scope.agencyId);
  if (id) params.set('id', id);
  const query = params.toString();
  const base = scope.kind === 'child' ? CHILD_STAFF_CHANGE_PATH : OWN_STAFF_CHANGE_PATH;
  return query ? `${base}?${query}` : base;
}

/** The own staff screens' scope: ?agencyId= names a direct child agency the user manages. */
export const scopeFromAgencyId = (agencyId: string | null): StaffScope =>
  agencyId ? { kind: 'managed', agencyId } : { kind: 'own' };
