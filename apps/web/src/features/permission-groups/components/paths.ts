// Where the permission group screens live, for links between the list and the form; `agencyId` keeps a direct child
// agency's groups in view (the user's own agency when absent).
export const PERMISSION_GROUPS_PATH = '/system/group-permissions';
export const CHANGE_PERMISSION_GROUP_PATH = '/system/change-group-permissions';

function withQuery(path: string, entries: [string, string | null | undefined][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const permissionGroupsPath = (agencyId?: string | null) =>
  withQuery(PERMISSION_GROUPS_PATH, [['agencyId', agencyId]]);
export const newGroupPath = (agencyId?: string | null) =>
  withQuery(CHANGE_PERMISSION_GROUP_PATH, [['agencyId', agencyId]]);
export const editGroupPath = (id: string, agencyId?: string | null) =>
  withQuery(CHANGE_PERMISSION_GROUP_PATH, [
    ['id', id],
    ['agencyId', agencyId],
  ]);
