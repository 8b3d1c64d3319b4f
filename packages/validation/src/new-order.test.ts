import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { MESSAGES } from './messages';
import { validateNewOrderForm } from './new-order';

const NOW = Date.UTC(2026, 10, 25, 12);
const HOUR = 60 * 60 * 1000;
const good = {
  title: 'Dijkstra in Python',
  discipline_sub: 101,
  discipline_txt: '',
  description: 'With a binary heap.',
  pages_qty: 3,
  words_qty: 0,
  'paper-size-type': 'pages',
  deadline_datetime: NOW + 24 * HOUR,
};
const messagesOf = (values: object) =>
  Object.fromEntries(
    Object.entries(validateNewOrderForm({ ...good, ...values }, { now: NOW })).map(
      ([field, error]) => [field, error?.message],
    ),
  );

describe('validateNewOrderForm', () => {
  it('accepts a complete order', () => {
    expect(validateNewOrderForm(good, { now: NOW })).toEqual({});
  });

  it.each([
    ['an empty title', { title: '' }, { title: DASHBOARD_MESSAGES.title_required }],
    ['a blank title', { title: '   ' }, { title: DASHBOARD_MESSAGES.title_required }],
    [
      'a title over 200 characters',
      { title: 'a'.repeat(201) },
      { title: DASHBOARD_MESSAGES.title_too_long },
    ],
    ['no discipline', { discipline_sub: null }, { discipline_sub: MESSAGES.discipline_required }],
    [
      'a custom discipline without its text',
      { discipline_sub: 30000, discipline_txt: ' ' },
      { discipline_sub: MESSAGES.discipline_required },
    ],
    [
      'a description over 10000 characters',
      { description: 'x'.repeat(10_001) },
      { description: DASHBOARD_MESSAGES.description_too_long },
    ],
    ['no pages', { pages_qty: 0 }, { pages_qty: DASHBOARD_MESSAGES.pages_qty_invalid }],
    ['501 pages', { pages_qty: 501 }, { pages_qty: DASHBOARD_MESSAGES.pages_qty_invalid }],
    [
      'no words when counted in words',
      { 'paper-size-type': 'words', words_qty: Number.NaN },
      { words_qty: DASHBOARD_MESSAGES.words_qty_invalid },
    ],
    [
      'a deadline now',
      { deadline_datetime: NOW },
      { deadline_datetime: DASHBOARD_MESSAGES.deadline_past },
    ],
    [
      'a deadline in the past',
      { deadline_datetime: NOW - HOUR },
      { deadline_datetime: DASHBOARD_MESSAGES.deadline_past },
    ],
    [
      'no deadline',
      { deadline_datetime: null },
      { deadline_datetime: DASHBOARD_MESSAGES.deadline_past },
    ],
  ])('refuses %s', (_case, values, expected) => {
    expect(messagesOf(values)).toEqual(expected);
  });

  it('checks only the size the order is counted in', () => {
    expect(messagesOf({ 'paper-size-type': 'words', pages_qty: 0, words_qty: 1200 })).toEqual({});
    expect(messagesOf({ pages_qty: 2, words_qty: -5 })).toEqual({});
  });

  it('lists errors in screen order, so the first is where focus goes', () => {
    const errors = validateNewOrderForm({ deadline_datetime: 1 }, { now: NOW });
    expect(Object.keys(errors)).toEqual([
      'title',
      'discipline_sub',
      'pages_qty',
      'deadline_datetime',
    ]);
  });
});
