import { rolesCopy } from '#content/admin-roles.ts';
import { isAdminRole, type AdminRole } from '#shared/contracts/auth.ts';
import { html } from 'hono/html';
import type { Database } from '#server/db/database.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { adminPath } from '#shared/admin-path.ts';
import { issueAuthLink, setPasswordUrl } from './auth-links.ts';
import { findUser, type User } from './user-repository.ts';

/** The admin a link is for, as they are when the mail is rendered. */
async function adminFor(
  db: Database,
  userId: string,
  mail: string,
): Promise<User & { role: AdminRole }> {
  const user = await findUser(db, userId);
  if (!user) throw new Error(`Cannot send the ${mail}: user ${userId} no longer exists`);
  const { role } = user;
  if (!isAdminRole(role)) {
    throw new Error(`Cannot send the ${mail}: user ${userId} is no longer an admin`);
  }
  return { ...user, role };
}

/**
 * "Forgot password?": a link to choose a new password, valid one hour. The token is made
 * here, when the mail is sent, so the outbox row holds nothing that opens the account.
 */
export const renderPasswordReset: MailRenderer<MailPayload<'password-reset'>> = async (
  { userId },
  { db, site },
) => {
  const user = await adminFor(db, userId, 'password reset');
  const { token } = await issueAuthLink(db, { userId, purpose: 'reset', now: new Date() });
  const url = setPasswordUrl(site.siteUrl, token);
  const heading = 'Choose a new password';
  const intro = `Someone, hopefully you, asked to reset the password of the ${site.brand} back office account ${user.email}.`;
  const ignore = 'If you did not ask for it, ignore this mail: your password stays as it is.';
  const body = await renderMailBody({
    heading,
    html: html`<p>${intro}</p>
      <p>Choose a new password with this link. It works once, within one hour:</p>
      ${mailButton(url, 'Choose a new password')} ${mailNote(ignore)}`,
    text: [
      intro,
      '',
      'Choose a new password with this link. It works once, within one hour:',
      '',
      url,
      '',
      ignore,
    ].join('\n'),
    sender: site,
  });
  return { to: user.email, subject: `Reset your ${site.brand} admin password`, ...body };
};

/**
 * Grant Admin Role for a new address: who invited them, the role they have now (it may have
 * changed since the grant) and a link to set a first password, valid 24 hours.
 */
export const renderAdminInvite: MailRenderer<MailPayload<'admin-invite'>> = async (
  { userId, invitedBy },
  { db, site },
) => {
  const user = await adminFor(db, userId, 'invitation');
  if (user.passwordHash) {
    throw new Error(`Cannot send the invitation: user ${userId} has already set a password`);
  }
  const { token } = await issueAuthLink(db, { userId, purpose: 'invite', now: new Date() });
  const url = setPasswordUrl(site.siteUrl, token);
  const signIn = `${site.siteUrl}${adminPath}`;
  const heading = `You are invited to the ${site.brand} back office`;
  const intro = invitedBy
    ? `${invitedBy} has invited you to the ${site.brand} back office as ${user.email}.`
    : `You have been given admin access to ${site.brand} as ${user.email}.`;
  const role = `Your role: ${rolesCopy.names[user.role]}, for ${rolesCopy.abilities[user.role]}.`;
  const expired = `If the link has expired, ask for a new one with "Forgot password?" on the sign-in page, ${signIn}.`;
  const unexpected =
    'Not expecting this? Ignore this mail: without a password nobody can sign in as you.';
  const body = await renderMailBody({
    heading,
    html: html`<p>${intro}</p>
      <p>${role}</p>
      <p>Choose your password to sign in. The link works once, within 24 hours:</p>
      ${mailButton(url, 'Choose your password')}
      <p>${expired}</p>
      ${mailNote(unexpected)}`,
    text: [
      intro,
      '',
      role,
      '',
      'Choose your password to sign in. The link works once, within 24 hours:',
      '',
      url,
      '',
      expired,
      '',
      unexpected,
    ].join('\n'),
    sender: site,
  });
  return { to: user.email, subject: heading, ...body };
};
