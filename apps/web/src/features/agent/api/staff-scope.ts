// Whose staff a screen works on: the user's own agency, or one of its direct child agencies; and the API paths of each.
export type StaffScope = { kind: 'own' } | { kind: 'child'; agencyId: string };

export const OWN_STAFF: StaffScope = { kind: 'own' };

/** The collection of staff accounts in this scope; an account is `${staffBaseUrl(scope)}/${id}`. */
export function staffBaseUrl(scope: StaffScope): string {
  return scope.kind === 'own' ? '/api/agency/staff' : `/api/agency/child-staff/${encodeURIComponent(scope.agencyId)}/members`;
}

export function staffFormOptionsUrl(scope: StaffScope): string {
  return scope.kind === 'own' ? '/api/agency/staff/form-options' : `/api/agency/child-staff/${encodeURIComponent(scope.agencyId)}/form-options`;
}

export const staffMemberUrl = (scope: StaffScope, id: string) => `${staffBaseUrl(scope)}/${encodeURIComponent(id)}`;
