import { z } from 'zod';

// Staff accounts and their sessions (`/api/v1/staff/…`): sign-in, the second factor, the
// one-time password links. The Mini-Admin and the studio read these answers.

/** `editor` changes content, `support` uses the Mini-Admin, `admin` manages staff and tokens (and may do both). */
export const staffRoles = ['editor', 'support', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Passwords: at least 12 and at most 128 characters, no other composition rules (NIST SP 800-63B). */
export const minPasswordLength = 12;
export const maxPasswordLength = 128;
export const staffPasswordSchema = z
  .string()
  .min(minPasswordLength, `must have at least ${minPasswordLength} characters`)
  .max(maxPasswordLength, `must have at most ${maxPasswordLength} characters`);

/** A staff member's e-mail address (a local part, `@`, a domain with a dot), compared lower-case. */
export const staffEmailSchema = z
  .string()
  .trim()
  .max(254, 'must have at most 254 characters')
  .regex(/^[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+$/, 'must be an e-mail address')
  .transform((email) => email.toLowerCase());

/** The header that carries the session's CSRF token on every state-changing request. */
export const csrfHeader = 'x-csrf-token';

export const signInRequestSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
});

/** Six digits of the authenticator app. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'must be six digits');

/** Six digits of the authenticator app, or one of the ten recovery codes. */
export const secondFactorRequestSchema = z.union([
  z.object({ code: totpCodeSchema }).strict(),
  z.object({ recoveryCode: z.string().min(1).max(64) }).strict(),
]);

/** After the password: signed in, or a second factor is asked for next (same cookie). */
export const signInResponseSchema = z.object({
  state: z.enum(['signed-in', 'second-factor-required']),
  csrfToken: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const meResponseSchema = z.discriminatedUnion('signedIn', [
  z.object({
    signedIn: z.literal(true),
    email: z.string(),
    role: staffRoleSchema,
    csrfToken: z.string(),
    totp: z.object({
      enabled: z.boolean(),
      /** Admins must have it: until they do, they may only enrol (and sign out). */
      required: z.boolean(),
    }),
    /** An admin without a second factor: nothing but enrolment is allowed. */
    limited: z.boolean(),
  }),
  z.object({
    signedIn: z.literal(false),
    /** The password was right; the second factor is asked for (the session's CSRF token comes with it). */
    secondFactorPending: z.boolean(),
    csrfToken: z.string().nullable(),
  }),
]);
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Whether an account of `role` may use what `allowed` names: admins may use everything. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'admin' || allowed.includes(role);
}

/** `POST /api/v1/staff/password`: the password is set; the account's address. */
export const passwordSetResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

/** Where a one-time link sets a password: the token is in the fragment, never sent to a server log. */
export const staffPasswordPath = '/dev/password';

/** A staff account as admins list it (`GET /api/v1/admin/staff`). */
export const staffListingSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
  totpEnabled: z.boolean(),
  passwordSet: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffListing = z.infer<typeof staffListingSchema>;

export const staffListResponseSchema = z.object({ accounts: z.array(staffListingSchema) });

/** A new account or a reset: the one-time link that sets the password. */
export const staffLinkAnswerSchema = z.object({
  account: staffListingSchema,
  /** The one-time link to set the password: shown once (and mailed when outbound mail is configured). */
  link: z.string(),
  expiresAt: z.string(),
  mailed: z.boolean(),
});
export type StaffLinkAnswer = z.infer<typeof staffLinkAnswerSchema>;

/** `POST /api/v1/admin/staff/{id}/sign-out-everywhere`: the account, and how many of its sessions ended. */
export const staffSessionsEndedSchema = z.object({ account: staffListingSchema, ended: z.number().int() });

/** `GET /api/v1/staff/sign-ins`: the account's own recent sign-ins and failed sign-ins, newest first. */
export const staffSignInsResponseSchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      ok: z.boolean(),
      /** How the sign-in was completed: `password`, `code` or `recovery-code`. */
      method: z.string().nullable(),
      /** Why a failed one failed: `password`, `code`, `recovery-code`, `disabled`, `limit`. */
      reason: z.string().nullable(),
      address: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});
export type StaffSignIns = z.infer<typeof staffSignInsResponseSchema>;

/** `POST /api/v1/staff/totp/enrol`: the new secret (base32) and its otpauth:// address for a QR code. */
export const totpEnrolResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** `POST /api/v1/staff/totp/confirm`: the ten recovery codes, shown only now. */
export const totpConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
