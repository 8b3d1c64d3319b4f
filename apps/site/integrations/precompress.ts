import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { AstroIntegration } from 'astro';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;
/** Below this a compressed copy saves too little to be worth a second file. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
/** One Zopfli pass: more shrink the files by a few bytes and take several times as long. */
const ZOPFLI_ITERATIONS = 1;

/**
 * Once the build is done, writes a .br (brotli, quality 11) and a .gz beside every text file: the
 * server sends the smallest one the browser accepts without compressing per request. The .gz is
 * made by Zopfli, a gzip any client reads, about 3% smaller than zlib's level 9 (which is the
 * best zlib does): built once, so its slower compression costs the build a few seconds only.
 */
export function precompress(): AstroIntegration {
  return {
    name: 'bb-precompress',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) =>
          COMPRESSIBLE.test(file),
        );
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(root, file);
            const content = await readFile(full);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              zopfliGzip(content, { numiterations: ZOPFLI_ITERATIONS }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
