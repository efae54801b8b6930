import { OneButtonForm } from '#app/server-pages/post-forms.tsx';
import { Notice, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';
import { formatExpiry } from './download-expiry.ts';
import type { DownloadCheck, GoneReason } from './download-tokens.ts';

type Allowed = Extract<DownloadCheck, { status: 'ok' }>;
type Refused = Exclude<DownloadCheck, Allowed>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Where the download page's form posts: the page answers again, with the new count. */
export const pageDownloadAction = (path: string) => `${path}?show=page`;

function StartedNotice({ file }: { file: string }) {
  return (
    <Notice role="status">
      <strong>Your download has started.</strong> If it does not,{' '}
      <a href={file}>download the file here</a>.
    </Notice>
  );
}

function DownloadsLeft({ check, path, label }: { check: Allowed; path: string; label: string }) {
  if (check.downloadsLeft === 0) {
    return (
      <Text>
        That was the last download this link allows. Your copy is also attached to the delivery
        e-mail.
      </Text>
    );
  }
  const allowance = plural(check.downloadsLeft, 'more download');
  const until = `until ${formatExpiry(check.expiresAt)}`;
  return (
    <>
      <Text>
        Thank you for your purchase. This link allows <strong>{allowance}</strong> {until}.
      </Text>
      <Text>Each copy carries your e-mail address and order number on every page.</Text>
      <OneButtonForm action={pageDownloadAction(path)}>{label}</OneButtonForm>
    </>
  );
}

/**
 * The page behind the link: downloading takes a deliberate POST, never a mere visit.
 * After that POST it shows the count left and starts the copy just counted with a
 * refresh to its file URL, so neither needs a script.
 */
export function downloadPage(check: Allowed, path: string, startedFile?: string): ServerPage {
  return {
    title: 'Download your guide',
    refresh: startedFile ? { seconds: 0, url: startedFile } : undefined,
    body: (
      <>
        <PageTitle>{'{{guideName}}'}</PageTitle>
        {startedFile && <StartedNotice file={startedFile} />}
        <DownloadsLeft
          check={check}
          path={path}
          label={startedFile ? 'Download again' : 'Download'}
        />
      </>
    ),
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

function SupportLine({ supportEmail }: { supportEmail: string }) {
  return (
    <Text>
      Need help? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with your order
      number.
    </Text>
  );
}

/** 404 for a link that never existed, 410 for one that stopped working. */
export function refusalPage(check: Refused, supportEmail: string): ServerPage {
  if (check.status === 'not_found') {
    return {
      title: 'Download link not found',
      status: 404,
      body: (
        <>
          <PageTitle>Download link not found</PageTitle>
          <Text>
            This download link does not exist. Please check that the whole link was copied.
          </Text>
          <SupportLine supportEmail={supportEmail} />
        </>
      ),
    };
  }
  const text = goneTexts[check.reason];
  return {
    title: text.title,
    status: 410,
    body: (
      <>
        <PageTitle>{text.title}</PageTitle>
        <Text>{text.explanation}</Text>
        <SupportLine supportEmail={supportEmail} />
      </>
    ),
  };
}
