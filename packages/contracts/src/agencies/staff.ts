// Staff account changes (/agent/change-ticketing, /agent/change-child-ticketing): create, edit, lock, unlock, reset password.
import { z } from 'zod';
import { ZAccountType, ZEmailAddress, ZPersonName, ZRole, ZUsername, ZVietnameseMobile } from './person-fields.js';

export const STAFF_MAX_GROUPS = 50;

/** What an admin edits; the username is fixed once the account exists. */
export const ZStaffUpdate = z.strictObject({
  fullName: ZPersonName,
  email: ZEmailAddress,
  phone: ZVietnameseMobile,
  accountType: ZAccountType,
  /** One of the roles an admin of the agency's level may give (see `rolesGrantableAt`). */
  role: ZRole,
  /** Permission groups of the same agency. */
  groupIds: z.array(z.uuid()).max(STAFF_MAX_GROUPS),
});
export type TStaffUpdate = z.infer<typeof ZStaffUpdate>;

/** A new account: its password is generated and emailed, and must be changed at the first sign-in. */
export const ZStaffCreate = ZStaffUpdate.extend({ username: ZUsername });
export type TStaffCreate = z.infer<typeof ZStaffCreate>;

export const ZStaffAction = z.strictObject({ action: z.enum(['lock', 'unlock', 'resetPassword']) });
export type TStaffAction = z.infer<typeof ZStaffAction>;

export const ZStaffParams = z.strictObject({ id: z.uuid() });
export const ZChildAgencyParams = z.strictObject({ agencyId: z.uuid() });
export const ZChildStaffParams = z.strictObject({ agencyId: z.uuid(), id: z.uuid() });
/** /api/agency/staff…?agencyId=: a direct child agency the caller manages instead of their own (any other agency 404). */
export const ZStaffScopeQuery = z.strictObject({ agencyId: z.uuid().optional() });
export type TStaffScopeQuery = z.infer<typeof ZStaffScopeQuery>;

export const ZStaffAgency = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.enum(['platform', 'F1', 'F2', 'F3']),
  status: z.enum(['active', 'locked']),
});
export type TStaffAgency = z.infer<typeof ZStaffAgency>;

export const ZStaffGroupOption = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  codes: z.array(z.string()),
});
export type TStaffGroupOption = z.infer<typeof ZStaffGroupOption>;

/** What the staff form offers for one agency: the roles its admins may give and its permission groups. */
export const ZStaffFormOptions = z.object({
  agency: ZStaffAgency,
  roles: z.array(ZRole),
  accountTypes: z.array(ZAccountType),
  groups: z.array(ZStaffGroupOption),
});
export type TStaffFormOptions = z.infer<typeof ZStaffFormOptions>;

/** The direct child agencies whose staff the caller manages. */
export const ZListChildAgenciesResponse = z.object({ items: z.array(ZStaffAgency) });
export type TListChildAgenciesResponse = z.infer<typeof ZListChildAgenciesResponse>;
