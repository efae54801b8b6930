import { html } from 'hono/html';
import { receiptCopy } from '#content/receipts.ts';
import type { SimplePage } from '#server/http/simple-page.ts';
import type { ReceiptFacts, ReceiptLine } from './receipt-facts.ts';

// The receipt's own layout: two address blocks, the figures as a table, and a print layout
// without the site's frame or the buttons, in black on white whatever the screen's theme.
const receiptStyles = `
.parties { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem 2rem; margin: 0 0 1.5rem; }
h2 { margin: 0 0 0.25rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--muted-foreground); }
.parties p { margin: 0; color: var(--foreground); overflow-wrap: anywhere; }
.order-id { display: inline-block; overflow-wrap: anywhere; }
@media (max-width: 30rem) { h1 { font-size: 1.25rem; } }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
.facts dt { color: var(--muted-foreground); }
.facts dd { margin: 0; color: var(--foreground); }
.figures { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.figures th, .figures td { padding: 0.5rem 0; border-bottom: 1px solid var(--border); text-align: left; font-weight: 400; color: var(--foreground); }
.figures th:last-child, .figures td:last-child { padding-left: 1rem; text-align: right; white-space: nowrap; }
.figures thead th { font-size: 0.875rem; font-weight: 600; color: var(--muted-foreground); }
.figures tfoot th, .figures tfoot td { border-bottom: 0; font-size: 1.125rem; font-weight: 700; }
.refund { margin: 1.5rem 0 0; }
@media print {
  :root { color-scheme: light; --background: #fff; --card: #fff; --foreground: #000; --muted-foreground: #333; --border: #999; --warning: #fff; --warning-foreground: #000; }
  header, .actions, .hint { display: none; }
  main { max-width: none; margin: 0; }
  .card { padding: 0; border: 0; box-shadow: none; }
}
`;

const lines = (texts: string[]) =>
  texts.map((text, index) => (index === 0 ? html`${text}` : html`<br />${text}`));

const row = ({ label, amount }: ReceiptLine) =>
  html`<tr>
    <td>${label}</td>
    <td>${amount}</td>
  </tr>`;

/** The receipt as a page of the site's frame, with its PDF one click away. */
export function receiptPage(facts: ReceiptFacts, pdfPath: string): SimplePage {
  return {
    title: receiptCopy.title,
    styles: receiptStyles,
    body: html`<h1>${receiptCopy.title} <span class="order-id">${facts.orderId}</span></h1>
      <div class="parties">
        <section>
          <h2>${receiptCopy.seller}</h2>
          <p>${lines([facts.seller.name, ...facts.seller.address])}</p>
        </section>
        <section>
          <h2>${receiptCopy.billTo}</h2>
          <p>${lines(facts.billTo)}</p>
        </section>
      </div>
      <dl class="facts">
        <dt>${receiptCopy.paidOn}</dt>
        <dd>${facts.paidOn}</dd>
        <dt>${receiptCopy.paymentMethod}</dt>
        <dd>${facts.paymentMethod}</dd>
      </dl>
      <table class="figures">
        <thead>
          <tr>
            <th scope="col">${receiptCopy.columns.item}</th>
            <th scope="col">${receiptCopy.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          ${row(facts.item)} ${facts.discount ? row(facts.discount) : ''} ${row(facts.tax)}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">${facts.total.label}</th>
            <td>${facts.total.amount}</td>
          </tr>
        </tfoot>
      </table>
      ${facts.refund ? html`<p class="notice refund"><strong>${facts.refund}</strong></p>` : ''}
      <p class="actions"><a class="button" href="${pdfPath}">${receiptCopy.downloadPdf}</a></p>
      <p class="hint">${receiptCopy.print}</p>`,
  };
}

/** Unknown, malformed or unpaid: one answer for all, so a guess learns nothing. */
export const receiptNotFoundPage: SimplePage = {
  title: receiptCopy.notFound.title,
  status: 404,
  body: html`<h1>${receiptCopy.notFound.title}</h1>
    <p>${receiptCopy.notFound.explanation}</p>
    <p class="actions"><a class="button" href="/">${receiptCopy.notFound.home}</a></p>`,
};
