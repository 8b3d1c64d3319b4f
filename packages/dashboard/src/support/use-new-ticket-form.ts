import type { SupportClient, SupportOrderChoice, SupportTicket } from '@bb/api-client';
import { fieldElementProps, formElementProps, submitButtonElementProps } from '@bb/form-hooks';
import { useCheckedSubmission } from '@bb/form-hooks/internal';
import {
  ERROR_CATALOGUE,
  SUPPORT_TICKET_FIELDS,
  type SupportTicketField,
  validateSupportTicket,
} from '@bb/validation';
import { type ChangeEvent, useState } from 'react';
import { NEW_TICKET_STEPS, type NewTicketRun, type NewTicketStepName } from './new-ticket-steps';
import { SUPPORT_TEXTS } from './support-texts';

/** The form's fields: the two checked ones, then the optional order. */
type NewTicketField = SupportTicketField | 'order_id';
const FIELDS: readonly NewTicketField[] = [...SUPPORT_TICKET_FIELDS, 'order_id'];
const EMPTY: Record<NewTicketField, string> = { subject: '', message: '', order_id: '' };

/** What a field's onChange accepts: its element's change event (input, textarea, select) or the value. */
type FieldChange = string | ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface UseNewTicketFormOptions {
  client: SupportClient;
  /** The customer's orders a ticket can be about. */
  orders: readonly SupportOrderChoice[];
  /** After a ticket is sent: the page lists it and says so. */
  onOpened(ticket: SupportTicket): void;
}

/**
 * The customer's new ticket: a subject, a message and optionally one of their orders, checked
 * with @bb/validation's `validateSupportTicket` on submit (focus to the first error), then
 * `NEW_TICKET_STEPS`. A sent ticket clears the form; the server's refusals show beside their field.
 */
export function useNewTicketForm({ client, orders, onOpened }: UseNewTicketFormOptions) {
  const [values, setValues] = useState(EMPTY);
  // Just sent: the emptied fields say nothing until the customer writes again.
  const [sent, setSent] = useState(false);
  const { submission, state, fields, send } = useCheckedSubmission<
    NewTicketRun,
    NewTicketStepName,
    NewTicketField
  >(
    { steps: NEW_TICKET_STEPS, catalogue: ERROR_CATALOGUE },
    sent ? {} : validateSupportTicket(values),
    { fieldOrder: FIELDS, submitModeFields: SUPPORT_TICKET_FIELDS },
  );
  const busy = state.loading;
  const errors = fields.visible;

  async function submit(): Promise<void> {
    setSent(false);
    await send(validateSupportTicket(values), () => ({
      client,
      form: {
        subject: values.subject,
        message: values.message,
        order_id: values.order_id === '' ? undefined : Number(values.order_id),
      },
      setLoading: submission.setLoading,
      onOpened: (ticket) => {
        setValues(EMPTY);
        setSent(true);
        onOpened(ticket);
      },
    }));
  }

  const onChangeOf = (field: NewTicketField) => (change: FieldChange) => {
    const value = typeof change === 'string' ? change : change.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setSent(false);
    fields.clearServerErrors(field);
    fields.clearServerErrors('form');
  };
  const fieldProps = (field: NewTicketField) => ({
    ...fieldElementProps(fields, field, errors),
    value: values[field],
    disabled: busy,
    onChange: onChangeOf(field),
    onBlur: () => fields.touch(field),
  });

  return {
    texts: SUPPORT_TEXTS,
    /** Errors to show now: each beside its field, `form` above the form. */
    errors,
    busy,
    submission: state,
    submit,
    /** The select's choices: none first, then the customer's orders, newest first. */
    orderOptions: [
      { value: '', label: SUPPORT_TEXTS.noOrder },
      ...orders.map((order) => ({
        value: String(order.id),
        label: SUPPORT_TEXTS.orderOption(order.id, order.title),
      })),
    ],
    getFormProps: () =>
      formElementProps(submit, errors.form ? fields.ids('form').errorId : undefined),
    getSubjectFieldProps: () => fieldProps('subject'),
    getMessageFieldProps: () => fieldProps('message'),
    getOrderFieldProps: () => fieldProps('order_id'),
    getSubmitButtonProps: () => submitButtonElementProps(busy, busy),
    ids: {
      subject: fields.ids('subject'),
      message: fields.ids('message'),
      order_id: fields.ids('order_id'),
      form: fields.ids('form'),
    },
  };
}

export type UseNewTicketFormResult = ReturnType<typeof useNewTicketForm>;
