import { OneButtonForm } from '#app/server-pages/post-forms.tsx';
import { ActionLink, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';

// The pages behind the unsubscribe link of every marketing mail (broadcasts, automations).

export function newsUnsubscribePromptPage(token: string): ServerPage {
  return {
    title: 'Unsubscribe',
    body: (
      <>
        <PageTitle>Unsubscribe from news and tips</PageTitle>
        <Text>You will receive no more news, tips or announcements from {'{{brand}}'}.</Text>
        <OneButtonForm action={`unsubscribe?token=${encodeURIComponent(token)}`}>
          Unsubscribe
        </OneButtonForm>
      </>
    ),
  };
}

export const newsUnsubscribedPage: ServerPage = {
  title: 'Unsubscribed',
  body: (
    <>
      <PageTitle>You are unsubscribed</PageTitle>
      <Text>You will receive no more news, tips or announcements from us.</Text>
      <Text>Mail about your own order, such as your download link, still reaches you.</Text>
      <ActionLink href="/">Back to {'{{brand}}'}</ActionLink>
    </>
  ),
};
