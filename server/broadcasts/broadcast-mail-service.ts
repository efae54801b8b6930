import MailComposer from 'nodemailer/lib/mail-composer';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ensureMailAddress } from '#server/mail-audience/mail-address-repository.ts';
import { mailFrom } from '#server/mail/mail-from.ts';
import { enqueueMail, recentMail } from '#server/mail/outbox-repository.ts';
import { toMailOptions } from '#server/mail/mail-transport.ts';
import { ServiceError } from '#server/service-error.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import type {
  BroadcastTestResponse,
  MailPreview,
  MailPreviewRequest,
} from '#shared/contracts/admin-mail.ts';
import { personalMail, renderBroadcastTemplate } from './broadcast-mail.ts';
import { broadcastMailKind } from './broadcast-queue-repository.ts';
import { findBroadcast } from './broadcasts-repository.ts';
import { noSuchBroadcast, type BroadcastsContext } from './broadcasts-service.ts';

/** Test mails an admin may have sent in an hour: enough to proofread, too few to spam with. */
export const testMailCap = { mails: 10, withinMs: 60 * 60_000 } as const;

/** Stands in for a recipient's token in a preview: a link that unsubscribes nobody. */
const sampleToken = 'preview';

const site = (ctx: Pick<BroadcastsContext, 'settings' | 'config'>) =>
  siteInfo(ctx.settings.current(), ctx.config);

/**
 * The composer's text exactly as a recipient gets it, through the renderer the outbox uses,
 * with a sample unsubscribe link. The preview cannot know the audience yet: its footer says
 * why either kind of recipient gets it.
 */
export async function previewMail(
  ctx: Pick<BroadcastsContext, 'settings' | 'config' | 'contentImages'>,
  text: MailPreviewRequest,
): Promise<MailPreview> {
  const template = await renderBroadcastTemplate(
    { ...text, audience: 'both' },
    site(ctx),
    ctx.contentImages.lookup,
  );
  const { subject, html, text: plain } = personalMail(template, '', sampleToken);
  return { subject, html, text: plain };
}

/**
 * Queues the broadcast as it is now to the admin asking, whatever its audience, with the
 * subject marked "[Test]"; capped per admin.
 */
export async function sendTestMail(
  ctx: Pick<BroadcastsContext, 'db' | 'outbox'>,
  actor: AdminActor,
  id: number,
): Promise<BroadcastTestResponse> {
  const to = actor.actorEmail;
  await inTransaction(ctx.db, async (tx) => {
    const broadcast = await findBroadcast(tx, id);
    if (!broadcast) throw noSuchBroadcast();
    const recent = await recentMail(
      tx,
      { kind: broadcastMailKind, recipient: to },
      testMailCap.withinMs,
    );
    if (recent.count >= testMailCap.mails) {
      throw new ServiceError(
        'limited',
        'too_many_tests',
        `You have been sent ${String(recent.count)} broadcast mails in the last hour: try again later.`,
        Math.max(1, Math.ceil(recent.roomInSeconds)),
      );
    }
    await enqueueMail(tx, {
      kind: broadcastMailKind,
      recipient: to,
      payload: { broadcastId: id, test: true },
    });
    await recordAudit(tx, {
      ...actor,
      action: 'broadcast_test_sent',
      target: String(id),
      targetLabel: broadcast.subject,
    });
  });
  ctx.outbox.nudge();
  return { to };
}

/** The broadcast as an RFC 822 message, as the signed-in admin would receive it. */
export async function broadcastEml(
  ctx: Pick<BroadcastsContext, 'db' | 'settings' | 'config' | 'contentImages'>,
  actor: AdminActor,
  id: number,
): Promise<Buffer> {
  const broadcast = await findBroadcast(ctx.db, id);
  if (!broadcast) throw noSuchBroadcast();
  const mailSite = site(ctx);
  const template = await renderBroadcastTemplate(broadcast, mailSite, ctx.contentImages.lookup);
  const address = await ensureMailAddress(ctx.db, actor.actorEmail);
  const message = personalMail(template, actor.actorEmail, address.unsubscribeToken);
  const messageId = `<broadcast-${String(id)}@${new URL(ctx.config.siteUrl).hostname}>`;
  return new MailComposer(
    toMailOptions({ ...message, from: mailFrom(ctx.config, mailSite), messageId }),
  )
    .compile()
    .build();
}
