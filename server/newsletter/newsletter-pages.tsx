import { OneButtonForm } from '#app/server-pages/post-forms.tsx';
import { ActionLink, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';

// The pages behind the links in newsletter mail. Forms post to relative URLs, so the pages
// work wherever the routes are mounted.

const backHome = <ActionLink href="/">Back to {'{{brand}}'}</ActionLink>;

export function confirmPromptPage(token: string): ServerPage {
  return {
    title: 'Confirm your subscription',
    body: (
      <>
        <PageTitle>Confirm your subscription</PageTitle>
        <Text>One click and you will receive the {'{{brand}}'} newsletter.</Text>
        <OneButtonForm action="confirm" hidden={{ token }}>
          Confirm my subscription
        </OneButtonForm>
      </>
    ),
  };
}

export const confirmedPage: ServerPage = {
  title: 'Subscription confirmed',
  body: (
    <>
      <PageTitle>Thank you, you are subscribed</PageTitle>
      <Text>Your subscription is confirmed. A welcome mail is on its way.</Text>
      <Text>Every mail we send has a link to unsubscribe, in case you change your mind.</Text>
      {backHome}
    </>
  ),
};

export const alreadyConfirmedPage: ServerPage = {
  title: 'Link already used',
  status: 410,
  body: (
    <>
      <PageTitle>This link was already used</PageTitle>
      <Text>Your subscription is already confirmed: there is nothing more to do.</Text>
      {backHome}
    </>
  ),
};

export const confirmLinkWithdrawnPage: ServerPage = {
  title: 'Link no longer valid',
  status: 410,
  body: (
    <>
      <PageTitle>This link is no longer valid</PageTitle>
      <Text>
        This address was unsubscribed after the link was sent. To receive the newsletter again,
        subscribe once more on our site.
      </Text>
      <ActionLink href="/">Go to {'{{brand}}'}</ActionLink>
    </>
  ),
};

export function unsubscribePromptPage(token: string): ServerPage {
  return {
    title: 'Unsubscribe',
    body: (
      <>
        <PageTitle>Unsubscribe from the newsletter</PageTitle>
        <Text>You will receive no more newsletter mail from {'{{brand}}'}.</Text>
        <OneButtonForm action={`unsubscribe?token=${encodeURIComponent(token)}`}>
          Unsubscribe
        </OneButtonForm>
      </>
    ),
  };
}

export const unsubscribedPage: ServerPage = {
  title: 'Unsubscribed',
  body: (
    <>
      <PageTitle>You are unsubscribed</PageTitle>
      <Text>You will receive no more newsletter mail from us.</Text>
      <Text>Changed your mind? You can subscribe again on our site at any time.</Text>
      {backHome}
    </>
  ),
};
