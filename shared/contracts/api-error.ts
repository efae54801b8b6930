import { z } from 'zod';

/** Every JSON error the API returns has this shape, whatever went wrong. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The codes the back office acts on when the API turns an admin away: no or an expired session
 * (back to sign-in), a signed-in person whose admin access was removed (back to sign-in, told
 * why), and an admin whose role does not reach the route (they stay signed in).
 */
export const adminRefusals = {
  authenticationRequired: 'authentication_required',
  accessRemoved: 'access_removed',
  roleNotAllowed: 'role_not_allowed',
  /** The team requires a second factor and this admin has none: only setting one up is open. */
  secondFactorSetupRequired: 'second_factor_setup_required',
} as const;
