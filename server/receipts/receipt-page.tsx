import { Fragment, type ReactNode } from 'react';
import { receiptCopy } from '#content/receipts.ts';
import { ActionLink, Notice, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';
import type { ReceiptFacts, ReceiptLine } from './receipt-facts.ts';

// The receipt's own layout: two address blocks, the facts, the figures as a table; printed,
// it loses the site's frame and the buttons (the frame and actions are hidden in print).

function Party({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <section>
      <h2 className="mb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <p className="[overflow-wrap:anywhere]">
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </p>
    </section>
  );
}

const cell = 'border-b py-2 text-left font-normal';
const amountCell = 'pl-4 text-right whitespace-nowrap';

function Row({ label, amount }: ReceiptLine) {
  return (
    <tr>
      <td className={cell}>{label}</td>
      <td className={`${cell} ${amountCell}`}>{amount}</td>
    </tr>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The receipt as a page of the site's frame, with its PDF one click away. */
export function receiptPage(facts: ReceiptFacts, pdfPath: string): ServerPage {
  return {
    title: receiptCopy.title,
    body: (
      <>
        <PageTitle className="text-xl sm:text-2xl">
          {receiptCopy.title}{' '}
          <span className="inline-block [overflow-wrap:anywhere]">{facts.orderId}</span>
        </PageTitle>
        <div className="mb-6 grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-x-8 gap-y-4">
          <Party title={receiptCopy.seller} lines={[facts.seller.name, ...facts.seller.address]} />
          <Party title={receiptCopy.billTo} lines={facts.billTo} />
        </div>
        <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <Fact term={receiptCopy.paidOn}>{facts.paidOn}</Fact>
          <Fact term={receiptCopy.paymentMethod}>{facts.paymentMethod}</Fact>
        </dl>
        <table className="w-full border-collapse tabular-nums">
          <thead>
            <tr className="text-sm text-muted-foreground">
              <th scope="col" className={`${cell} font-semibold`}>
                {receiptCopy.columns.item}
              </th>
              <th scope="col" className={`${cell} ${amountCell} font-semibold`}>
                {receiptCopy.columns.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            <Row {...facts.item} />
            {facts.discount && <Row {...facts.discount} />}
            <Row {...facts.tax} />
          </tbody>
          <tfoot>
            <tr className="text-lg font-bold">
              <th scope="row" className="py-2 text-left">
                {facts.total.label}
              </th>
              <td className={`py-2 ${amountCell}`}>{facts.total.amount}</td>
            </tr>
          </tfoot>
        </table>
        {facts.refund && (
          <Notice className="mt-6 mb-0">
            <strong>{facts.refund}</strong>
          </Notice>
        )}
        <ActionLink href={pdfPath}>{receiptCopy.downloadPdf}</ActionLink>
        <Text className="text-sm print:hidden">{receiptCopy.print}</Text>
      </>
    ),
  };
}

/** Unknown, malformed or unpaid: one answer for all, so a guess learns nothing. */
export const receiptNotFoundPage: ServerPage = {
  title: receiptCopy.notFound.title,
  status: 404,
  body: (
    <>
      <PageTitle>{receiptCopy.notFound.title}</PageTitle>
      <Text>{receiptCopy.notFound.explanation}</Text>
      <ActionLink href="/">{receiptCopy.notFound.home}</ActionLink>
    </>
  ),
};
