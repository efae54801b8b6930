import { html } from 'hono/html';
import { libraryCopy } from '#content/library.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { issueLibraryLink, librarySignInUrl } from './library-links.ts';

const copy = libraryCopy.mail;

/**
 * The buyer's one-time way into their library, to the address that asked. The token is made
 * here, when the mail is sent, so the outbox row holds nothing that opens the library.
 */
export const renderLibrarySignIn: MailRenderer<MailPayload<'library-sign-in'>> = async (
  _payload,
  { db, site, recipient },
) => {
  const { token } = await issueLibraryLink(db, { email: recipient, now: new Date() });
  const url = librarySignInUrl(site.siteUrl, token);
  const intro = copy.intro(site.brand, recipient);
  const body = await renderMailBody({
    heading: copy.heading,
    html: html`<p>${intro}</p>
      <p>${copy.terms}</p>
      ${mailButton(url, copy.button)} ${mailNote(copy.ignore)}`,
    text: [intro, '', copy.terms, '', url, '', copy.ignore].join('\n'),
    sender: site,
  });
  return { to: recipient, subject: copy.subject(site.brand), ...body };
};
