// PUT /api/account/profile (/agent/change-account-info): the signed-in user's own name, email and phone.
import { z } from 'zod';
import { ZMemberInfo } from '../common/session.js';
import { ZEmailAddress, ZPersonName, ZVietnameseMobile } from './person-fields.js';

export const ZUpdateProfileRequest = z.strictObject({
  fullName: ZPersonName,
  email: ZEmailAddress,
  phone: ZVietnameseMobile,
  /** Required when the email changes (the email receives password resets). */
  currentPassword: z.string().max(128).optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZUpdateProfileResponse = z.object({ memberInfo: ZMemberInfo });
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;
