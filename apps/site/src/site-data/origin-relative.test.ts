import { describe, expect, it } from 'vitest';
import { originRelative } from './origin-relative';

describe('originRelative', () => {
  it('writes URLs on the origin as paths, deep inside objects and lists', () => {
    const writers = [
      {
        slug: 'ada',
        avatar_url: 'https://bb.example/api/en/1/widgets/avatars/ada.svg?size={size}',
        testimonials: [{ writer: { avatar_url: 'https://bb.example/a.png' } }],
      },
    ];
    expect(originRelative(writers, 'https://bb.example')).toEqual([
      {
        slug: 'ada',
        avatar_url: '/api/en/1/widgets/avatars/ada.svg?size={size}',
        testimonials: [{ writer: { avatar_url: '/a.png' } }],
      },
    ]);
  });

  it('leaves other origins, look-alike hosts, plain text and other values alone', () => {
    const value = {
      cdn: 'https://cdn.example/ada.png',
      lookAlike: 'https://bb.example.evil.test/ada.png',
      text: 'Visit https://bb.example/ for more',
      rating: 9.5,
      missing: null,
    };
    expect(originRelative(value, 'https://bb.example')).toEqual(value);
  });
});
