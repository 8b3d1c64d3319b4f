import type { SupportClient } from '@bb/api-client';
import {
  Button,
  FormError,
  fieldInputProps,
  LoadRetry,
  Spinner,
  TextAreaField,
  TextField,
} from '@bb/ui';
import { clsx } from 'clsx';
import { OrderAnnouncement } from '../kit/announcement';
import { FilterSelect } from '../kit/filter-select';
import { ScrollingTable } from '../kit/scrolling-table';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import { TicketStatus } from './ticket-status';
import { type UseSupportTicketsResult, useSupportTickets } from './use-support-tickets';

export interface SupportPageProps {
  /** `createSupportClient()` from `@bb/api-client`. */
  client: SupportClient;
  /** The address of one ticket's page. */
  ticketHref: (ticketId: number) => string;
  className?: string;
}

/**
 * The customer's Support page (`ticketing/`), on `useSupportTickets`: what the last action did
 * (a live region that takes focus), their tickets newest activity first, and the new ticket form
 * (subject, message, optionally one of their orders). The page's `h1` is the host's.
 */
export function SupportPage({ client, ticketHref, className }: SupportPageProps) {
  const page = useSupportTickets({ client });
  return (
    <div className={clsx('bb-support-page', className)}>
      <OrderAnnouncement announcement={page.announcement} />
      <OrderSection title={page.texts.tickets}>
        <TicketList page={page} ticketHref={ticketHref} />
      </OrderSection>
      <OrderSection title={page.texts.newTicket}>
        <NewTicketForm form={page.newTicket} />
      </OrderSection>
    </div>
  );
}

function TicketList({
  page,
  ticketHref,
}: {
  page: UseSupportTicketsResult;
  ticketHref: SupportPageProps['ticketHref'];
}) {
  const { texts } = page;
  const filter = <FilterSelect label={texts.statusFilter} list={page} />;
  if (page.status === 'error') return <LoadRetry label={texts.reload} onRetry={page.reload} />;
  if (page.status === 'loading')
    return (
      <>
        {filter}
        <Spinner label={texts.loadingTickets} />
      </>
    );
  if (page.empty) return <p>{texts.noTickets}</p>;
  if (page.tickets.length === 0)
    return (
      <>
        {filter}
        <p>{texts.noTicketsWithStatus}</p>
      </>
    );
  return (
    <>
      {filter}
      <ScrollingTable label={texts.ticketsCaption}>
        <thead>
          <tr>
            <th scope="col">{texts.subject}</th>
            <th scope="col">{texts.status}</th>
            <th scope="col">{texts.lastActivity}</th>
          </tr>
        </thead>
        <tbody>
          {page.tickets.map((ticket) => (
            <tr key={ticket.id}>
              <td>
                <a className="bb-order-list__link" href={ticketHref(ticket.id)}>
                  {ticket.subject}
                </a>
                <span className="bb-order-list__id">#{ticket.id}</span>
              </td>
              <td>
                <TicketStatus status={ticket.status} label={ticket.statusLabel} />
              </td>
              <td>{ticket.lastActivity}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <ShowMore list={page.list} />
    </>
  );
}

function NewTicketForm({ form }: { form: UseSupportTicketsResult['newTicket'] }) {
  const { texts, errors, ids } = form;
  const order = form.getOrderFieldProps();
  return (
    <form {...form.getFormProps()} className="bb-dashboard-form bb-support-page__form">
      <FormError id={ids.form.errorId} message={errors.form} />
      <TextField
        {...fieldInputProps(form.getSubjectFieldProps(), ids.subject.errorId)}
        label={texts.subject}
        error={errors.subject}
      />
      <TextAreaField
        {...fieldInputProps(form.getMessageFieldProps(), ids.message.errorId)}
        label={texts.message}
        error={errors.message}
        rows={5}
        inputClassName="bb-support-page__message"
      />
      <div className={clsx('bb-field', errors.order_id && 'bb-field--invalid')}>
        <div className="bb-field__label-row">
          <label className="bb-field__label" htmlFor={order.id}>
            {texts.order}
          </label>
        </div>
        <select {...order} className="bb-field__input">
          {form.orderOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {errors.order_id && (
          <p id={ids.order_id.errorId} className="bb-field__error">
            {errors.order_id}
          </p>
        )}
      </div>
      <Button {...form.getSubmitButtonProps()} loading={form.busy}>
        {texts.send}
      </Button>
    </form>
  );
}
