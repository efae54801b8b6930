import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { SecondFactorMethod } from '#shared/contracts/second-factor.ts';
import type { AdminRole, AuthUser } from '#shared/contracts/auth.ts';
import { openSession } from './session-service.ts';
import { trustDevice } from './trusted-devices.ts';
import { recordSignIn } from './user-repository.ts';

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

export interface SignedInOutcome {
  status: 'signed_in';
  user: AuthUser;
  token: string;
  deviceToken: string;
}

/**
 * The end of every way in (a password alone, a password and a second factor, a passkey): a
 * session, a renewed device token (`device`: the hash of the one the browser showed), the
 * user's last sign-in and the audit entry naming the factor used, if any.
 */
export async function completeSignIn(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  input: {
    user: { id: string; email: string; role: AdminRole };
    client: Client;
    device: string | undefined;
    factor?: SecondFactorMethod;
  },
): Promise<SignedInOutcome> {
  const { user, client } = input;
  const token = await openSession(ctx, user.id, client);
  const deviceToken = await trustDevice(ctx, user.id, input.device);
  await recordSignIn(ctx.db, user.id, ctx.clock());
  await recordAudit(ctx.db, {
    actorId: user.id,
    actorEmail: user.email,
    action: 'sign_in',
    ip: client.ip,
    ...(input.factor ? { detail: { factor: input.factor } } : {}),
  });
  return {
    status: 'signed_in',
    user: { id: user.id, email: user.email, role: user.role },
    token,
    deviceToken,
  };
}
