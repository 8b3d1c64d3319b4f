// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_DRAFT_FIELDS,
  ORDER_DRAFT_KEY,
  toStoredDraft,
  withCurrentDeadline,
} from './order-draft';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('order draft', () => {
  it('is stored under the key bb-order', () => {
    expect(ORDER_DRAFT_KEY).toBe('bb-order');
  });

  it('lists exactly the excluded fields of spec §3', () => {
    expect([...EXCLUDED_DRAFT_FIELDS]).toEqual([
      'showPassword',
      'showGdpr',
      'showWriter',
      'password',
      'isSatellite',
      'domain',
      'showTitle',
    ]);
  });

  it.each(EXCLUDED_DRAFT_FIELDS)('toStoredDraft drops %s', (field) => {
    const stored = toStoredDraft({ login: 'ann@example.com', [field]: 'kept?' });
    expect(stored).toEqual({ login: 'ann@example.com' });
    expect(field in stored).toBe(false);
  });

  it('toStoredDraft keeps every draft field of spec §3 and the short form fields', () => {
    const values = {
      paper_type: 2,
      title: 'Linear models',
      discipline_sub: 12,
      discipline_txt: '',
      writer_req_slug: 'ada-l',
      description: 'Fit a model',
      pages_qty: 3,
      words_qty: 825,
      'paper-size-type': 'pages',
      deadline_datetime: NOW + 86_400_000,
      create_datetime: NOW,
      files: [{ id: 1 }],
      data_type: 'order',
      marketing_agree: true,
      policy_agree: true,
      login: 'ann@example.com',
    };
    expect(toStoredDraft({ ...values, password: 'secret123', showGdpr: true })).toEqual(values);
  });

  it('toStoredDraft leaves out values JSON cannot hold', () => {
    expect(toStoredDraft({ title: 'x', note: undefined, onChange: () => undefined })).toEqual({
      title: 'x',
    });
  });

  it('keeps a deadline that lies in the future', () => {
    const draft = { deadline_datetime: NOW + 1 };
    expect(withCurrentDeadline(draft, NOW)).toEqual({ deadline_datetime: NOW + 1 });
  });

  it.each([
    ['now', NOW],
    ['in the past', NOW - 60_000],
    ['not a number', '2026-11-23'],
    ['null', null],
  ])('replaces a deadline that is %s with the current time', (_label, deadline) => {
    expect(withCurrentDeadline({ deadline_datetime: deadline } as never, NOW)).toEqual({
      deadline_datetime: NOW,
    });
  });

  it('adds no deadline to a draft without one', () => {
    expect(withCurrentDeadline({ title: 'x' }, NOW)).toEqual({ title: 'x' });
  });
});
