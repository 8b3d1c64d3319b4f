import { describe, expect, it } from 'vitest';
import {
  nextOrderState,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_STATES,
  ORDER_TRANSITIONS,
} from './order-lifecycle';

const listed = new Set(ORDER_TRANSITIONS.map(({ from, action, by }) => `${from} ${action} ${by}`));
const refused = ORDER_STATES.flatMap((from) =>
  ORDER_ACTIONS.flatMap((action) =>
    ORDER_ACTORS.filter((by) => !listed.has(`${from} ${action} ${by}`)).map((by) => ({
      from,
      action,
      by,
    })),
  ),
);

describe('the order lifecycle', () => {
  it.each(ORDER_TRANSITIONS)('lets the $by $action an order in $from: it becomes $to', (step) => {
    expect(nextOrderState(step.from, step.action, step.by, step.to)).toBe(step.to);
  });

  it('takes a step of several outcomes only to one it lists', () => {
    expect(nextOrderState('disputed', 'resolve_dispute', 'operator', 'finished')).toBe('finished');
    expect(nextOrderState('disputed', 'resolve_dispute', 'operator', 'paid')).toBeUndefined();
    expect(nextOrderState('in_progress', 'request_cancellation', 'customer')).toBe('in_progress');
  });

  it.each(refused)('refuses the $by $action an order in $from', ({ from, action, by }) => {
    expect(nextOrderState(from, action, by)).toBeUndefined();
  });

  it('takes an order from payment to completion, with a revision on the way', () => {
    const path = [
      ['pay', 'customer'],
      ['assign', 'operator'],
      ['accept', 'expert'],
      ['deliver', 'expert'],
      ['request_revision', 'customer'],
      ['deliver', 'expert'],
      ['approve', 'customer'],
    ] as const;
    let state: string = 'pre_order';
    for (const [action, by] of path) state = nextOrderState(state, action, by) ?? 'refused';
    expect(state).toBe('finished');
  });

  it('lets only the system approve at the end of the review period, and only a delivered order', () => {
    expect(ORDER_TRANSITIONS.filter((step) => step.by === 'system')).toEqual([
      { from: 'delivered', action: 'auto_approve', by: 'system', to: 'finished' },
    ]);
  });

  it('moves the deadline while work is due, and never the state', () => {
    const deadlineSteps = ORDER_TRANSITIONS.filter((step) =>
      ['extend_deadline', 'request_extension', 'accept_extension', 'decline_extension'].includes(
        step.action,
      ),
    );
    expect(deadlineSteps.every((step) => step.from === step.to)).toBe(true);
    const statesOf = (action: string) =>
      deadlineSteps.filter((step) => step.action === action).map((step) => step.from);
    expect(statesOf('extend_deadline')).toEqual(['paid', 'assigned', 'in_progress', 'revision']);
    for (const action of ['request_extension', 'accept_extension', 'decline_extension'])
      expect(statesOf(action)).toEqual(['in_progress', 'revision']);
  });

  it('ends nowhere: a finished or cancelled order takes no step at all', () => {
    for (const end of ['finished', 'cancelled'] as const) {
      expect(ORDER_TRANSITIONS.filter((step) => step.from === end)).toEqual([]);
    }
  });

  it('refuses a state it does not know', () => {
    expect(nextOrderState('archived', 'approve', 'customer')).toBeUndefined();
  });
});
