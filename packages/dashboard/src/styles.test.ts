// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foreignClassNames, rawColourLines } from '@bb/ui/test-support';
import { describe, expect, it } from 'vitest';

const sourceDir = path.dirname(fileURLToPath(import.meta.url));
const cssFiles = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.split(path.sep).join('/'));
const read = (file: string) => readFileSync(path.join(sourceDir, file), 'utf8');

// The same rules as @bb/ui's stylesheet, whose tokens these sheets use.
describe('the dashboard’s stylesheet', () => {
  it('imports every feature’s stylesheet once, from styles.css', () => {
    const imports = [...read('styles.css').matchAll(/@import "\.\/([^"]+)";/g)].map(
      (m) => m[1] ?? '',
    );
    expect(imports.sort()).toEqual(cssFiles.filter((file) => file !== 'styles.css').sort());
  });

  it('takes every colour from a --bb-* token of @bb/ui, so a theme reaches it', () => {
    expect(rawColourLines(cssFiles, read)).toEqual([]);
  });

  it('names every class with the bb- prefix', () => {
    expect(foreignClassNames(cssFiles, read)).toEqual([]);
  });
});
