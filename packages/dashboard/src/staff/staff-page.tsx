import type { StaffClient } from '@bb/api-client';
import { Button, FormError, fieldInputProps, LoadRetry, Spinner, TextField } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { ScrollingTable } from '../kit/scrolling-table';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import { type UseStaffInviteFormResult, useStaffInviteForm } from './use-staff-invite-form';
import { type UseStaffListResult, useStaffList } from './use-staff-list';

export interface StaffPageProps {
  /** `createStaffClient()` from `@bb/api-client`. */
  client: StaffClient;
  /** The signed-in operator's id (the session's `user_id`): their own row offers no step. */
  selfId?: number;
  /** The address of a support agent's contract page: their e-mail links to it. */
  contractHref?: (agentId: number) => string;
  className?: string;
}

/**
 * The operator's Staff page (`staff/`): the invitation form (e-mail, role) and the staff list,
 * newest first and paged, each person's role and status (invited, active, blocked) with Block
 * or Unblock and, while invited, Resend invitation; a support agent's e-mail links to their
 * contract (`contractHref`). What each step did is said in a live region
 * that takes focus. The page's `h1` is the host's.
 */
export function StaffPage({ client, selfId, contractHref, className }: StaffPageProps) {
  const staff = useStaffList({ client, selfId });
  const invite = useStaffInviteForm({ client, onInvited: staff.list.reload });
  return (
    <div className={clsx('bb-staff-page', className)}>
      <OrderSection title={invite.texts.inviteTitle}>
        <InviteForm form={invite} />
      </OrderSection>
      <OrderSection title={staff.texts.listTitle}>
        <OrderAnnouncement announcement={staff.announcement} />
        <StaffList staff={staff} contractHref={contractHref} />
      </OrderSection>
    </div>
  );
}

function InviteForm({ form }: { form: UseStaffInviteFormResult }) {
  const { texts, errors, ids } = form;
  const role = form.getRoleFieldProps();
  const roleId = useId();
  return (
    <>
      <p className="bb-staff-page__note">{texts.inviteIntro}</p>
      <form {...form.getFormProps()} className="bb-dashboard-form bb-staff-page__form">
        <FormError id={ids.form.errorId} message={errors.form} />
        <TextField
          {...fieldInputProps(form.getEmailFieldProps(), ids.email.errorId)}
          label={texts.email}
          error={errors.email}
        />
        <div className="bb-field">
          <div className="bb-field__label-row">
            <label className="bb-field__label" htmlFor={roleId}>
              {texts.role}
            </label>
          </div>
          <select {...role} id={roleId} className="bb-field__input">
            {form.roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button {...form.getSubmitButtonProps()} loading={form.busy}>
          {texts.invite}
        </Button>
      </form>
      <OrderAnnouncement announcement={form.announcement} />
    </>
  );
}

function StaffList({
  staff,
  contractHref,
}: {
  staff: UseStaffListResult;
  contractHref: StaffPageProps['contractHref'];
}) {
  const { texts, list } = staff;
  if (list.status === 'error') return <LoadRetry label={texts.reload} onRetry={list.reload} />;
  if (list.status === 'loading') return <Spinner label={texts.loadingStaff} />;
  return (
    <>
      <ScrollingTable label={texts.tableCaption}>
        <thead>
          <tr>
            <th scope="col">{texts.emailColumn}</th>
            <th scope="col">{texts.roleColumn}</th>
            <th scope="col">{texts.statusColumn}</th>
            <th scope="col">{texts.sinceColumn}</th>
            <th scope="col">{texts.actionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {staff.rows.map((row) => {
            const { member } = row;
            const busy = staff.busyId === member.id;
            const action = (label: string, run: () => void) => (
              <Button
                variant="secondary"
                loading={busy}
                disabled={staff.busyId !== null}
                aria-label={texts.actionLabel(label, member.email)}
                onClick={run}
              >
                {label}
              </Button>
            );
            return (
              <tr key={member.id}>
                <td>
                  {contractHref && member.role === 'support_contract' ? (
                    <a
                      className="bb-order-list__link"
                      href={contractHref(member.id)}
                      aria-label={texts.contractOf(member.email)}
                    >
                      {member.email}
                    </a>
                  ) : (
                    member.email
                  )}{' '}
                  {row.self && <span className="bb-order-list__id">{texts.you}</span>}
                </td>
                <td>{row.roleLabel}</td>
                <td>
                  <span className={`bb-order-status bb-staff-status--${member.status}`}>
                    {row.statusLabel}
                  </span>
                </td>
                <td>{row.since}</td>
                <td>
                  <div className="bb-staff-page__actions">
                    {row.canResend && action(texts.resend, () => void staff.resend(member))}
                    {row.canBlock && action(texts.block, () => void staff.block(member))}
                    {row.canUnblock && action(texts.unblock, () => void staff.unblock(member))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollingTable>
      <ShowMore list={list} />
    </>
  );
}
