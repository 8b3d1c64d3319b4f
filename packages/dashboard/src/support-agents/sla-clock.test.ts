import { agentTicketOf, SUPPORT_AGENT_FIXTURE_NOW as NOW } from '@bb/api-client/testing';
import { describe, expect, it } from 'vitest';
import { formatDuration, slaClockViews, slaLine } from './sla-clock';

const HOUR = 60 * 60 * 1000;

describe('the SLA clocks', () => {
  it('say the time left, then how late, then how long the answer took', () => {
    expect(slaLine(agentTicketOf(1, 'Fresh', 0.5), NOW)).toBe(
      'First response due in 3 h 30 min · Resolution due in 1 d 23 h',
    );
    const late = slaClockViews(agentTicketOf(2, 'Late', 6), NOW);
    expect(late[0]).toEqual({ label: 'First response', text: 'overdue by 2 h', late: true });
    const answered = agentTicketOf(3, 'Answered', 10);
    const sla = answered.sla && {
      ...answered.sla,
      first_response_at: answered.created_at + 5 * HOUR,
    };
    expect(slaClockViews({ ...answered, sla }, NOW)[0]).toEqual({
      label: 'First response',
      text: 'given after 5 h, late',
      late: true,
    });
    expect(slaLine({ created_at: NOW, sla: null }, NOW)).toBe('no SLA (no current contract)');
  });

  it('round durations to whole minutes, at least one', () => {
    expect([formatDuration(0), formatDuration(59 * 60_000), formatDuration(49 * HOUR)]).toEqual([
      '1 min',
      '59 min',
      '2 d 1 h',
    ]);
  });
});
