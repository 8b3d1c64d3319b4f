import type { SlaClocks } from '@bb/api-client';
import { SUPPORT_AGENT_TEXTS } from './support-agent-texts';

const MINUTE = 60_000;

/** A duration as staff read it: '3 d 4 h', '2 h 10 min', '25 min' (whole minutes, at least 1). */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / MINUTE));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** One SLA clock in words, and whether it is (or was) missed. */
export interface SlaClockView {
  label: string;
  text: string;
  late: boolean;
}

/**
 * A clock: before it came, the time left (or overdue by); once it came, how long it took (late
 * when after the target).
 */
function clock(label: string, openedAt: number, dueAt: number, cameAt: number | null, now: number) {
  const texts = SUPPORT_AGENT_TEXTS;
  if (cameAt !== null) {
    const late = cameAt > dueAt;
    const took = formatDuration(cameAt - openedAt);
    return { label, text: late ? texts.answeredLate(took) : texts.answeredIn(took), late };
  }
  const late = now > dueAt;
  return {
    label,
    text: late
      ? texts.overdueBy(formatDuration(now - dueAt))
      : texts.dueIn(formatDuration(dueAt - now)),
    late,
  };
}

/** A ticket's two SLA clocks at `now`; none without a contract to measure by. */
export function slaClockViews(
  ticket: { created_at: number; sla: SlaClocks | null },
  now: number,
): SlaClockView[] {
  const { sla } = ticket;
  if (!sla) return [];
  return [
    clock(
      SUPPORT_AGENT_TEXTS.firstResponse,
      ticket.created_at,
      sla.first_response_due_at,
      sla.first_response_at,
      now,
    ),
    clock(
      SUPPORT_AGENT_TEXTS.resolution,
      ticket.created_at,
      sla.resolution_due_at,
      sla.resolved_at,
      now,
    ),
  ];
}

/** The clocks on one line, for a list: 'First response overdue by 2 h · Resolution due in 1 d 22 h'. */
export function slaLine(
  ticket: { created_at: number; sla: SlaClocks | null },
  now: number,
): string {
  const views = slaClockViews(ticket, now);
  if (views.length === 0) return SUPPORT_AGENT_TEXTS.noSla;
  return views.map((view) => `${view.label} ${view.text}`).join(' · ');
}
