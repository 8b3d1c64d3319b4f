import { extensionRequestOf, orderOf } from '@bb/api-client/testing';
import { describe, expect, it } from 'vitest';
// The server's own table, read from its source: the buttons must offer exactly its steps.
import {
  ORDER_PARTIES,
  ORDER_STATES,
  ORDER_TRANSITIONS,
} from '../../../../apps/api/src/orders/order-lifecycle';
import { orderDeadlineView } from '../order-deadline/order-deadline-view';
import { canAssign, ORDER_ACTION_CALLS, orderActionsFor } from './order-actions';

/**
 * Steps with controls of their own, not buttons: the operator's assign, the deadline part's forms
 * (order-deadline/), and the refund policy's forms (order-cancellation/, order-disputes/), a paid
 * or late order's cancel among them.
 */
const OWN_CONTROLS: readonly string[] = [
  'assign',
  'extend_deadline',
  'request_extension',
  'accept_extension',
  'decline_extension',
  'request_revision',
  'request_cancellation',
  'settle_cancellation',
  'open_dispute',
  'resolve_dispute',
];

describe('orderActionsFor', () => {
  it("offers each party exactly the lifecycle's steps from each state (others have their own control)", () => {
    for (const party of ORDER_PARTIES) {
      for (const state of ORDER_STATES) {
        const allowed = ORDER_TRANSITIONS.filter(
          (step) =>
            step.by === party &&
            step.from === state &&
            !OWN_CONTROLS.includes(step.action) &&
            !(step.by === 'customer' && step.action === 'cancel' && step.from !== 'pre_order'),
        ).map((step) => step.action);
        expect([...orderActionsFor(party, state)].sort(), `${party} in ${state}`).toEqual(
          allowed.sort(),
        );
      }
    }
  });

  it('has a call for every action it offers', () => {
    for (const party of ORDER_PARTIES) {
      for (const state of ORDER_STATES) {
        for (const action of orderActionsFor(party, state)) {
          expect(ORDER_ACTION_CALLS[party][action], `${party} ${action}`).toBeTypeOf('function');
        }
      }
    }
  });

  it('puts Top up and pay in Pay’s place when the balance is short, and changes nothing else', () => {
    expect(orderActionsFor('customer', 'pre_order', { short: true })).toEqual([
      'top_up_and_pay',
      'cancel',
    ]);
    expect(orderActionsFor('customer', 'delivered', { short: true })).toEqual(
      orderActionsFor('customer', 'delivered'),
    );
  });

  it('offers the deadline forms exactly where the lifecycle takes their steps', () => {
    const listed = (state: string, action: string, by: string) =>
      ORDER_TRANSITIONS.some(
        (step) => step.from === state && step.action === action && step.by === by,
      );
    for (const state of ORDER_STATES) {
      const order = orderOf({ status: state });
      expect(orderDeadlineView(order, 'customer').canExtend, state).toBe(
        listed(state, 'extend_deadline', 'customer'),
      );
      expect(orderDeadlineView(order, 'expert').canAsk, state).toBe(
        listed(state, 'request_extension', 'expert'),
      );
      const asked = orderOf({ status: state, extension_request: extensionRequestOf() });
      // A pending request lapses on delivery: it is answerable only where the table lets it be.
      if (listed(state, 'accept_extension', 'customer'))
        expect(orderDeadlineView(asked, 'customer').request?.answerable, state).toBe(true);
    }
  });

  it('lets the operator assign exactly where the lifecycle does', () => {
    for (const state of ORDER_STATES) {
      const allowed = ORDER_TRANSITIONS.some(
        (step) => step.by === 'operator' && step.from === state && step.action === 'assign',
      );
      expect(canAssign(state), state).toBe(allowed);
    }
  });
});
