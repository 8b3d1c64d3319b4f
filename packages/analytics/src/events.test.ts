import { describe, expect, test } from 'vitest';
import {
  logOutEvent,
  newOrderClickEvent,
  newOrderEvent,
  sessionLoadedEvent,
  signInEvent,
  signUpEvent,
} from './events';

describe('sign_in', () => {
  test.each([
    ['password', 'customer'],
    ['google', 'customer'],
    ['apple', 'writer'],
  ] as const)('method %s, role %s', (method, userRole) => {
    expect(signInEvent({ userRole, method })).toStrictEqual({
      event: 'sign_in',
      user_role: userRole,
      method,
    });
  });
});

describe('sign_up', () => {
  test('from the short form: the account was created from the e-mail', () => {
    expect(signUpEvent({ userRole: 'customer', method: 'email', userId: 1042 })).toStrictEqual({
      event: 'sign_up',
      user_role: 'customer',
      method: 'email',
      user_id: 1042,
    });
  });

  test('through a social provider', () => {
    expect(signUpEvent({ userRole: 'customer', method: 'apple', userId: 7 })).toStrictEqual({
      event: 'sign_up',
      user_role: 'customer',
      method: 'apple',
      user_id: 7,
    });
  });
});

test('log_out carries the role that logged out', () => {
  expect(logOutEvent({ userRole: 'operator' })).toStrictEqual({
    event: 'log_out',
    user_role: 'operator',
  });
});

describe('newOrder', () => {
  test.each([
    [30, 'Small'],
    [40, 'Medium'],
    [50, 'Large'],
    [60, 'Extra large'],
  ] as const)('order size %i is labelled %s', (orderSizeId, label) => {
    expect(
      newOrderEvent({
        orderSizeId,
        disciplineId: 12,
        disciplineTitle: 'Python',
        writerReqSlug: 'ada-l',
        userId: 1042,
      }),
    ).toStrictEqual({
      event: 'newOrder',
      order_size_id: orderSizeId,
      order_size: label,
      discipline_id: 12,
      discipline_title: 'Python',
      writer_requested: true,
      writer_req_slug: 'ada-l',
      user_id: 1042,
    });
  });

  test('unknown size, custom discipline and no writer: every key is still sent, as null', () => {
    expect(
      newOrderEvent({ disciplineId: 30000, disciplineTitle: 'Quantum chess', writerReqSlug: '' }),
    ).toStrictEqual({
      event: 'newOrder',
      order_size_id: null,
      order_size: null,
      discipline_id: 30000,
      discipline_title: 'Quantum chess',
      writer_requested: false,
      writer_req_slug: null,
      user_id: null,
    });
  });
});

describe('session_loaded', () => {
  test('reports the role of the loaded session', () => {
    expect(sessionLoadedEvent({ userRole: 'earnings' })).toStrictEqual({
      event: 'session_loaded',
      user_role: 'earnings',
    });
  });

  test('reports a visitor when nobody is signed in', () => {
    expect(sessionLoadedEvent({ userRole: null })).toStrictEqual({
      event: 'session_loaded',
      user_role: 'visitor',
    });
    expect(sessionLoadedEvent({})).toStrictEqual({ event: 'session_loaded', user_role: 'visitor' });
  });
});

describe('new_order_click', () => {
  test('identifies the customer by id, never by e-mail', () => {
    expect(newOrderClickEvent({ userId: 1042 })).toStrictEqual({
      event: 'new_order_click',
      user_role: 'customer',
      user_id: 1042,
    });
  });

  test('without a known id', () => {
    expect(newOrderClickEvent({})).toStrictEqual({
      event: 'new_order_click',
      user_role: 'customer',
      user_id: null,
    });
  });
});
