import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { adminPath } from '#shared/admin-path.ts';
import { findUser } from './user-repository.ts';

type Change = MailPayload<'second-factor-changed'>['change'];

const changes: Record<Change, string> = {
  passkey_added: 'A passkey was added to',
  passkey_removed: 'A passkey was removed from',
  totp_enabled: 'An authenticator app was turned on for',
  totp_disabled: 'The authenticator app was turned off for',
  recovery_codes_generated: 'New recovery codes were made for',
  second_factor_reset:
    'Another owner removed every passkey, the authenticator app and the recovery codes of',
};

/**
 * A short security notice to the admin whose second factors changed: what, and what to do if
 * it was not them. No link that signs in, no code: the mailbox alone must open nothing.
 */
export const renderSecondFactorChanged: MailRenderer<MailPayload<'second-factor-changed'>> = async (
  { userId, change },
  { db, site },
) => {
  const user = await findUser(db, userId);
  if (!user)
    throw new Error(`Cannot send the second factor notice: user ${userId} no longer exists`);
  const heading = 'Your sign-in settings changed';
  const what = `${changes[change]} your ${site.brand} back office account ${user.email}.`;
  const check =
    'You can see your passkeys, app and recovery codes under Account in the back office:';
  const url = `${site.siteUrl}${adminPath}`;
  const notYou =
    'Not you? Sign in, change your password and review your second factors, or ask another owner to reset them.';
  const body = await renderMailBody({
    heading,
    html: html`<p>${what}</p>
      <p>${check}</p>
      ${mailButton(url, 'Open the back office')} ${mailNote(notYou)}`,
    text: [what, '', check, '', url, '', notYou].join('\n'),
    sender: site,
  });
  return { to: user.email, subject: `${site.brand}: ${heading.toLowerCase()}`, ...body };
};
