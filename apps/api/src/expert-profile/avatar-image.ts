import sharp from 'sharp';
import { ApiError } from '../http/envelope';

/** The side of the square we keep: the largest size the avatar URL's placeholder may ask for. */
export const AVATAR_MASTER_SIZE = 512;
export const AVATAR_CONTENT_TYPE = 'image/webp';

/** The image formats an avatar may be uploaded in, as sharp names what it read in the content. */
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** A pixel bomb (a small file that decodes to gigapixels) is refused before it is decoded. */
const AVATAR_MAX_PIXELS = 40_000_000;

/**
 * An uploaded image as the avatar we keep: judged by its content, never its name (415
 * `avatar_not_image` for anything sharp does not read as one of AVATAR_FORMATS), turned upright
 * (EXIF orientation), cropped square around its centre and scaled to AVATAR_MASTER_SIZE, as WebP without the original's metadata.
 */
export async function squareAvatar(content: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(content, { limitInputPixels: AVATAR_MAX_PIXELS }).metadata());
  } catch {
    throw new ApiError('avatar_not_image', 415, 'avatar');
  }
  if (format === undefined || !AVATAR_FORMATS.has(format))
    throw new ApiError('avatar_not_image', 415, 'avatar');
  try {
    return await sharp(content, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_MASTER_SIZE, AVATAR_MASTER_SIZE, {
        fit: 'cover',
        position: 'centre',
      })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A header that reads as an image over a body that does not decode.
    throw new ApiError('avatar_not_image', 415, 'avatar');
  }
}

/** The kept avatar at `size` pixels square. */
export function avatarAtSize(master: Buffer, size: number): Promise<Buffer> {
  return sharp(master).resize(size, size, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
}
