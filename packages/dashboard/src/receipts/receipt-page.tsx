import type { Receipt, ReceiptClient } from '@bb/api-client';
import { Button, LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { RECEIPT_TEXTS as TEXTS } from './receipt-texts';
import { receiptView } from './receipt-view';
import { useReceipt } from './use-receipt';

export interface ReceiptBack {
  href: string;
  label: string;
}

export interface ReceiptPageProps {
  /** `createReceiptClient()` from `@bb/api-client`. */
  client: ReceiptClient;
  /** The ledger entry's id the receipt is for (the address's `receipts/{id}/`). */
  receiptId: number;
  /**
   * Where the back link goes and what it says: the customer's balance; or, from the receipt once
   * it is read (undefined until then), the operator's page of its customer.
   */
  back: ReceiptBack | ((receipt: Receipt | undefined) => ReceiptBack);
  /** Prints the page: `() => window.print()` unless given. */
  print?: () => void;
  className?: string;
}

/**
 * A receipt of a payment or a top-up (`useReceipt`): the seller's registration details from the
 * company settings, the receipt's number and date, the customer, what was paid with its discount,
 * the total and how it was paid, and the refunds against it. Printable: the print stylesheet
 * leaves only the receipt, black on white. The page's `h1` is the host's.
 */
export function ReceiptPage({ client, receiptId, back, print, className }: ReceiptPageProps) {
  const load = useReceipt({ client, receiptId });
  const titleId = useId();
  const receipt = load.data;
  const backLink = typeof back === 'function' ? back(receipt) : back;
  return (
    <div className={clsx('bb-receipt-page', className)}>
      <div className="bb-receipt-page__actions">
        <a className="bb-order-page__back" href={backLink.href}>
          {backLink.label}
        </a>
        {receipt && (
          <Button variant="secondary" onClick={print ?? (() => window.print())}>
            {TEXTS.print}
          </Button>
        )}
      </div>
      {load.status === 'loading' && <Spinner label={TEXTS.loading} />}
      {load.status === 'error' &&
        (load.notFound ? (
          <p>{TEXTS.notFound}</p>
        ) : (
          <LoadRetry label={TEXTS.reload} onRetry={load.reload} />
        ))}
      {receipt && load.status === 'ready' && (
        <ReceiptDocument receipt={receipt} titleId={titleId} />
      )}
    </div>
  );
}

function ReceiptDocument({ receipt, titleId }: { receipt: Receipt; titleId: string }) {
  const view = receiptView(receipt);
  const { company } = receipt;
  return (
    <article className="bb-receipt" aria-labelledby={titleId}>
      <div className="bb-receipt__top">
        {company && (
          <address className="bb-receipt__seller" aria-label={TEXTS.seller}>
            <strong className="bb-receipt__company">{company.name}</strong>
            <span>{company.registration_number}</span>
            <span>{company.address_part_1}</span>
            <span>{company.address_part_2}</span>
          </address>
        )}
        <h2 id={titleId} className="bb-receipt__title">
          {view.title}
        </h2>
      </div>
      <dl className="bb-receipt__facts">
        <div>
          <dt>{TEXTS.number}</dt>
          <dd>{receipt.number}</dd>
        </div>
        <div>
          <dt>{TEXTS.date}</dt>
          <dd>{view.date}</dd>
        </div>
        <div>
          <dt>{TEXTS.customer}</dt>
          <dd>{view.customer}</dd>
        </div>
        <div>
          <dt>{TEXTS.method}</dt>
          <dd>{view.method}</dd>
        </div>
      </dl>
      <table className="bb-receipt__lines">
        <caption>{TEXTS.paid}</caption>
        <tbody>
          <tr>
            <th scope="row">{view.paid}</th>
            <td>{view.lines[0]?.amount ?? view.total}</td>
          </tr>
          {view.lines.slice(1).map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{TEXTS.total}</th>
            <td>{view.total}</td>
          </tr>
        </tfoot>
      </table>
      {view.refunds.length > 0 && (
        <table className="bb-receipt__lines bb-receipt__refunds">
          <caption>{TEXTS.refunds}</caption>
          <tbody>
            {view.refunds.map((refund) => (
              <tr key={refund.key}>
                <th scope="row">{refund.label}</th>
                <td>{refund.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="bb-receipt__note">
        {TEXTS.currency} {TEXTS.questions(receipt.support_email)}
      </p>
    </article>
  );
}
