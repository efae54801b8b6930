import {
  actionsClass,
  ActionLink,
  Notice,
  PageTitle,
  SubmitButton,
  Text,
  TextLink,
} from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';

// The pages of the built-in test provider's hosted checkout.

export const sessionNotFoundPage: ServerPage = {
  title: 'Payment session not found',
  status: 404,
  body: (
    <>
      <PageTitle>Payment session not found</PageTitle>
      <Text>This payment link is not valid. Start again from the checkout page.</Text>
      <ActionLink href="/checkout">Back to checkout</ActionLink>
    </>
  ),
};

export function sessionExpiredPage(cancelPath: string): ServerPage {
  return {
    title: 'Payment page expired',
    status: 410,
    body: (
      <>
        <PageTitle>Payment page expired</PageTitle>
        <Text>
          This payment page has expired and nothing was charged. Start again from the checkout.
        </Text>
        <ActionLink href={cancelPath}>Back to checkout</ActionLink>
      </>
    ),
  };
}

export interface TestPayment {
  /** "$47.00": the whole charge, tax included. */
  amount: string;
  /** The simulated sales tax, when the session charges some. */
  tax?: { lines: Array<{ label: string; amount: string }>; note: string } | undefined;
  currency: string;
  /** The line Stripe's page shows under the guide's name. */
  discount?: string;
  customerEmail: string;
  cancelPath: string;
}

/** Looks like a payment page, says plainly that nothing is charged, works without JavaScript. */
export function testPaymentPage(payment: TestPayment): ServerPage {
  return {
    title: 'Test payment',
    body: (
      <>
        <Notice>
          <strong>Test mode - no real charge.</strong> No card is needed and no money moves.
        </Notice>
        <PageTitle>Pay {'{{brand}}'}</PageTitle>
        <Text>
          {'{{guideName}}'}
          <strong className="block text-3xl leading-tight font-bold">
            {payment.amount} <small>{payment.currency.toUpperCase()}</small>
          </strong>
        </Text>
        {payment.discount && <Text>{payment.discount}</Text>}
        {payment.tax && (
          <>
            <dl className="my-4 flex max-w-sm flex-col gap-1 tabular-nums">
              {payment.tax.lines.map((line) => (
                <div key={line.label} className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{line.label}</dt>
                  <dd>{line.amount}</dd>
                </div>
              ))}
            </dl>
            <Text className="text-sm">{payment.tax.note}</Text>
          </>
        )}
        <Text>
          Receipt and guide go to <strong>{payment.customerEmail}</strong>.
        </Text>
        <form method="post" className={actionsClass}>
          <SubmitButton>Pay {payment.amount}</SubmitButton>
          <TextLink href={payment.cancelPath}>Cancel</TextLink>
        </form>
      </>
    ),
  };
}
