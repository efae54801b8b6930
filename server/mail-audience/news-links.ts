/** Where a news mail's unsubscribe link and its RFC 8058 one-click POST go. */
export const newsUnsubscribePath = '/mail/unsubscribe';

/** The unsubscribe link of one address; its token is the only secret in it. */
export function newsUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${newsUnsubscribePath}?token=${encodeURIComponent(token)}`;
}
