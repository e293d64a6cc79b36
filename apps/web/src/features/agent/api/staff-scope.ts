// Whose staff a screen works on: the user's own agency; a direct child agency through the child-staff endpoints (an
// F2's F3s); or a direct child the user manages through ?agencyId= on the own endpoints (an F1's F2s). And the API paths.
export type StaffScope = { kind: 'own' } | { kind: 'child'; agencyId: string } | { kind: 'managed'; agencyId: string };

export const OWN_STAFF: StaffScope = { kind: 'own' };

const OWN_BASE_URL = '/api/agency/staff';

/** The collection of staff accounts in this scope; an account is `${staffBaseUrl(scope)}/${id}`. */
export function staffBaseUrl(scope: StaffScope): string {
  return scope.kind === 'child'
    ? `/api/agency/child-staff/${encodeURIComponent(scope.agencyId)}/members`
    : OWN_BASE_URL;
}

export function staffFormOptionsUrl(scope: StaffScope): string {
  return scope.kind === 'child'
    ? `/api/agency/child-staff/${encodeURIComponent(scope.agencyId)}/form-options`
    : `${OWN_BASE_URL}/form-options`;
}

export const staffMemberUrl = (scope: StaffScope, id: string) => `${staffBaseUrl(scope)}/${encodeURIComponent(id)}`;

/** The query string a managed child agency adds to every call; nothing otherwise. */
export const staffScopeParams = (scope: StaffScope) =>
  scope.kind === 'managed' ? { agencyId: scope.agencyId } : undefined;
