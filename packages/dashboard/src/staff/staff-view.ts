import type { StaffMember } from '@bb/api-client';
import { formatDeadline } from '../kit/format';
import { ROLE_LABELS, STATUS_LABELS } from './staff-texts';

/** A staff list row as the table shows it, with the steps it offers. */
export interface StaffRow {
  member: StaffMember;
  roleLabel: string;
  statusLabel: string;
  since: string;
  /** The signed-in operator's own row: no step (nobody blocks themselves). */
  self: boolean;
  canBlock: boolean;
  canUnblock: boolean;
  /** Only an invited person, whose link is unused, gets a new one. */
  canResend: boolean;
}

export function staffRow(member: StaffMember, selfId: number | undefined): StaffRow {
  const self = member.id === selfId;
  return {
    member,
    roleLabel: ROLE_LABELS[member.role] ?? member.role,
    statusLabel: STATUS_LABELS[member.status],
    since: formatDeadline(member.created_at),
    self,
    canBlock: !self && member.status !== 'blocked',
    canUnblock: !self && member.status === 'blocked',
    canResend: !self && member.status === 'invited',
  };
}
