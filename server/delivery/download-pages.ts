import { html } from 'hono/html';
import type { SimplePage } from '#server/http/simple-page.ts';
import type { DownloadCheck, GoneReason } from './download-tokens.ts';

type Allowed = Extract<DownloadCheck, { status: 'ok' }>;
type Refused = Exclude<DownloadCheck, Allowed>;

const expiryFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "March 8, 2025 at 12:00 PM UTC": the buyer's time zone is unknown to the server. */
export function formatExpiry(date: Date): string {
  return `${expiryFormat.format(date)} UTC`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Where the download page's form posts: the page answers again, with the new count. */
export const pageDownloadAction = (path: string) => `${path}?show=page`;

function startedNotice(file: string) {
  return html`<p class="notice" role="status">
    <strong>Your download has started.</strong> If it does not,
    <a href="${file}">download the file here</a>.
  </p>`;
}

function downloadsLeft(check: Allowed, path: string, label: string) {
  if (check.downloadsLeft === 0) {
    return html`<p>
      That was the last download this link allows. Your copy is also attached to the delivery
      e-mail.
    </p>`;
  }
  const allowance = plural(check.downloadsLeft, 'more download');
  const until = `until ${formatExpiry(check.expiresAt)}`;
  return html`<p>
      Thank you for your purchase. This link allows <strong>${allowance}</strong> ${until}.
    </p>
    <p>Each copy carries your e-mail address and order number on every page.</p>
    <form method="post" action="${pageDownloadAction(path)}" class="actions">
      <button type="submit" class="button">${label}</button>
    </form>`;
}

/**
 * The page behind the link: downloading takes a deliberate POST, never a mere visit.
 * After that POST it shows the count left and starts the copy just counted with a
 * refresh to its file URL, so neither needs a script.
 */
export function downloadPage(check: Allowed, path: string, startedFile?: string): SimplePage {
  return {
    title: 'Download your guide',
    refresh: startedFile ? { seconds: 0, url: startedFile } : undefined,
    body: html`<h1>{{guideName}}</h1>
      ${startedFile ? startedNotice(startedFile) : ''}
      ${downloadsLeft(check, path, startedFile ? 'Download again' : 'Download')}`,
  };
}

const goneTexts: Record<GoneReason, { title: string; explanation: string }> = {
  expired: {
    title: 'This download link has expired',
    explanation: `Download links work for {{linkValidDays}} days after the purchase. Your copy of the guide is also attached to the delivery e-mail.`,
  },
  used_up: {
    title: 'This download link has been used up',
    explanation: `Each link allows {{downloadLimit}} downloads, and all of them have been used. Your copy of the guide is also attached to the delivery e-mail.`,
  },
  refunded: {
    title: 'This order has been refunded',
    explanation: 'The order behind this link was refunded, so its download link no longer works.',
  },
};

function supportLine(supportEmail: string) {
  return html`<p>
    Need help? Write to <a href="mailto:${supportEmail}">${supportEmail}</a> with your order number.
  </p>`;
}

/** 404 for a link that never existed, 410 for one that stopped working. */
export function refusalPage(check: Refused, supportEmail: string): SimplePage {
  if (check.status === 'not_found') {
    return {
      title: 'Download link not found',
      status: 404,
      body: html`<h1>Download link not found</h1>
        <p>This download link does not exist. Please check that the whole link was copied.</p>
        ${supportLine(supportEmail)}`,
    };
  }
  const text = goneTexts[check.reason];
  return {
    title: text.title,
    status: 410,
    body: html`<h1>${text.title}</h1>
      <p>${text.explanation}</p>
      ${supportLine(supportEmail)}`,
  };
}
