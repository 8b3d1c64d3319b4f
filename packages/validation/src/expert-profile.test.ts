import { describe, expect, it } from 'vitest';
import { validateExpertProfile } from './expert-profile';
import { parseRequest } from './parse-request';
import { expertProfileBody } from './request-schemas';

const BIO = 'I teach statistics and write clear reports in R.';

describe('the expert profile', () => {
  it('passes a complete profile, in the browser and on the server alike', () => {
    expect(
      validateExpertProfile({ pen_name: ' Zoë O’Neil ', bio: BIO, discipline_ids: [1] }),
    ).toEqual({});
    const parsed = parseRequest(expertProfileBody, {
      pen_name: ' Zoë O’Neil ',
      bio: `${BIO}\n`,
      discipline_ids: '3,1,3',
      is_available: '0',
    });
    expect(parsed).toEqual({
      ok: true,
      value: { pen_name: 'Zoë O’Neil', bio: BIO, discipline_ids: [3, 1], is_available: false },
    });
  });

  it('reports each field beside it, with the same key the server answers', () => {
    const errors = validateExpertProfile({ pen_name: '42', bio: 'Short', discipline_ids: [] });
    expect([errors.pen_name?.key, errors.bio?.key, errors.discipline_ids?.key]).toEqual([
      'pen_name_invalid',
      'bio_too_short',
      'disciplines_required',
    ]);
    for (const [body, slug, field] of [
      [{ pen_name: '42', bio: BIO, discipline_ids: '1' }, 'pen_name_invalid', 'pen_name'],
      [{ pen_name: 'Ada', bio: 'x'.repeat(2001), discipline_ids: '1' }, 'bio_too_long', 'bio'],
      [{ pen_name: 'Ada', bio: BIO, discipline_ids: '' }, 'disciplines_required', 'discipline_ids'],
      [
        {
          pen_name: 'Ada',
          bio: BIO,
          discipline_ids: Array.from({ length: 21 }, (_, i) => i + 1).join(','),
        },
        'disciplines_too_many',
        'discipline_ids',
      ],
      [{ pen_name: 'Ada', bio: BIO, discipline_ids: '1,x' }, 'invalid_request', 'discipline_ids'],
    ] as const) {
      expect(parseRequest(expertProfileBody, body)).toMatchObject({ ok: false, slug, field });
    }
  });
});
