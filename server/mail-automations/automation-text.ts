import { raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { automationMailCopy } from '#content/mail-automations.ts';
import type { Database } from '#server/db/database.ts';
import { renderMailMarkdown } from '#server/mail/mail-markdown.ts';
import type { MailSite } from '#server/mail/mail-message.ts';
import { contentImageIndex } from '#server/media/content-image-index.ts';
import { readAutomation } from './automation-settings.ts';
import { firstNamePlaceholder } from '#shared/contracts/admin-mail.ts';
import type { ContentImages } from '#shared/content-images.ts';
import {
  escapeHtml,
  fillPlaceholders,
  placeholderValues,
  type TemplateValues,
} from '#shared/placeholders.ts';

/** An automation's mail text: its subject and Markdown body, as the seller saved them. */
export interface AutomationText {
  subject: string;
  body: string;
}

/** The text filled in: the subject, and the body as mail HTML (escaped) and plain text. */
export interface FilledAutomationText {
  subject: string;
  html: HtmlEscapedString;
  text: string;
}

const noImages: ContentImages = () => undefined;

/** The uploaded images a body names: read only when it names one (most texts do not). */
async function imagesFor(db: Database, body: string): Promise<ContentImages> {
  return body.includes('](media:') ? (await contentImageIndex(db)).lookup : noImages;
}

/** The first word of a name a buyer typed, or a neutral word when there is none. */
export function firstNameOf(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] || automationMailCopy.unnamed;
}

const placeholder = /\{\{(\w+)\}\}/g;

/**
 * Fills an automation's text for one recipient. The Markdown is rendered before the
 * placeholders are filled, so a name a buyer typed is only ever text, never a link or markup.
 * An unknown placeholder throws: the contract refused it at save, and the defaults are tested.
 */
export async function fillAutomationText(
  db: Database,
  text: AutomationText,
  recipient: { site: MailSite; firstName?: string },
): Promise<FilledAutomationText> {
  const values: TemplateValues = {
    ...placeholderValues(recipient.site),
    ...(recipient.firstName === undefined ? {} : { [firstNamePlaceholder]: recipient.firstName }),
  };
  const { siteUrl } = recipient.site;
  const markdown = renderMailMarkdown(text.body, {
    siteUrl,
    images: await imagesFor(db, text.body),
  });
  const html = markdown.html.replace(placeholder, (match) =>
    escapeHtml(fillPlaceholders(match, values)),
  );
  return {
    subject: fillPlaceholders(text.subject, values),
    // Escaped above: the rendered Markdown escapes what was typed, the values are escaped here.
    html: raw(html),
    text: fillPlaceholders(markdown.text, values),
  };
}

/**
 * What the welcome series will send a subscriber confirmed now, for the newsletter's welcome
 * mail to promise exactly that: the tips' subjects and the days they span. Undefined while
 * the series is off.
 */
export async function welcomeSeriesPromise(
  db: Database,
  site: MailSite,
): Promise<{ subjects: string[]; days: number } | undefined> {
  const series = await readAutomation(db, 'welcome-series');
  if (!series.enabled) return undefined;
  const values = placeholderValues(site);
  const { steps } = series.settings;
  return {
    subjects: steps.map((step) => fillPlaceholders(step.subject, values)),
    days: Math.max(...steps.map((step) => step.afterDays)),
  };
}
