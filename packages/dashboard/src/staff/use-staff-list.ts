import type { StaffClient, StaffMember } from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { usePagedList } from '../kit/use-paged-list';
import { STAFF_TEXTS } from './staff-texts';
import { staffRow } from './staff-view';

export interface UseStaffListOptions {
  client: StaffClient;
  /** The signed-in operator's id: their own row offers no step. */
  selfId?: number;
}

/**
 * The operator's staff list, paged (`usePagedList`), with each row's steps: block, unblock, and
 * sending an invitation again. One step at a time per row; the answer replaces the row, and the
 * outcome (or the refusal in the catalogue's words, e.g. the last active operator) is announced.
 */
export function useStaffList({ client, selfId }: UseStaffListOptions) {
  const list = usePagedList<StaffMember>('staff', (cursor, signal) =>
    client.staff({ cursor, signal }).then(({ staff, next_cursor }) => ({
      items: staff,
      next_cursor,
    })),
  );
  const [busyId, setBusyId] = useState<number | null>(null);
  const { announcement, announce } = useAnnouncement();

  async function step(
    member: StaffMember,
    run: () => Promise<StaffMember>,
    said: (email: string) => string,
  ): Promise<void> {
    setBusyId(member.id);
    try {
      list.replaceItem(await run());
      announce(said(member.email), 'success');
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      announce(fields.form ?? Object.values(fields)[0] ?? '', 'error');
    } finally {
      setBusyId(null);
    }
  }

  return {
    texts: STAFF_TEXTS,
    list,
    rows: list.items.map((member) => staffRow(member, selfId)),
    /** The row whose step is running. */
    busyId,
    announcement,
    block: (member: StaffMember) =>
      step(
        member,
        async () => (await client.setBlocked(member.id, true)).account,
        STAFF_TEXTS.blocked,
      ),
    unblock: (member: StaffMember) =>
      step(
        member,
        async () => (await client.setBlocked(member.id, false)).account,
        STAFF_TEXTS.unblocked,
      ),
    resend: (member: StaffMember) =>
      step(
        member,
        async () => (await client.resendInvitation(member.id)).staff_member,
        STAFF_TEXTS.resent,
      ),
  };
}

export type UseStaffListResult = ReturnType<typeof useStaffList>;
