// Whose permission groups a screen works on: the user's own agency (no agencyId) or a direct child agency they manage.
export type GroupScopeArg = { agencyId?: string | null };

/** The query string of the scope; nothing for the own agency. */
export const scopeParams = (scope: GroupScopeArg | void) =>
  scope?.agencyId ? { agencyId: scope.agencyId } : undefined;
