// Where the staff screens live, for links between the lists and the forms.
import type { StaffScope } from '../api/staff-scope';

export const OWN_STAFF_LIST_PATH = '/agent/ticketing-management';
export const OWN_STAFF_CHANGE_PATH = '/agent/change-ticketing';
export const CHILD_STAFF_LIST_PATH = '/agent/child-ticketing-management';
export const CHILD_STAFF_CHANGE_PATH = '/agent/change-child-ticketing';

export function staffListPath(scope: StaffScope): string {
  return scope.kind === 'own' ? OWN_STAFF_LIST_PATH : `${CHILD_STAFF_LIST_PATH}?agencyId=${encodeURIComponent(scope.agencyId)}`;
}

/** The create form, or with an id the edit form, of the scope. */
export function staffChangePath(scope: StaffScope, id?: string): string {
  const params = new URLSearchParams();
  if (scope.kind === 'child') params.set('agencyId', scope.agencyId);
  if (id) params.set('id', id);
  const query = params.toString();
  const base = scope.kind === 'own' ? OWN_STAFF_CHANGE_PATH : CHILD_STAFF_CHANGE_PATH;
  return query ? `${base}?${query}` : base;
}
