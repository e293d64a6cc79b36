// /api/sign-ins: an F1's sign-ins to booking systems — list, read, create, change, delete; credentials go in, never out.
import { z } from 'zod';
import { ZBookingSystem } from '../suppliers/booking-systems.js';

export const SIGN_IN_LIMITS = {
  accountIdMin: 2,
  accountIdMax: 50,
  usernameMax: 100,
  passwordMax: 200,
  apiKeyMin: 8,
  apiKeyMax: 500,
} as const;

/** An office id (SGNVN28AA) or an airline account name: letters, digits and . _ - @ only. */
export const ZSignInAccountId = z
  .string()
  .trim()
  .min(SIGN_IN_LIMITS.accountIdMin)
  .max(SIGN_IN_LIMITS.accountIdMax)
  .regex(/^[A-Za-z0-9._@-]+$/);

/** A username with its password, or an API key (or both). Sealed at rest; no answer ever carries them. */
export const ZSignInCredentials = z
  .strictObject({
    username: z.string().trim().min(1).max(SIGN_IN_LIMITS.usernameMax).optional(),
    password: z.string().min(1).max(SIGN_IN_LIMITS.passwordMax).optional(),
    apiKey: z.string().trim().min(SIGN_IN_LIMITS.apiKeyMin).max(SIGN_IN_LIMITS.apiKeyMax).optional(),
  })
  .superRefine((credentials, context) => {
    const hasLogin = credentials.username !== undefined || credentials.password !== undefined;
    if (hasLogin) {
      if (credentials.username === undefined)
        context.addIssue({ code: 'custom', path: ['username'], message: 'required with a password' });
      if (credentials.password === undefined)
        context.addIssue({ code: 'custom', path: ['password'], message: 'required with a username' });
    } else if (credentials.apiKey === undefined) {
      context.addIssue({ code: 'custom', path: [], message: 'a username and password or an API key is required' });
    }
  });
export type TSignInCredentials = z.infer<typeof ZSignInCredentials>;

/** POST /api/sign-ins */
export const ZCreateSignInRequest = z.strictObject({
  system: ZBookingSystem,
  accountId: ZSignInAccountId,
  isEnabled: z.boolean(),
  credentials: ZSignInCredentials,
});
export type TCreateSignInRequest = z.input<typeof ZCreateSignInRequest>;

/** PUT /api/sign-ins/{id}: without credentials (omitted or null) the stored ones stay. */
export const ZUpdateSignInRequest = z.strictObject({
  system: ZBookingSystem,
  accountId: ZSignInAccountId,
  isEnabled: z.boolean(),
  credentials: ZSignInCredentials.nullable().optional(),
});
export type TUpdateSignInRequest = z.input<typeof ZUpdateSignInRequest>;

export const ZSignInParams = z.strictObject({ id: z.guid() });

export const ZSignIn = z.object({
  id: z.string(),
  system: ZBookingSystem,
  accountId: z.string(),
  isEnabled: z.boolean(),
  /** Whether credentials are stored; their values are never sent. */
  hasCredentials: z.boolean(),
  /** ISO timestamp of the last change of the credentials. */
  credentialsUpdatedAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.object({ id: z.string(), fullName: z.string() }).nullable(),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZListSignInsResponse = z.object({
  items: z.array(ZSignIn),
  /** The systems the agency's searches ask: those with at least one enabled sign-in, in search order. */
  enabledSystems: z.array(ZBookingSystem),
});
export type TListSignInsResponse = z.infer<typeof ZListSignInsResponse>;

export const ZDeleteSignInResponse = z.object({ ok: z.literal(true) });
export type TDeleteSignInResponse = z.infer<typeof ZDeleteSignInResponse>;
