import { AVATAR_DEFAULT_SIZE } from '@bb/validation';

/** The placeholder an avatar_url carries where the pixel size goes. */
export const AVATAR_SIZE_PLACEHOLDER = '{size}';

// Also matches the placeholder once a URL parser has percent-encoded its braces.
const PLACEHOLDER_PATTERN = /\{size\}|%7Bsize%7D/gi;

/** The avatar URL at `size` pixels (default 128). */
export function buildAvatarUrl(avatarUrl: string, size: number = AVATAR_DEFAULT_SIZE): string {
  if (!Number.isInteger(size) || size <= 0) {
    throw new RangeError(`Avatar size must be a positive whole number of pixels, got ${size}`);
  }
  return avatarUrl.replace(PLACEHOLDER_PATTERN, String(size));
}
