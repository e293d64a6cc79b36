// Field rules shared by the staff, sign-up and profile forms (SPEC §5): username, person name, email, Vietnamese mobile.
import { z } from 'zod';

/** 3–30 letters, digits, dot, underscore or hyphen; unique among all users whatever the case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
/** The same rule as `isVietnameseMobile` of @portal/domain (contracts cannot import the domain; a test keeps them equal). */
export const VN_MOBILE_PATTERN = /^(0[35789][0-9]{8}|84[1-9][0-9]{8})$/;
/** Letters of any script (Vietnamese accents included) and spaces. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

export const PERSON_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const ZUsername = z.string().trim().regex(USERNAME_PATTERN);
export const ZPersonName = z.string().trim().min(1).max(PERSON_NAME_MAX_LENGTH).regex(PERSON_NAME_PATTERN);
export const ZEmailAddress = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
export const ZVietnameseMobile = z.string().trim().regex(VN_MOBILE_PATTERN);
export const ZAccountType = z.enum(['AGT', 'SUB', 'MB']);
export const ZRole = z.enum(['super_admin', 'admin_f1', 'admin_f2', 'admin_fn', 'agent_f1', 'agent_f2']);
