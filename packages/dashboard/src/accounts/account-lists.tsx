import type { BalanceEntry, Earning, Order, SupportTicketSummary } from '@bb/api-client';
import { clsx } from 'clsx';
import { ledgerEntryView } from '../balance/balance-ledger';
import { earningView } from '../financial-overview/financial-overview-view';
import type { PagedList } from '../kit/use-paged-list';
import { orderRow } from '../orders/order-list-view';
import { supportTicketView } from '../support/support-views';
import { TicketStatus } from '../support/ticket-status';
import { ACCOUNT_TEXTS as TEXTS } from './account-texts';
import type { AccountFact } from './account-views';
import { PagedTable } from './paged-table';

type Href = (id: number) => string;

/** A row's title linking its page, with its number after it: 'Dijkstra in Python #52'. */
function LinkedTitle({ href, title, id }: { href: string; title: string; id: number }) {
  return (
    <>
      <a className="bb-order-list__link" href={href}>
        {title}
      </a>
      <span className="bb-order-list__id">#{id}</span>
    </>
  );
}

/** An account's facts as a description list; a fact with an address links it. */
export function AccountFacts({ facts }: { facts: AccountFact[] }) {
  return (
    <dl className="bb-order-facts bb-accounts__facts">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>
            {fact.href ? (
              <a className="bb-order-list__link" href={fact.href}>
                {fact.value}
              </a>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An account's orders (a customer's, or an expert's), each linking the operator's order page. */
export function AccountOrders({ list, orderHref }: { list: PagedList<Order>; orderHref: Href }) {
  return (
    <PagedTable
      list={list}
      label={TEXTS.ordersCaption}
      loadingLabel={TEXTS.ordersTitle}
      empty={TEXTS.noOrders}
      columns={[
        TEXTS.orderColumn,
        TEXTS.orderStatusColumn,
        TEXTS.deadlineColumn,
        TEXTS.priceColumn,
      ]}
      row={(order) => {
        const row = orderRow(order);
        return (
          <tr key={row.id}>
            <td>
              <LinkedTitle href={orderHref(row.id)} title={row.title} id={row.id} />
            </td>
            <td>
              <span className={`bb-order-status bb-order-status--${row.status}`}>
                {row.statusLabel}
              </span>
            </td>
            <td>{row.deadline}</td>
            <td>{row.price}</td>
          </tr>
        );
      }}
    />
  );
}

/**
 * A customer's ledger, the newest first; an order's entry links the operator's order page, a
 * top-up and an order's payment their receipt (as on the customer's balance page).
 */
export function AccountLedger({
  list,
  orderHref,
  receiptHref,
}: {
  list: PagedList<BalanceEntry>;
  orderHref: Href;
  receiptHref: Href;
}) {
  return (
    <PagedTable
      list={list}
      label={TEXTS.ledgerCaption}
      loadingLabel={TEXTS.ledgerTitle}
      empty={TEXTS.noLedger}
      columns={[TEXTS.entryColumn, TEXTS.amountColumn, TEXTS.dateColumn, TEXTS.receiptColumn]}
      row={(entry) => {
        const view = ledgerEntryView(entry, entry.id, orderHref, receiptHref);
        return (
          <tr key={entry.id}>
            <td>
              {view.orderHref ? (
                <a className="bb-order-list__link" href={view.orderHref}>
                  {view.label}
                </a>
              ) : (
                view.label
              )}
            </td>
            <td
              className={clsx(
                'bb-balance-ledger__amount',
                view.credit && 'bb-balance-ledger__amount--credit',
              )}
            >
              {view.amount}
            </td>
            <td>{view.date}</td>
            <td>
              {view.receiptHref && (
                <a className="bb-order-list__link" href={view.receiptHref}>
                  {TEXTS.receipt}
                </a>
              )}
            </td>
          </tr>
        );
      }}
    />
  );
}

/** A customer's tickets, the latest active first, each linking the operator's ticket page. */
export function AccountTickets({
  list,
  ticketHref,
}: {
  list: PagedList<SupportTicketSummary>;
  ticketHref: Href;
}) {
  return (
    <PagedTable
      list={list}
      label={TEXTS.ticketsCaption}
      loadingLabel={TEXTS.ticketsTitle}
      empty={TEXTS.noTickets}
      columns={[TEXTS.subjectColumn, TEXTS.statusColumn, TEXTS.lastActivityColumn]}
      row={(ticket) => {
        const view = supportTicketView(ticket);
        return (
          <tr key={view.id}>
            <td>
              <LinkedTitle href={ticketHref(view.id)} title={view.subject} id={view.id} />
            </td>
            <td>
              <TicketStatus status={view.status} label={view.statusLabel} />
            </td>
            <td>{view.lastActivity}</td>
          </tr>
        );
      }}
    />
  );
}

/** An expert's earnings per order, the newest accepted first, each linking the order's page. */
export function AccountEarnings({
  list,
  orderHref,
}: {
  list: PagedList<Earning>;
  orderHref: Href;
}) {
  return (
    <PagedTable
      list={list}
      label={TEXTS.earningsCaption}
      loadingLabel={TEXTS.earningsTitle}
      empty={TEXTS.noEarnings}
      columns={[TEXTS.orderColumn, TEXTS.statusColumn, TEXTS.amountColumn, TEXTS.dateColumn]}
      row={(earning) => {
        const view = earningView(earning, orderHref);
        return (
          <tr key={earning.id}>
            <td>
              <LinkedTitle href={view.orderHref} title={view.title} id={view.orderId} />
            </td>
            <td>{view.statusLabel}</td>
            <td>{view.amount}</td>
            <td>{view.date}</td>
          </tr>
        );
      }}
    />
  );
}
