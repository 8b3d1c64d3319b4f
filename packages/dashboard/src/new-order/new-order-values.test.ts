// @vitest-environment node

import type { OrderDraft } from '@bb/form-hooks';
import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  formatPrice,
  fromDateTimeInputValue,
  newOrderValuesOf,
  nextDayDeadline,
  preOrderForm,
  toDateTimeInputValue,
  uploadedFilesOf,
} from './new-order-values';

const HOUR = 60 * 60 * 1000;
// Drafts come from storage and data boxes: any JSON at all.
const asDraft = (stored: Record<string, unknown>) => stored as OrderDraft;
// Local times: the helpers work in the person's own time zone.
const NOW = new Date(2026, 10, 25, 15, 40, 12).getTime();

describe("the 'next day' deadline (spec §9)", () => {
  it('is midnight plus the current hour plus 24 hours', () => {
    expect(nextDayDeadline(NOW)).toBe(new Date(2026, 10, 26, 15, 0, 0).getTime());
    expect(nextDayDeadline(new Date(2026, 11, 31, 23, 59).getTime())).toBe(
      new Date(2027, 0, 1, 23, 0).getTime(),
    );
  });
});

describe('restoring the values from a draft', () => {
  it('gives the defaults without a draft: 1 page, the next-day deadline, begun now', () => {
    expect(newOrderValuesOf(null, NOW)).toEqual({
      paper_type: null,
      title: '',
      discipline_sub: null,
      discipline_txt: '',
      description: '',
      'paper-size-type': 'pages',
      pages_qty: 1,
      words_qty: null,
      deadline_datetime: nextDayDeadline(NOW),
      writer_req_slug: '',
      create_datetime: NOW,
    });
  });

  it('keeps every field of the right kind, and a deadline in the future', () => {
    const draft = {
      paper_type: 2,
      title: 'Lab 3',
      discipline_sub: 30000,
      discipline_txt: 'Quantum chess',
      description: 'Solve it.',
      'paper-size-type': 'words',
      words_qty: 1200,
      deadline_datetime: NOW + 5 * HOUR,
      writer_req_slug: 'ada-l',
      create_datetime: NOW - HOUR,
      login: 'ann@example.com',
    };
    expect(newOrderValuesOf(draft, NOW)).toEqual({
      ...draft,
      pages_qty: null,
      login: undefined,
    });
  });

  it.each([
    ['in the past', NOW - HOUR],
    ['now (a past deadline the draft store replaced)', NOW],
    ['not a number', 'tomorrow'],
  ])('replaces a stored deadline %s with the next-day default', (_case, deadline) => {
    expect(newOrderValuesOf(asDraft({ deadline_datetime: deadline }), NOW).deadline_datetime).toBe(
      nextDayDeadline(NOW),
    );
  });

  it('drops values of the wrong kind, and a custom text without its discipline', () => {
    expect(
      newOrderValuesOf(
        asDraft({
          title: 7,
          pages_qty: -2,
          discipline_sub: 'abc',
          discipline_txt: 'x',
          paper_type: 1.5,
        }),
        NOW,
      ),
    ).toMatchObject({
      title: '',
      pages_qty: 1,
      discipline_sub: null,
      discipline_txt: '',
      paper_type: null,
    });
  });

  it('reads only well-formed uploaded files', () => {
    expect(
      uploadedFilesOf({
        files: [{ id: 'f1', name: 'brief.pdf', size: 10 }, 'f2', { id: 3 }, null],
      }),
    ).toEqual([{ id: 'f1', name: 'brief.pdf', size: 10 }]);
    expect(uploadedFilesOf(asDraft({ files: 'f1' }))).toEqual([]);
  });
});

describe("the pre-order's form", () => {
  const values = { ...newOrderValuesOf(null, NOW), title: '  Lab 3 ', discipline_sub: 101 };

  it('sends the size counted in pages, the file ids, and the data box it came from', () => {
    expect(
      preOrderForm({ ...values, words_qty: 900 }, [{ id: 'f1', name: 'a', size: 1 }], 'box-7'),
    ).toEqual({
      paper_type: null,
      title: 'Lab 3',
      discipline_sub: 101,
      discipline_txt: '',
      description: '',
      pages_qty: 1,
      words_qty: 0,
      deadline_datetime: nextDayDeadline(NOW),
      writer_req_slug: null,
      files: 'f1',
      data_box_key: 'box-7',
      create_datetime: NOW,
    });
  });

  it('sends words instead of pages when counted in words', () => {
    const form = preOrderForm(
      { ...values, 'paper-size-type': 'words', words_qty: 900, writer_req_slug: 'ada-l' },
      [],
      null,
    );
    expect(form).toMatchObject({
      pages_qty: 0,
      words_qty: 900,
      writer_req_slug: 'ada-l',
      files: '',
    });
  });
});

describe('formats', () => {
  it("writes dates as 'MMM dd, yyyy' and prices in dollars", () => {
    expect(formatOrderDate(new Date(2026, 10, 6, 9).getTime())).toBe('Nov 06, 2026');
    expect(formatPrice(6982)).toBe('$69.82');
  });

  it('reads and writes the deadline input in local time, and nothing from a bad value', () => {
    const deadline = new Date(2026, 10, 26, 15, 0).getTime();
    expect(toDateTimeInputValue(deadline)).toBe('2026-11-26T15:00');
    expect(fromDateTimeInputValue('2026-11-26T15:00')).toBe(deadline);
    expect(fromDateTimeInputValue('')).toBeNull();
    expect(fromDateTimeInputValue('soon')).toBeNull();
    expect(toDateTimeInputValue(null)).toBe('');
  });
});
