import type { InviteStaffForm, StaffClient, StaffMember } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';

export type StaffInviteStepName = 'loadingOn' | 'inviteStaff' | 'invited';

/** One invitation: who and with what role, and what follows its sending. */
export interface StaffInviteRun {
  client: StaffClient;
  form: InviteStaffForm;
  setLoading(loading: boolean): void;
  /** Clears the form, lists the person and says the invitation went out. */
  onInvited(member: StaffMember): void;
  member?: StaffMember;
}

/** The invitation's submit: the server creates the account and e-mails the set-password link. */
export const STAFF_INVITE_STEPS: readonly Step<StaffInviteRun, StaffInviteStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'inviteStaff',
    run: async (run, signal) => {
      run.member = (await run.client.inviteStaff(run.form, { signal })).staff_member;
    },
  },
  { name: 'invited', run: (run) => run.member && run.onInvited(run.member) },
];
