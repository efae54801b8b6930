import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';
import { adminSections } from '#shared/admin-sections.ts';
import type { OverviewFigure } from '#shared/contracts/admin-overview.ts';
import { formatPrice } from '#shared/money.ts';
import { weeklyFigures, type RankedFigure, type WeeklyFigures } from './weekly-report-figures.ts';
import { findReportReader } from '#server/auth/weekly-report-settings-repository.ts';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const whole = (count: number) => count.toLocaleString('en-US');

/** "+12%", "-5%", "no change", or "new" when last week had none. */
export function changeText(figure: OverviewFigure): string {
  if (figure.change === null) return figure.value === 0 ? 'no change' : 'new';
  const rounded = Math.round(figure.change * 100);
  if (rounded === 0) return 'no change';
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

interface Line {
  label: string;
  value: string;
  previous: string;
  change: string;
}

function line(label: string, figure: OverviewFigure, format: (value: number) => string): Line {
  return {
    label,
    value: format(figure.value),
    previous: format(figure.previous),
    change: changeText(figure),
  };
}

function summaryLines(figures: WeeklyFigures): Line[] {
  return [
    line('Sales', figures.sales, whole),
    line('Net revenue', figures.netRevenue, formatPrice),
    line('Refunds', figures.refunds, formatPrice),
    line('Visitors', figures.visitors, whole),
    line('Conversion', figures.conversionRate, percent),
  ];
}

const rankedLines = (entries: RankedFigure[]) =>
  entries.map((entry) => line(entry.key, entry.count, whole));

const cell = 'padding: 4px 8px 4px 0; text-align: left;';
const number = 'padding: 4px 0 4px 8px; text-align: right; white-space: nowrap;';

function tableHtml(caption: string, lines: Line[], empty: string) {
  if (lines.length === 0)
    return html`<h2 style="font-size: 16px; margin: 24px 0 8px;">${caption}</h2>
      <p>${empty}</p>`;
  return html`<h2 style="font-size: 16px; margin: 24px 0 8px;">${caption}</h2>
    <table role="presentation" style="width: 100%; border-collapse: collapse;">
      <tr>
        <th style="${cell}"></th>
        <th style="${number}">This week</th>
        <th style="${number}">Week before</th>
        <th style="${number}">Change</th>
      </tr>
      ${lines.map(
        (row) =>
          html`<tr>
            <td style="${cell}">${row.label}</td>
            <td style="${number}">${row.value}</td>
            <td style="${number}">${row.previous}</td>
            <td style="${number}">${row.change}</td>
          </tr>`,
      )}
    </table>`;
}

function tableText(caption: string, lines: Line[], empty: string): string {
  if (lines.length === 0) return `${caption}\n${empty}`;
  const rows = lines.map(
    (row) => `- ${row.label}: ${row.value} (week before ${row.previous}, ${row.change})`,
  );
  return [caption, ...rows].join('\n');
}

const noTraffic = 'No visits were recorded.';

/**
 * The seller's Monday mail: last week (Monday to Sunday, the seller's days) against the week before, the
 * Overview's sales, net revenue, refunds, visitors and conversion, the Analytics dashboard's top
 * sources and pages, and a link to the Overview. Withdrawn when the reader turned it off or
 * lost the access since it was queued.
 */
export const renderWeeklyReport: MailRenderer<MailPayload<'weekly-report'>> = async (
  { userId, weekStart, timeZone },
  { db, site },
) => {
  const reader = await findReportReader(db, userId);
  if (!reader) throw new MailWithdrawn(`The weekly report is no longer wanted by ${userId}.`);
  const figures = await weeklyFigures(db, weekStart, timeZone);
  const heading = `Your week: ${figures.days.from} to ${figures.days.to}`;
  const tables = [
    { caption: 'Sales and visitors', lines: summaryLines(figures) },
    { caption: 'Top sources (sessions)', lines: rankedLines(figures.topSources) },
    { caption: 'Top pages (views)', lines: rankedLines(figures.topPages) },
  ];
  const overviewUrl = `${site.siteUrl}${adminSections.overview.path}`;
  const why = `You get this mail because the weekly report is on for your account. Turn it off in the back office: ${site.siteUrl}${adminSections.account.path}`;
  const body = await renderMailBody({
    heading,
    html: html`${tables.map((table) => tableHtml(table.caption, table.lines, noTraffic))}
    ${mailButton(overviewUrl, 'Open the Overview')} ${mailNote(why)}`,
    text: [
      ...tables.map((table) => tableText(table.caption, table.lines, noTraffic)),
      `Open the Overview: ${overviewUrl}`,
      why,
    ].join('\n\n'),
    sender: site,
  });
  return {
    to: reader.email,
    subject: `Weekly report ${figures.days.from} to ${figures.days.to} | ${site.brand}`,
    ...body,
  };
};
