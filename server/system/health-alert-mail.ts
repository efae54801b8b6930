import { html } from 'hono/html';
import { healthAlertMailCopy as copy, lastedText } from '#content/health-alert-mail.ts';
import { findUserByEmail } from '#server/auth/user-repository.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';
import { adminSections } from '#shared/admin-sections.ts';
import { findIncident, type HealthIncident } from './health-incidents-repository.ts';

type HealthAlertEvent = MailPayload<'health-alert'>['event'];

/** Who is told: the admins who may open the System section, where the incident shows. */
export const alertRoles: readonly string[] = adminSections.system.access;

/** "Mar 3, 2:05 PM EST": a moment in the seller's zone, with the zone's name. */
function momentText(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(moment);
}

/** What the alert says: since when and what to do, or how long it lasted. */
function alertLines(incident: HealthIncident, event: HealthAlertEvent, timeZone: string) {
  const words = copy[incident.kind];
  const { closedAt, since } = incident;
  if (event === 'recovered') {
    if (!closedAt) throw new Error(`Incident ${incident.id} is still open: no recovery to tell`);
    return [words.recovered(lastedText(closedAt.getTime() - since.getTime()))];
  }
  return [
    words.opened(momentText(since, timeZone)),
    words.whatToDo,
    ...(closedAt ? [copy.late(momentText(closedAt, timeZone))] : []),
  ];
}

/**
 * To one owner: an incident began (since when, what to do) or ended (how long it lasted),
 * read from health_incidents when sent. An alert sent after its incident ended (it waited in
 * the outbox with the rest of the mail) says so. Withdrawn for an address no longer an owner's.
 */
export const renderHealthAlert: MailRenderer<MailPayload<'health-alert'>> = async (
  { incidentId, event, timeZone },
  { db, site, recipient },
) => {
  const reader = await findUserByEmail(db, recipient);
  if (!reader || !alertRoles.includes(reader.role)) {
    throw new MailWithdrawn(`${recipient} is no longer told of the shop's health.`);
  }
  const incident = await findIncident(db, incidentId);
  if (!incident) throw new Error(`Cannot send the health alert of incident ${incidentId}: gone`);
  const words = copy[incident.kind];
  const subject = event === 'opened' ? words.subject : words.recoveredSubject;
  const lines = alertLines(incident, event, timeZone);
  const url = `${site.siteUrl}${adminSections.system.path}`;
  const body = await renderMailBody({
    heading: subject,
    html: html`${lines.map((line) => html`<p>${line}</p>`)} ${mailButton(url, copy.button)}
    ${mailNote(copy.why)}`,
    text: [...lines, `${copy.button}: ${url}`, copy.why].join('\n\n'),
    sender: site,
  });
  return { to: recipient, subject: `${subject} | ${site.brand}`, ...body };
};
