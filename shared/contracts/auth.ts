import { z } from 'zod';
import { emailField } from './fields.ts';

/**
 * What an admin may do: an owner everything, support the daily work with buyers (orders,
 * customers, messages, reading subscribers), an editor the site's pages (Publishing). The access of each section and route says which.
 */
export const adminRoles = ['owner', 'editor', 'support'] as const;
export type AdminRole = (typeof adminRoles)[number];

export function isAdminRole(role: string): role is AdminRole {
  return (adminRoles as readonly string[]).includes(role);
}

/** What the API says of the signed-in person. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(adminRoles),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Passwords people choose: long enough to resist guessing, short enough to hash cheaply. */
export const passwordLimits = { min: 12, max: 256 } as const;

export const newPasswordField = z
  .string({ error: `Choose a password of at least ${passwordLimits.min} characters.` })
  .min(passwordLimits.min, `Choose a password of at least ${passwordLimits.min} characters.`)
  .max(passwordLimits.max, `Use at most ${passwordLimits.max} characters.`);

/** A password as typed at sign-in: only its presence and a bound are checked here. */
const givenPassword = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(passwordLimits.max, `Use at most ${passwordLimits.max} characters.`);

/** `POST /api/auth/sign-in`: the address follows the rules of every e-mail field. */
export const signInRequestSchema = z.object({ email: emailField, password: givenPassword });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * `GET /api/auth/session` (and a completed sign-in) answers the signed-in admin, and whether the
 * team's rule holds them at setting up a second factor before anything else.
 */
export const sessionResponseSchema = z.object({
  user: authUserSchema,
  secondFactorSetupRequired: z.boolean().default(false),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST /api/auth/forgot-password`: answered the same whether or not the address is known. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });

/** `POST /api/admin/password`: change your own password; your other sessions end. */
export const changePasswordRequestSchema = z.object({
  currentPassword: givenPassword,
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The set-password page's form (an invitation or a reset link). */
/** Said when the repeated password is not the same: by the server, and before sending by the page. */
export const passwordsDifferMessage = 'The two passwords differ.';

export const setPasswordFormSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPasswordField,
    confirm: z.string().max(passwordLimits.max),
  })
  .refine((form) => form.password === form.confirm, {
    path: ['confirm'],
    message: passwordsDifferMessage,
  });

/** The cookie that carries the session token; `__Host-` prefixed on an https site. */
export const sessionCookieName = 'csd_session';
