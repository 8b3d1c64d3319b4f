import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The gzip size of a file the site serves: its .gz beside it, or the file gzipped here. */
export async function gzipBytes(siteDir: string, urlPath: string): Promise<number> {
  const file = path.join(siteDir, decodeURIComponent(urlPath));
  const gz = await stat(`${file}.gz`).catch(() => undefined);
  return gz ? gz.size : gzipSync(await readFile(file), { level: 9 }).length;
}
