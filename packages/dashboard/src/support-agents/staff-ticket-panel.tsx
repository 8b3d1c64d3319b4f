import type { SupportClient, SupportStaffReader, SupportTicket } from '@bb/api-client';
import { Button, TextAreaField } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { formatDeadline } from '../kit/format';
import { useStaffTicket } from './use-staff-ticket';

export interface StaffTicketPanelProps {
  client: SupportClient;
  /** An agent (who takes, hands on and closes) or an operator (who assigns). */
  reader: SupportStaffReader;
  ticket: SupportTicket;
  show: (ticket: SupportTicket) => void;
  now?: () => number;
}

/**
 * Staff's part of a ticket's page, under the conversation (`SupportTicketPage`'s `staffPanel`):
 * its SLA clocks (late ones marked), whom it is assigned to with 'Take this ticket' (an agent, on
 * a queued one), the hand-over to another agent or back to the queue, 'Close ticket' (an agent),
 * and the internal notes with a note box: staff's only, never shown to the customer.
 */
export function StaffTicketPanel(props: StaffTicketPanelProps) {
  const staff = useStaffTicket(props);
  const { texts } = staff;
  const headingId = useId();
  const selectId = useId();
  return (
    <section className="bb-staff-ticket" aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-order-section-title">
        {texts.staffPanel}
      </h2>
      <dl className="bb-staff-ticket__facts">
        {staff.clocks.map((clock) => (
          <div key={clock.label}>
            <dt>{clock.label}</dt>
            <dd className={clsx(clock.late && 'bb-staff-ticket__late')}>{clock.text}</dd>
          </div>
        ))}
        <div>
          <dt>{texts.assignee}</dt>
          <dd>{staff.assignee ?? texts.nobody}</dd>
        </div>
      </dl>
      {staff.handedTo ? (
        <p>{staff.handedTo}</p>
      ) : (
        <div className="bb-staff-ticket__actions">
          {staff.canTake && (
            <Button loading={staff.busy} onClick={() => void staff.take()}>
              {texts.take}
            </Button>
          )}
          {!staff.canTake && (
            <div className="bb-staff-ticket__assign">
              <div className="bb-field">
                <div className="bb-field__label-row">
                  <label className="bb-field__label" htmlFor={selectId}>
                    {texts.assignTo}
                  </label>
                </div>
                <select
                  id={selectId}
                  className="bb-field__input"
                  value={staff.target}
                  onChange={(event) => staff.setTarget(event.target.value)}
                >
                  {staff.agentOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <Button variant="secondary" loading={staff.busy} onClick={() => void staff.assign()}>
                {texts.assign}
              </Button>
            </div>
          )}
          {staff.canClose && (
            <Button variant="secondary" loading={staff.busy} onClick={() => void staff.close()}>
              {texts.close}
            </Button>
          )}
        </div>
      )}
      <OrderAnnouncement announcement={staff.announcement} />
      <h3 className="bb-staff-ticket__notes-title">{texts.notes}</h3>
      <p className="bb-staff-ticket__hint">{texts.notesHint}</p>
      {staff.notes.length === 0 ? (
        <p>{texts.noNotes}</p>
      ) : (
        <ul className="bb-staff-ticket__notes" aria-label={texts.notes}>
          {staff.notes.map((note) => (
            <li key={note.id} className="bb-staff-ticket__note">
              <p className="bb-staff-ticket__note-meta">
                {note.author} · {formatDeadline(note.created_at)}
              </p>
              <p className="bb-staff-ticket__note-body">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {!staff.handedTo && (
        <form
          className="bb-dashboard-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void staff.addNote();
          }}
        >
          <TextAreaField
            label={texts.note}
            value={staff.note}
            error={staff.noteError ?? undefined}
            onChange={(event) => staff.setNote(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={staff.busy}>
            {texts.addNote}
          </Button>
        </form>
      )}
    </section>
  );
}
