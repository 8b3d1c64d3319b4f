import { describe, expect, it } from 'vitest';
import { buildAvatarUrl } from './avatar-url';

describe('buildAvatarUrl', () => {
  it('puts 128 in place of {size} by default', () => {
    expect(buildAvatarUrl('https://cdn.example/avatars/{size}/anna.png')).toBe(
      'https://cdn.example/avatars/128/anna.png',
    );
  });

  it.each([
    ['https://cdn.example/a.png?s={size}', 64, 'https://cdn.example/a.png?s=64'],
    ['/a/{size}x{size}.png', 40, '/a/40x40.png'],
    ['https://cdn.example/a/%7Bsize%7D.png', 256, 'https://cdn.example/a/256.png'],
    ['https://cdn.example/fixed.png', 64, 'https://cdn.example/fixed.png'],
  ])('%s at %i px → %s', (url, size, expected) => {
    expect(buildAvatarUrl(url, size)).toBe(expected);
  });

  it.each([0, -1, 12.5, Number.NaN])('refuses size %s', (size) => {
    expect(() => buildAvatarUrl('/a/{size}.png', size)).toThrow(RangeError);
  });
});
