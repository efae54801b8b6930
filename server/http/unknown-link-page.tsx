import { PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from './server-page.tsx';

/**
 * A link from one of our mails that names nothing we know (newsletter, news and review
 * opt-out links): every feature whose mail carries such links answers with this page.
 */
export function unknownLinkPage(supportEmail: string): ServerPage {
  return {
    title: 'Link not found',
    status: 404,
    body: (
      <>
        <PageTitle>We do not recognize this link</PageTitle>
        <Text>
          It may be incomplete: some mail programs break long links. Open it again from the mail, or
          copy the whole link into the address bar.
        </Text>
        <Text>
          Still stuck? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Text>
      </>
    ),
  };
}
