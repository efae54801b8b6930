import type { Context } from 'hono';
import { clientIp } from '#server/http/client-ip.ts';
import type { AuditEntryInput } from './audit-repository.ts';

/** A signed-in admin acting, and from where: the first half of every audit entry they cause. */
export type AdminActor = Pick<AuditEntryInput, 'actorEmail'> & { actorId: string; ip: string };

/** The admin of an /api/admin request (set by requireAdmin) and the client's address. */
export function auditActor(c: Context): AdminActor {
  const admin = c.get('admin');
  return { actorId: admin.id, actorEmail: admin.email, ip: clientIp(c) };
}
