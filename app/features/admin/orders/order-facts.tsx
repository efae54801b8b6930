import type { OrderDetail } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { discountsCopy } from '../discounts/discounts-copy.ts';
import { formatDateTime, formatMoney } from '../kit/format.ts';
import { DetailSection, FactList } from '../kit/detail-section.tsx';
import { OrderStatus } from './order-status.tsx';
import { EmailText } from '../kit/email-text.tsx';
import { orderDetailCopy } from './orders-copy.ts';

const copy = orderDetailCopy;
const discountCopy = discountsCopy.orderFacts;

const when = (iso: string | null) => (iso === null ? null : formatDateTime(iso));

/** The price before the code and the code with what it took off, for an order bought with one. */
function discountFacts(order: OrderDetail['order']) {
  if (order.discountCode === null) return [];
  const money = (amount: number) => formatMoney(amount, order.currency);
  return [
    {
      label: discountCopy.listPrice,
      value: order.listPrice === null ? null : money(order.listPrice),
    },
    {
      label: discountCopy.discountCode,
      value: fillPlaceholders(discountCopy.discountValue, {
        code: order.discountCode,
        amount: money(order.discount),
      }),
    },
  ];
}

/**
 * The money: an order taken without tax shows its amount; a taxed one its net (the revenue),
 * the tax and how it met the price, and the total the buyer's payment took.
 */
function moneyFacts(order: OrderDetail['order']) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  if (order.tax === 0) return [{ label: copy.amount, value: money(order.amount) }];
  const tax = money(order.tax);
  return [
    { label: copy.net, value: money(order.amount) },
    {
      label: copy.tax,
      value:
        order.taxPrices === null ? tax : fillPlaceholders(copy.taxValue[order.taxPrices], { tax }),
    },
    { label: copy.charged, value: money(order.charged) },
  ];
}

/** The visit the checkout came from, as the analytics recorded it. */
function VisitFacts({ visit }: { visit: OrderDetail['visit'] }) {
  if (visit === null) return <p className="text-sm text-muted-foreground">{copy.noVisit}</p>;
  return (
    <FactList
      facts={[
        { label: copy.source, value: visit.source },
        { label: copy.medium, value: visit.medium ?? copy.noneNamed },
        { label: copy.campaign, value: visit.campaign ?? copy.noneNamed },
        { label: copy.landingPage, value: visit.landingPage },
      ]}
    />
  );
}

/** The customer's fields, the payment's (amounts, times, the provider's ids) and the visit's. */
export function OrderFacts({ detail }: { detail: OrderDetail }) {
  const { order, refund } = detail;
  const payment = [
    ...discountFacts(order),
    ...moneyFacts(order),
    { label: copy.status, value: <OrderStatus status={order.status} /> },
    { label: copy.created, value: formatDateTime(order.createdAt) },
    { label: copy.completed, value: when(order.completedAt) },
    { label: copy.expired, value: when(order.expiredAt) },
    { label: copy.refunded, value: when(order.refundedAt) },
    { label: copy.refundUntil, value: when(refund.until) },
    { label: copy.provider, value: order.provider },
    { label: copy.providerSession, value: order.providerSessionId },
    { label: copy.paymentIntent, value: order.paymentIntentId },
    { label: copy.refundId, value: order.refundId },
  ].filter((fact) => fact.value !== null);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DetailSection title={copy.customer}>
        <FactList
          facts={[
            { label: copy.name, value: order.customerName },
            {
              label: copy.email,
              value: (
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`mailto:${order.customerEmail}`}
                >
                  <EmailText email={order.customerEmail} />
                </a>
              ),
            },
            {
              label: copy.address,
              value: (
                <>
                  {order.address}
                  <br />
                  {`${order.city}, ${order.state} ${order.zip}`}
                </>
              ),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={copy.payment}>
        <FactList facts={payment} />
      </DetailSection>
      <DetailSection title={copy.visit}>
        <VisitFacts visit={detail.visit} />
      </DetailSection>
    </div>
  );
}
