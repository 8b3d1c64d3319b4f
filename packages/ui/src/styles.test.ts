// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CARD_ICON_HEIGHT,
  CARD_ICON_WIDTH,
  COOKIE_NOTICE_MAX_WIDTH,
  HEADER_HEIGHT,
  MOBILE_MENU_WIDTH,
  PAGE_CONTENT_MAX_WIDTH,
  SERVICES_DROPDOWN_MAX_HEIGHT,
  SERVICES_DROPDOWN_WIDTH,
  XL_BREAKPOINT,
} from './layout/layout-constants';
import { foreignClassNames, rawColourLines } from './test-support/stylesheet-rules';

const sourceDir = path.dirname(fileURLToPath(import.meta.url));
const cssFiles = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.split(path.sep).join('/'));
const read = (file: string) => readFileSync(path.join(sourceDir, file), 'utf8');
const tokens = read('styles/tokens.css');

function token(name: string) {
  return tokens.match(new RegExp(`--bb-${name}:\\s*([^;]+);`))?.[1]?.trim();
}

describe('the stylesheet', () => {
  it('carries the sizes of spec §9 as tokens', () => {
    expect(token('header-height')).toBe(`${HEADER_HEIGHT}px`);
    expect(token('mobile-menu-width')).toBe(`${MOBILE_MENU_WIDTH}px`);
    expect(token('services-dropdown-max-height')).toBe(`${SERVICES_DROPDOWN_MAX_HEIGHT}px`);
    expect(token('services-dropdown-width')).toBe(`${SERVICES_DROPDOWN_WIDTH}px`);
    expect(token('cookie-notice-max-width')).toBe(`${COOKIE_NOTICE_MAX_WIDTH}px`);
    expect(token('content-max-width')).toBe(`${PAGE_CONTENT_MAX_WIDTH}px`);
    expect(token('card-icon-width')).toBe(`${CARD_ICON_WIDTH}px`);
    expect(token('card-icon-height')).toBe(`${CARD_ICON_HEIGHT}px`);
  });

  it('switches the header to desktop navigation at the xl breakpoint', () => {
    // A custom property cannot drive a media query, so the CSS writes the number and this pins it.
    const minWidths = (file: string) =>
      [...read(file).matchAll(/@media[^{]*\(min-width:\s*([\d.]+)px\)/g)].map((m) => Number(m[1]));
    expect(minWidths('header/header.css')).toEqual([XL_BREAKPOINT]);
    // No other stylesheet keeps a copy of the breakpoint that this test would not see.
    const copies = cssFiles.filter((file) => read(file).includes(`${XL_BREAKPOINT}px`));
    expect(copies).toEqual(['header/header.css']);
  });

  it('imports every component stylesheet once, from styles.css (the dashboard has its own)', () => {
    const imports = (entry: string) =>
      [...read(entry).matchAll(/@import "\.\/([^"]+)";/g)].map((m) => m[1] ?? '');
    expect(imports('styles.css').sort()).toEqual(
      cssFiles.filter((file) => file !== 'styles.css').sort(),
    );
    // The kit's stylesheet keeps none of the dashboard's pages.
    expect(
      imports('styles.css').filter((file) =>
        /^(dashboard-frame|new-order-form|order-files|orders|balance)\//.test(file),
      ),
    ).toEqual([]);
  });

  it('takes every colour from a --bb-* token, so hosts can theme it', () => {
    expect(
      rawColourLines(
        cssFiles.filter((file) => file !== 'styles/tokens.css'),
        read,
      ),
    ).toEqual([]);
  });

  it('names every class with the bb- prefix', () => {
    expect(foreignClassNames(cssFiles, read)).toEqual([]);
  });
});
