import { describe, expect, it } from 'vitest';
import {
  nextOrderState,
  ORDER_ACTIONS,
  ORDER_PARTIES,
  ORDER_STATES,
  ORDER_TRANSITIONS,
} from './order-lifecycle';

const listed = new Set(ORDER_TRANSITIONS.map(({ from, action, by }) => `${from} ${action} ${by}`));
const refused = ORDER_STATES.flatMap((from) =>
  ORDER_ACTIONS.flatMap((action) =>
    ORDER_PARTIES.filter((by) => !listed.has(`${from} ${action} ${by}`)).map((by) => ({
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

  it('ends nowhere: a finished or cancelled order takes no step at all', () => {
    for (const end of ['finished', 'cancelled'] as const) {
      expect(ORDER_TRANSITIONS.filter((step) => step.from === end)).toEqual([]);
    }
  });

  it('refuses a state it does not know', () => {
    expect(nextOrderState('archived', 'approve', 'customer')).toBeUndefined();
  });
});
