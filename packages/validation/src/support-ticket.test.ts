import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { validateSupportMessage, validateSupportTicket } from './support-ticket';

describe('validateSupportTicket', () => {
  it('accepts a subject and a message, at their longest too (an emoji counts as one)', () => {
    expect(validateSupportTicket({ subject: 'Where is my order?', message: 'Hello' })).toEqual({});
    expect(validateSupportTicket({ subject: '😀'.repeat(200), message: 'x'.repeat(4000) })).toEqual(
      {},
    );
  });

  it.each([
    ['nothing', {}, { subject: 'subject_required', message: 'message_required' }],
    [
      'blanks',
      { subject: '  ', message: '\n ' },
      { subject: 'subject_required', message: 'message_required' },
    ],
    ['a number', { subject: 7, message: 'Hi' }, { subject: 'subject_required' }],
    [
      'a long subject',
      { subject: 'x'.repeat(201), message: 'Hi' },
      { subject: 'subject_too_long' },
    ],
    [
      'a long message',
      { subject: 'Hi', message: 'x'.repeat(4001) },
      { message: 'message_too_long' },
    ],
  ] as const)('refuses %s beside the field', (_, values, keys) => {
    const errors = validateSupportTicket(values);
    expect(Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e?.key]))).toEqual(
      keys,
    );
  });

  it('says why in the dashboard texts', () => {
    expect(validateSupportTicket({ subject: '', message: 'Hi' }).subject?.message).toBe(
      'Please enter a subject',
    );
    expect(validateSupportMessage(' ')?.message).toBe(DASHBOARD_MESSAGES.message_required);
    expect(validateSupportMessage('x'.repeat(4001))?.message).toBe(
      'Please keep your message within 4000 characters',
    );
    expect(validateSupportMessage(null)?.key).toBe('message_required');
  });
});
