import type { StaffClient, StaffMember } from '@bb/api-client';
import { fieldElementProps, formElementProps, submitButtonElementProps } from '@bb/form-hooks';
import { useCheckedSubmission } from '@bb/form-hooks/internal';
import {
  ERROR_CATALOGUE,
  type StaffInvitationField,
  type StaffRole,
  validateStaffInvitation,
} from '@bb/validation';
import { type ChangeEvent, useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import {
  STAFF_INVITE_STEPS,
  type StaffInviteRun,
  type StaffInviteStepName,
} from './staff-invite-steps';
import { INVITE_ROLE_ORDER, ROLE_LABELS, STAFF_TEXTS } from './staff-texts';

const FIELDS = ['email'] as const;
const FIRST_ROLE = INVITE_ROLE_ORDER[0] as StaffRole;

export interface UseStaffInviteFormOptions {
  client: StaffClient;
  /** After an invitation is sent: the page lists the person. */
  onInvited?(member: StaffMember): void;
}

/**
 * The operator's invitation: an e-mail and a role (the least powerful first), the e-mail checked
 * with @bb/validation's `validateStaffInvitation` on submit, then `STAFF_INVITE_STEPS`. A sent
 * invitation clears the e-mail and is announced; the server's refusals (an address that has an
 * account) show beside their field.
 */
export function useStaffInviteForm({ client, onInvited }: UseStaffInviteFormOptions) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>(FIRST_ROLE);
  // Just sent: the emptied field says nothing until the operator types again.
  const [sent, setSent] = useState(false);
  const { announcement, announce } = useAnnouncement();
  const { submission, state, fields, send } = useCheckedSubmission<
    StaffInviteRun,
    StaffInviteStepName,
    StaffInvitationField
  >(
    { steps: STAFF_INVITE_STEPS, catalogue: ERROR_CATALOGUE },
    sent ? {} : validateStaffInvitation({ email }),
    { fieldOrder: FIELDS, submitModeFields: FIELDS },
  );
  const busy = state.loading;
  const errors = fields.visible;

  async function submit(): Promise<void> {
    setSent(false);
    await send(validateStaffInvitation({ email }), () => ({
      client,
      form: { email: email.trim(), role },
      setLoading: submission.setLoading,
      onInvited: (member) => {
        setEmail('');
        setSent(true);
        announce(STAFF_TEXTS.invited(member.email), 'success');
        onInvited?.(member);
      },
    }));
  }

  return {
    texts: STAFF_TEXTS,
    errors,
    busy,
    announcement,
    submit,
    roleOptions: INVITE_ROLE_ORDER.map((value) => ({ value, label: ROLE_LABELS[value] ?? value })),
    getFormProps: () =>
      formElementProps(submit, errors.form ? fields.ids('form').errorId : undefined),
    getEmailFieldProps: () => ({
      ...fieldElementProps(fields, 'email', errors),
      type: 'email' as const,
      autoComplete: 'off',
      value: email,
      disabled: busy,
      onChange: (change: string | ChangeEvent<HTMLInputElement>) => {
        setEmail(typeof change === 'string' ? change : change.target.value);
        setSent(false);
        fields.clearServerErrors('email');
        fields.clearServerErrors('form');
      },
      onBlur: () => fields.touch('email'),
    }),
    getRoleFieldProps: () => ({
      value: role,
      disabled: busy,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => setRole(event.target.value as StaffRole),
    }),
    getSubmitButtonProps: () => submitButtonElementProps(busy, busy),
    ids: { email: fields.ids('email'), form: fields.ids('form') },
  };
}

export type UseStaffInviteFormResult = ReturnType<typeof useStaffInviteForm>;
