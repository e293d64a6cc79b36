// GET /api/permission-groups and GET /api/permissions/catalog: the agency's groups and every code's meaning.
import { z } from 'zod';

export const ZPermissionGroup = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  codes: z.array(z.string()),
  memberCount: z.number().int(),
});
export type TPermissionGroup = z.infer<typeof ZPermissionGroup>;
export const ZListPermissionGroupsResponse = z.object({ items: z.array(ZPermissionGroup) });
export type TListPermissionGroupsResponse = z.infer<typeof ZListPermissionGroupsResponse>;

export const ZPermissionCatalogResponse = z.object({
  items: z.array(z.object({ code: z.string(), vi: z.string(), en: z.string() })),
});
export type TPermissionCatalogResponse = z.infer<typeof ZPermissionCatalogResponse>;
