// Where the permission group screens live, for links between the list and the form.
export const PERMISSION_GROUPS_PATH = '/system/group-permissions';
export const CHANGE_PERMISSION_GROUP_PATH = '/system/change-group-permissions';

export const editGroupPath = (id: string) => `${CHANGE_PERMISSION_GROUP_PATH}?id=${encodeURIComponent(id)}`;
