import { existsSync, rmSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** Set to 1 to write the references from this run instead of comparing with them. */
export const UPDATE_REFERENCES_VARIABLE = 'UPDATE_PAGE_REFERENCES';

/**
 * pixelmatch's per-pixel colour threshold, as the stories' references use it: about two levels of
 * one channel, so the rasterizer's anti-aliasing noise passes and a colour change does not.
 */
const THRESHOLD = 0.01;

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Compares a screenshot with the reference PNG at `referencePath`: nothing when they match (or
 * when asked to update, after writing the screenshot as the reference), else what differs, with
 * `<name>.actual.png` and `<name>.diff.png` written beside the reference (ignored by git) for a
 * person to look at. A missing reference is a difference: references are written only on request.
 */
export async function compareWithReference(
  screenshot: Buffer,
  referencePath: string,
): Promise<string | null> {
  const actualPath = referencePath.replace(/\.png$/, '.actual.png');
  const diffPath = referencePath.replace(/\.png$/, '.diff.png');
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
  const actual = await decode(screenshot);
  if (process.env[UPDATE_REFERENCES_VARIABLE] === '1') {
    await write(actual, referencePath);
    return null;
  }
  if (!existsSync(referencePath)) {
    await write(actual, actualPath);
    return `no reference ${referencePath}: review ${actualPath}, then run with ${UPDATE_REFERENCES_VARIABLE}=1`;
  }
  const reference = await decode(referencePath);
  const width = Math.max(actual.width, reference.width);
  const height = Math.max(actual.height, reference.height);
  const diff = { data: Buffer.alloc(width * height * 4), width, height };
  const differing = pixelmatch(
    padded(reference, width, height),
    padded(actual, width, height),
    diff.data,
    width,
    height,
    { threshold: THRESHOLD },
  );
  const sameSize = actual.width === reference.width && actual.height === reference.height;
  if (differing === 0 && sameSize) return null;
  await write(actual, actualPath);
  await write(diff, diffPath);
  const size = sameSize
    ? ''
    : ` (${actual.width}x${actual.height} px, the reference ${reference.width}x${reference.height} px)`;
  return `${differing} pixels differ from ${referencePath}${size}: see ${actualPath} and ${diffPath}`;
}

async function decode(png: Buffer | string): Promise<RawImage> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Opaque RGB at zlib's highest level, unfiltered (a page's flat colours and text compress better
 * so than with libpng's adaptive filters): some 40% smaller than Chromium's PNG, the same pixels.
 */
async function write({ data, width, height }: RawImage, file: string): Promise<void> {
  await sharp(data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toFile(file);
}

/** The image's pixels on a transparent canvas of the given size, so two sizes can be compared. */
function padded(image: RawImage, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const canvas = Buffer.alloc(width * height * 4);
  const row = image.width * 4;
  for (let y = 0; y < image.height; y++) {
    image.data.copy(canvas, y * width * 4, y * row, (y + 1) * row);
  }
  return canvas;
}
