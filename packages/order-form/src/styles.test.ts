// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  SHORT_FORM_GAP,
  SHORT_FORM_MOBILE_BREAKPOINT,
  SHORT_FORM_WIDTH_HORIZONTAL,
  SHORT_FORM_WIDTH_VERTICAL,
} from './short-order-form/short-order-form-layout';

const sourceDir = path.dirname(fileURLToPath(import.meta.url));
const cssFiles = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.split(path.sep).join('/'));
const read = (file: string) => readFileSync(path.join(sourceDir, file), 'utf8');
const tokens = read('styles/tokens.css');
const token = (name: string) => tokens.match(new RegExp(`--bb-${name}:\\s*([^;]+);`))?.[1]?.trim();

describe('the stylesheets', () => {
  it('carry the short form sizes of spec §9 as tokens', () => {
    expect(token('order-form-width-horizontal')).toBe(`${SHORT_FORM_WIDTH_HORIZONTAL}px`);
    expect(token('order-form-width-vertical')).toBe(`${SHORT_FORM_WIDTH_VERTICAL}px`);
    expect(token('order-form-gap')).toBe(`${SHORT_FORM_GAP}px`);
  });

  it('turn the automatic layout vertical below the 800 px breakpoint, by container width', () => {
    const form = read('short-order-form/short-order-form.css');
    const queries = [...form.matchAll(/@container bb-order-form \(width < (\d+)px\)/g)];
    expect(queries.map((query) => Number(query[1]))).toEqual([SHORT_FORM_MOBILE_BREAKPOINT]);
  });

  it('import every stylesheet of the form from order-form.css, and that with @bb/ui from styles.css', () => {
    const imports = (file: string) =>
      [...read(file).matchAll(/@import "([^"]+)";/g)].map((match) => match[1]);
    const own = imports('order-form.css').map((file) => file?.replace(/^\.\//, ''));
    expect(own.sort()).toEqual(
      cssFiles.filter((file) => !['styles.css', 'order-form.css'].includes(file)).sort(),
    );
    expect(imports('styles.css')).toEqual(['@bb/ui/styles.css', './order-form.css']);
  });

  it('style only bb- classes, and take every colour from a --bb-* token', () => {
    const rawColour = /#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(/i;
    for (const file of cssFiles) {
      const css = read(file)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/@import [^;]+;/g, '');
      const classes = [...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]);
      expect(
        classes.filter((name) => !name?.startsWith('bb-')),
        file,
      ).toEqual([]);
      expect(rawColour.test(css), file).toBe(false);
    }
  });
});
