import { ArrowLeft, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { adminOrderPath, adminSections } from '#shared/admin-sections.ts';
import type { CustomerDetail } from '#shared/contracts/admin-customers.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime, formatDollars } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { PersonExportLink } from '../kit/person-export-link.tsx';
import { DetailSection, FactList } from '../kit/detail-section.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { OrderList } from '../orders/order-list.tsx';
import { PersonErasureSection } from '../kit/person-erasure-section.tsx';
import { customersCopy } from './customers-copy.ts';
import { useCustomer } from './use-customers.ts';

const copy = customersCopy;

function customerFacts({ customer, tax }: Pick<CustomerDetail, 'customer' | 'tax'>) {
  const facts = copy.facts;
  return [
    { label: facts.orders, value: String(customer.orders) },
    { label: facts.paid, value: formatDollars(customer.paid) },
    { label: facts.tax, value: fillPlaceholders(copy.taxValue, { tax: formatDollars(tax) }) },
    {
      label: facts.refunds,
      value: fillPlaceholders(copy.refundsValue, {
        n: String(customer.refunds),
        amount: formatDollars(customer.refunded),
      }),
    },
    {
      label: facts.newsletter,
      value: customer.subscribed ? copy.subscribedYes : copy.subscribedNo,
    },
    { label: facts.firstPurchase, value: formatDateTime(customer.firstPurchaseAt) },
    { label: facts.lastPurchase, value: formatDateTime(customer.lastPurchaseAt) },
  ];
}

/** One buyer's page: their figures and every order, each linking to the order's own address. */
export function CustomerDetailCard({ email }: { email: string }) {
  // Back to the list as it was: the search came along in the query.
  const { search } = useLocation();
  const detail = useCustomer(email);
  const { data } = detail;
  return (
    <SectionCard
      icon={UserRound}
      title={<span className="wrap-anywhere">{fillPlaceholders(copy.detailTitle, { email })}</span>}
      as="h2"
      actions={
        <>
          <PersonExportLink email={email} />
          <Link
            className={buttonVariants({ variant: 'outline' })}
            to={`${adminSections.customers.path}${search}`}
          >
            <ArrowLeft className="size-4" aria-hidden />
            {copy.back}
          </Link>
        </>
      }
      className="flex flex-col gap-6"
    >
      <LoadStatus
        isPending={detail.isPending}
        isError={detail.isError}
        hasData={data !== undefined}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
      {data && (
        <>
          <FactList facts={customerFacts(data)} />
          <DetailSection title={copy.detailOrders}>
            <OrderList orders={data.orders} label={copy.detailOrders} linkTo={adminOrderPath} />
          </DetailSection>
          <PersonErasureSection email={email} leaveTo={adminSections.customers.path} />
        </>
      )}
    </SectionCard>
  );
}
