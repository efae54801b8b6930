import type { Context } from 'hono';
import { clientIp } from '#server/http/client-ip.ts';
import type { AuditEntryInput } from './audit-repository.ts';

/** Who is acting in an admin request and from where: the first half of every audit entry. */
export function auditActor(c: Context): Pick<AuditEntryInput, 'actorId' | 'actorEmail' | 'ip'> {
  const admin = c.get('admin');
  return { actorId: admin.id, actorEmail: admin.email, ip: clientIp(c) };
}
